import http from "node:http";
import https from "node:https";

/**
 * Idle connections are closed after 4 s, before the 5 s a Node server keeps them (and most proxies
 * longer), so a request is not sent down a connection the provider is closing.
 */
const agents: Record<string, http.Agent> = {
  "http:": new http.Agent({ keepAlive: true, timeout: 4_000 }),
  "https:": new https.Agent({ keepAlive: true, timeout: 4_000 }),
};

/** A response whose body is the connection's own stream of bytes, read as they arrive. */
class StreamedResponse extends Response {
  readonly #stream: http.IncomingMessage;
  constructor(stream: http.IncomingMessage, init: ResponseInit) {
    super(null, init);
    this.#stream = stream;
  }
  override get body(): Response["body"] {
    // The SDK reads a body through its async iterator, which a Node stream has.
    return this.#stream as unknown as Response["body"];
  }
}

/**
 * The provider SDK's `fetch`, on node:http and node:https. An event stream (a streamed reply) is
 * handed over as the connection's Node stream, which the SDK iterates directly, instead of through
 * fetch's web streams: the first delta reaches the user about half a millisecond sooner. Any other
 * answer (JSON, an error) is read whole into a standard Response.
 *
 * Like fetch it rejects when the request fails or its signal aborts; unlike fetch it never follows a
 * redirect (an API endpoint has no reason to move a request: the SDK reports the 3xx as an error).
 * Bodies are the SDK's JSON text; anything else is refused rather than sent wrongly.
 */
export async function httpFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input);
  const agent = agents[url.protocol];
  if (!agent) throw new TypeError(`Cannot send a request to a ${url.protocol} URL`);
  const { body } = init;
  if (body != null && typeof body !== "string" && !(body instanceof Uint8Array)) {
    throw new TypeError("Only text or byte bodies can be sent to the provider");
  }
  const request = url.protocol === "https:" ? https.request : http.request;
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? "GET",
        headers: Object.fromEntries(new Headers(init.headers)),
        agent,
        signal: init.signal ?? undefined,
      },
      resolve,
    );
    req.on("error", reject);
    req.end(body ?? undefined);
  });

  const headers = new Headers();
  for (let i = 0; i < response.rawHeaders.length; i += 2) {
    headers.append(response.rawHeaders[i]!, response.rawHeaders[i + 1]!);
  }
  const status = response.statusCode ?? 0;
  const answer = { status, statusText: response.statusMessage, headers };
  const ok = status >= 200 && status < 300;
  if (ok && headers.get("content-type")?.startsWith("text/event-stream")) {
    return new StreamedResponse(response, answer);
  }
  const parts: Buffer[] = [];
  for await (const part of response) parts.push(part as Buffer);
  const noBody = status === 204 || status === 205 || status === 304;
  return new Response(noBody ? null : Buffer.concat(parts), answer);
}
