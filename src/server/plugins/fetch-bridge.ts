import type { FastifyReply, FastifyRequest } from "fastify";

/** Fastify request headers as Fetch headers, for calls into better-auth. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** Copies every Set-Cookie of a Fetch response onto the reply (there may be several). */
export function forwardCookies(from: Headers, reply: FastifyReply): void {
  const cookies = from.getSetCookie();
  if (cookies.length === 0) return;
  const existing = reply.getHeader("set-cookie");
  const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header("set-cookie", [...before, ...cookies]);
}
