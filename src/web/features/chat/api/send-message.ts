import type { ChatStreamEvent, Message, SendMessageRequest } from "../../../../shared/api/chat";
import { ApiError, serverMessage } from "../../../lib/api-client";
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

export const SEND_FAILED = "Failed to send message. Please try again.";

/**
 * What the error toast says when a send fails (spec section 8's 'Other chat error'): the server's
 * words when it gave a reason the user can act on (a reply cut off mid-way, or the fair-use limit's
 * "wait a minute"), otherwise the spec's generic text.
 */
export function sendFailureText(error: unknown): string {
  if (error instanceof ChatStreamError) return error.message;
  if (error instanceof ApiError && error.status === 429) return serverMessage(error, SEND_FAILED);
  return SEND_FAILED;
}
