import { afterEach, expect, test, vi } from "vitest";
import { createSseParser, isAbortError, streamRequest } from "./stream-request";

afterEach(() => vi.unstubAllGlobals());

type Event = { type: string; content?: string };

test("events split across chunks are put back together", () => {
  const events: Event[] = [];
  const parser = createSseParser<Event>((event) => events.push(event));
  parser.push('data: {"type":"delta","con');
  parser.push('tent":"Hel"}\n');
  expect(events).toEqual([]);
  parser.push('\ndata: {"type":"delta","content":"lo"}\n\ndata: {"type":"do');
  parser.push('ne"}\r\n\r\n');
  expect(events).toEqual([
    { type: "delta", content: "Hel" },
    { type: "delta", content: "lo" },
    { type: "done" },
  ]);
});

test("lines other than data are ignored and a final event without its blank line counts", () => {
  const events: Event[] = [];
  const parser = createSseParser<Event>((event) => events.push(event));
  parser.push(': keep-alive\n\nevent: message\ndata: {"type":"delta","content":"a\\n\\nb"}\n\n');
  parser.push('data: {"type":"done"}');
  parser.end();
  expect(events).toEqual([{ type: "delta", content: "a\n\nb" }, { type: "done" }]);
});

function streamOf(...chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

test("streamRequest posts JSON asking for events and hands each event over", async () => {
  const fetch = vi.fn(
    async () =>
      new Response(streamOf('data: {"type":"delta","content":"Hi ✓"}\n\n', 'data: {"type":"done"}\n\n')),
  );
  vi.stubGlobal("fetch", fetch);
  const events: Event[] = [];
  const signal = new AbortController().signal;
  await streamRequest<Event>("/api/chat", { message: "hi" }, { signal, onEvent: (e) => events.push(e) });
  expect(events).toEqual([{ type: "delta", content: "Hi ✓" }, { type: "done" }]);
  expect(fetch).toHaveBeenCalledWith("/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: '{"message":"hi"}',
    credentials: "include",
    signal,
  });
});

test("an error answer before the stream throws the spec's error text", async () => {
  const body = '{"message":"Subscription required: the free plan includes 5 messages a day."}';
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status: 402 })),
  );
  await expect(
    streamRequest("/api/chat", {}, { signal: new AbortController().signal, onEvent: () => {} }),
  ).rejects.toThrow(`402: ${body}`);
});

test("abort errors are told apart from other failures", () => {
  expect(isAbortError(new DOMException("stopped", "AbortError"))).toBe(true);
  expect(isAbortError(new Error("AbortError"))).toBe(false);
});
