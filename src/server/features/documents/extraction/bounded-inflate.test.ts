import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { boundedDecompressionStream } from "./bounded-inflate";

async function inflate(Stream: ReturnType<typeof boundedDecompressionStream>, bytes: Uint8Array) {
  const { readable, writable } = new Stream("deflate");
  const writer = writable.getWriter();
  void writer
    .write(bytes)
    .then(() => writer.close())
    .catch(() => {});
  const parts: Uint8Array[] = [];
  for await (const part of readable) parts.push(part);
  return Buffer.concat(parts).toString();
}

describe("boundedDecompressionStream", () => {
  it("inflates like DecompressionStream, a truncated stream as far as it goes", async () => {
    let bombs = 0;
    const Stream = boundedDecompressionStream(() => bombs++, 1024);
    const text = "BT (Hello, reader) Tj ET ".repeat(20);
    expect(await inflate(Stream, deflateSync(text))).toBe(text);
    const cut = deflateSync(text).subarray(0, 20);
    expect(text.startsWith(await inflate(Stream, cut))).toBe(true);
    expect(bombs).toBe(0);
    expect(() => new Stream("zstd")).toThrow(TypeError);
  });

  it("fails past the limit and reports the bomb", async () => {
    let bombs = 0;
    const Stream = boundedDecompressionStream(() => bombs++, 1024);
    await expect(inflate(Stream, deflateSync(Buffer.alloc(1025, " ")))).rejects.toThrow();
    expect(bombs).toBe(1);
  });
});
