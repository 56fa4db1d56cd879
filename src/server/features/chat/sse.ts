import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyReply } from "fastify";
import type { ChatStreamEvent } from "../../../shared/api/chat";

/**
 * Takes the response over for server-sent events. Headers already set on the reply (security
 * headers, cookies) are kept; they are written with the first event, in the same write, not before:
 * the chat send opens its stream before the provider is asked, and the headers are made while the
 * provider answers instead of holding up the question. `signal` aborts when the client goes away
 * before the end.
 */
export function openEventStream(reply: FastifyReply) {
  const controller = new AbortController();
  const raw = reply.raw;
  reply.hijack();
  const writeHead = () => {
    if (raw.headersSent) return;
    raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
  };
  raw.on("close", () => {
    if (!raw.writableEnded) controller.abort();
  });
  // The client may have gone while the message was being accepted, before anyone listened.
  if (raw.destroyed) controller.abort();
  return {
    signal: controller.signal,
    send(event: ChatStreamEvent) {
      if (raw.writableEnded || raw.destroyed) return;
      writeHead();
      raw.write(`data: ${JSON.stringify(event)}\n\n`);
      // Node holds each write until the next tick (to join its chunk framing); an event goes now,
      // not after whatever the reply does next on this thread.
      raw.socket?.uncork();
    },
    end() {
      if (raw.writableEnded) return;
      if (!raw.destroyed) writeHead();
      raw.end();
    },
  };
}

export function wantsEventStream(accept: string | undefined): boolean {
  return (accept ?? "").includes("text/event-stream");
}
