import type { ChatStreamEvent, Message, SendMessageRequest } from "../../../../shared/api/chat";
import { isAbortError, streamRequest } from "../../../lib/stream-request";

/** The server stopped mid-reply and said why (an `error` event); the user's message is stored. */
export class ChatStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ChatStreamError";
  }
}

export type SendResult = { status: "done"; message: Message } | { status: "stopped"; partial: string };

/**
 * Sends one message and streams the coach's reply. `onDelta` gets each piece of text as it arrives.
 * Aborting `signal` stops the reply: the server keeps what was sent so far, and so do we.
 */
export async function sendMessage(
  body: SendMessageRequest,
  options: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<SendResult> {
  let partial = "";
  // Filled in by the event callback, hence an object rather than narrowed locals.
  const outcome: { done?: Message; failure?: string } = {};
  try {
    await streamRequest<ChatStreamEvent>("/api/chat", body, {
      signal: options.signal,
      onEvent: (event) => {
        if (event.type === "delta") {
          partial += event.content;
          options.onDelta(event.content);
        } else if (event.type === "done") {
          outcome.done = event.message;
        } else {
          outcome.failure = event.message;
        }
      },
    });
  } catch (error) {
    if (isAbortError(error) || options.signal.aborted) return { status: "stopped", partial };
    throw error;
  }
  if (outcome.failure !== undefined) throw new ChatStreamError(outcome.failure);
  if (outcome.done) return { status: "done", message: outcome.done };
  if (options.signal.aborted) return { status: "stopped", partial };
  throw new ChatStreamError("The reply was cut off. Please try again.");
}

/** An error answer before the stream began: the server did not store the message. */
export function wasRejectedBeforeStreaming(error: unknown): boolean {
  return !(error instanceof ChatStreamError);
}
