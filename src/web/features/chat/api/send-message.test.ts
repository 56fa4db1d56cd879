import { afterEach, expect, test, vi } from "vitest";
import type { Message } from "../../../../shared/api/chat";
import { ApiError, isSubscriptionRequired } from "../../../lib/api-client";
import {
  ChatStreamError,
  SEND_FAILED,
  sendFailureText,
  sendMessage,
  wasRejectedBeforeStreaming,
} from "./send-message";

afterEach(() => vi.unstubAllGlobals());

const stored: Message = { id: "m2", role: "assistant", content: "Hi there", createdAt: "", safety: null };
const body = { message: "hello", conversationId: "00000000-0000-4000-8000-000000000000" };

function answerWith(...events: unknown[]) {
  const text = events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join("");
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(text)),
  );
}

test("deltas arrive one by one and the stored message ends the reply", async () => {
  answerWith(
    { type: "delta", content: "Hi " },
    { type: "delta", content: "there" },
    { type: "done", message: stored },
  );
  const deltas: string[] = [];
  const result = await sendMessage(body, {
    signal: new AbortController().signal,
    onDelta: (d) => deltas.push(d),
  });
  expect(deltas).toEqual(["Hi ", "there"]);
  expect(result).toEqual({ status: "done", message: stored });
});

test("an error event throws the server's words; the message was stored before it", async () => {
  answerWith({ type: "delta", content: "Hi" }, { type: "error", message: "The coach could not answer." });
  const error = await sendMessage(body, { signal: new AbortController().signal, onDelta: () => {} }).catch(
    (e) => e,
  );
  expect(error).toBeInstanceOf(ChatStreamError);
  expect(error.message).toBe("The coach could not answer.");
  expect(wasRejectedBeforeStreaming(error)).toBe(false);
});

test("a stream that ends without 'done' is an error too", async () => {
  answerWith({ type: "delta", content: "Hi" });
  await expect(
    sendMessage(body, { signal: new AbortController().signal, onDelta: () => {} }),
  ).rejects.toThrow("The reply was cut off");
});

test("stopping keeps the text that arrived", async () => {
  const controller = new AbortController();
  const encoder = new TextEncoder();
  // Like the browser's fetch: aborting makes the pending read fail with an AbortError.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const stream = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(encoder.encode('data: {"type":"delta","content":"Step one"}\n\n'));
          init.signal?.addEventListener("abort", () => c.error(new DOMException("aborted", "AbortError")));
        },
      });
      return new Response(stream);
    }),
  );
  const result = sendMessage(body, { signal: controller.signal, onDelta: () => controller.abort() });
  await expect(result).resolves.toEqual({ status: "stopped", partial: "Step one" });
});

test("402 or 'Subscription required' means the free messages are used up", async () => {
  const text = '{"message":"Subscription required: the free plan includes 5 messages a day."}';
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(text, { status: 402 })),
  );
  const error = await sendMessage(body, { signal: new AbortController().signal, onDelta: () => {} }).catch(
    (e) => e,
  );
  expect(isSubscriptionRequired(error)).toBe(true);
  expect(wasRejectedBeforeStreaming(error)).toBe(true);
  expect(isSubscriptionRequired(new ChatStreamError("Subscription required: upgrade"))).toBe(true);
  expect(isSubscriptionRequired(new Error("500: Internal Server Error"))).toBe(false);
});

/** The error a send fails with when the server answers `status` with `text` before any stream. */
async function refusedWith(status: number, text: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(text, { status })),
  );
  return sendMessage(body, { signal: new AbortController().signal, onDelta: () => {} }).catch((e) => e);
}

test("the toast gives the server's reason for the fair-use limit and a cut-off reply, else the spec's text", async () => {
  const wait = "You are sending messages very fast. Please wait a minute and try again.";
  const limited = await refusedWith(429, JSON.stringify({ message: wait, code: "TOO_MANY_REQUESTS" }));
  expect(wasRejectedBeforeStreaming(limited)).toBe(true);
  expect(sendFailureText(limited)).toBe(wait);
  // A proxy's 429 without a JSON body: its status text.
  expect(sendFailureText(new ApiError(429, "429: Too Many Requests"))).toBe("Too Many Requests");
  expect(sendFailureText(new ChatStreamError("The coach could not answer."))).toBe(
    "The coach could not answer.",
  );
  // Other failures keep the spec's words: a 500's body is not for people.
  expect(sendFailureText(await refusedWith(500, '{"message":"Internal Server Error"}'))).toBe(SEND_FAILED);
  expect(sendFailureText(new TypeError("Failed to fetch"))).toBe(SEND_FAILED);
});
