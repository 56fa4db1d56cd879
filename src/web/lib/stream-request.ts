import { throwIfNotOk } from "./api-client";

/**
 * Splits a server-sent-events byte stream into the JSON of its `data:` lines. Chunks can end
 * anywhere (mid-line, mid-event), so the unfinished tail waits in a buffer for the next chunk.
 */
export function createSseParser<E>(onEvent: (event: E) => void) {
  let buffer = "";
  const flushEvent = (block: string) => {
    const data = block
      .split("\n")
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice(5).replace(/^ /, ""))
      .join("\n");
    if (data) onEvent(JSON.parse(data) as E);
  };
  return {
    push(text: string) {
      buffer += text.replace(/\r\n?/g, "\n");
      let end = buffer.indexOf("\n\n");
      while (end !== -1) {
        flushEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
      }
    },
    /** The stream ended: an event without its blank line still counts. */
    end() {
      if (buffer.trim()) flushEvent(buffer);
      buffer = "";
    },
  };
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * POSTs JSON and reads the answer as server-sent events. An error answer before the stream
 * starts throws the spec's '{status}: {body}' text, like every other call.
 */
export async function streamRequest<E>(
  url: string,
  data: unknown,
  options: { signal: AbortSignal; onEvent: (event: E) => void },
): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(data),
    credentials: "include",
    signal: options.signal,
  });
  await throwIfNotOk(response);
  if (!response.body) throw new Error("The server sent no stream");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(options.onEvent);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    reader.releaseLock();
  }
}
