// Stands in for DecompressionStream in the extraction worker (pdf.js inflates every content stream and
// font through it when there is one). Node's own goes through web streams and a thread-pool round trip
// per stream: freeculture.pdf took ~1.7 s with it and ~0.9 s with this synchronous inflate. Each stream
// is also capped, so a decompression bomb fails at once instead of filling memory between two checks.
import { brotliDecompressSync, constants, gunzipSync, inflateRawSync, inflateSync } from "node:zlib";

/** No content stream or font of a real book comes near this once inflated. */
export const MAX_INFLATED_BYTES = 64 * 2 ** 20;

const INFLATE = {
  deflate: inflateSync,
  "deflate-raw": inflateRawSync,
  gzip: gunzipSync,
  brotli: brotliDecompressSync,
} as const;

/** A DecompressionStream class whose streams call `onBomb` and fail past `maxBytes` inflated. */
export function boundedDecompressionStream(onBomb: () => void, maxBytes = MAX_INFLATED_BYTES) {
  return class BoundedDecompressionStream {
    readonly readable: ReadableStream<Uint8Array>;
    readonly writable: WritableStream<Uint8Array>;

    constructor(format: string) {
      const inflate = INFLATE[format as keyof typeof INFLATE];
      if (!inflate) throw new TypeError(`Unsupported compression format: '${format}'`);
      const parts: Uint8Array[] = [];
      const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk) {
          parts.push(chunk);
        },
        flush(controller) {
          const input = Buffer.concat(parts);
          try {
            // A truncated stream gives what it has, as pdf.js's own inflate would.
            const flush = format === "brotli" ? {} : { finishFlush: constants.Z_SYNC_FLUSH };
            controller.enqueue(new Uint8Array(inflate(input, { maxOutputLength: maxBytes, ...flush })));
          } catch (error) {
            if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") onBomb();
            throw error;
          }
        },
      });
      this.readable = readable;
      this.writable = writable;
    }
  };
}
