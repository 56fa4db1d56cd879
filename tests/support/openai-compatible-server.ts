import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** How the fake provider answers the next requests. */
export type Behaviour =
  | { kind: "ok"; text: string; chunks: number }
  | { kind: "status"; status: 429 | 500 }
  | { kind: "hang" }
  | { kind: "redirect" }
  | { kind: "hangAfter"; text: string; chunks: number; after: number }
  | { kind: "malformed"; text: string }
  | { kind: "cut"; text: string; chunks: number; after: number }
  /** A chunk every `everyMs`: never idle long enough for a timeout, yet slow overall. */
  | { kind: "drip"; text: string; chunks: number; everyMs: number };

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] } & Record<
    string,
    unknown
  >;
};

export type OpenAICompatibleServer = {
  /** Base URL ending in /v1, for the SDK's `baseURL`. */
  url: string;
  requests: RecordedRequest[];
  /** Answers still open: neither ended nor closed by the client. */
  openAnswers(): number;
  setBehaviour(behaviour: Behaviour): void;
  close(): Promise<void>;
};

/** Splits text into `n` roughly equal, non-empty pieces. */
export function splitInto(text: string, n: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, n)));
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += size) parts.push(text.slice(i, i + size));
  return parts;
}

const created = 1_700_000_000;

function chunk(id: string, model: string, content: string | null, finish: "stop" | null): string {
  const delta = content === null ? {} : { content };
  const body = {
    id,
    object: "chat.completion.chunk",
    created,
    model,
    system_fingerprint: "fp_test",
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/** Real OpenAI errors echo part of the key back; we echo all of it to prove it never reaches users. */
function errorBody(status: 429 | 500, auth: string | undefined) {
  const key = (auth ?? "").replace(/^Bearer /, "");
  const message =
    status === 429
      ? `Rate limit reached for key ${key}. Please try again in 20s.`
      : `The server had an error while processing your request (key ${key}).`;
  const type = status === 429 ? "requests" : "server_error";
  return { error: { message, type, param: null, code: status === 429 ? "rate_limit_exceeded" : null } };
}

function startStream(res: ServerResponse) {
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
    "x-request-id": "req_test",
  });
  res.flushHeaders();
}

function answer(behaviour: Behaviour, req: RecordedRequest, res: ServerResponse, n: number) {
  const id = `chatcmpl-test${n}`;
  const model = req.body.model ?? "test-model";
  if (behaviour.kind === "status") {
    res.writeHead(behaviour.status, { "content-type": "application/json", "x-request-id": "req_test" });
    res.end(JSON.stringify(errorBody(behaviour.status, req.headers.authorization)));
    return;
  }
  if (behaviour.kind === "hang") return;
  if (behaviour.kind === "redirect") {
    // A redirect that keeps the method and body, to the very same endpoint.
    res.writeHead(307, { location: req.path });
    res.end();
    return;
  }
  if (behaviour.kind === "ok" && req.body.stream !== true) {
    const message = { role: "assistant", content: behaviour.text, refusal: null };
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id,
        object: "chat.completion",
        created,
        model,
        choices: [{ index: 0, message, logprobs: null, finish_reason: "stop" }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
    return;
  }
  startStream(res);
  if (behaviour.kind === "malformed") {
    res.write(chunk(id, model, behaviour.text, null));
    res.write('data: {"id":"chatcmpl-broken","choices":[{"delta":\n\n');
    return;
  }
  const pieces = splitInto(behaviour.text, behaviour.chunks);
  if (behaviour.kind === "drip") {
    const timer = setInterval(() => {
      const piece = pieces.shift();
      if (piece !== undefined) return void res.write(chunk(id, model, piece, null));
      clearInterval(timer);
      res.write(chunk(id, model, null, "stop"));
      res.end("data: [DONE]\n\n");
    }, behaviour.everyMs);
    res.once("close", () => clearInterval(timer));
    return;
  }
  const limit = behaviour.kind === "ok" ? pieces.length : behaviour.after;
  for (const piece of pieces.slice(0, limit)) res.write(chunk(id, model, piece, null));
  if (behaviour.kind === "hangAfter") return;
  if (behaviour.kind === "cut") {
    // Let the written chunks leave before the connection is reset.
    setTimeout(() => res.socket?.destroy(), 20);
    return;
  }
  res.write(chunk(id, model, null, "stop"));
  res.end("data: [DONE]\n\n");
}

/** A Chat Completions server on 127.0.0.1 with a switchable behaviour (default: ok, 3 chunks). */
export async function startOpenAICompatibleServer(): Promise<OpenAICompatibleServer> {
  let behaviour: Behaviour = { kind: "ok", text: "Hello from the test coach.", chunks: 3 };
  const requests: RecordedRequest[] = [];
  let open = 0;

  const server = createServer(async (req, res) => {
    open++;
    res.once("close", () => open--);
    const raw: Buffer[] = [];
    for await (const part of req) raw.push(part as Buffer);
    const path = req.url ?? "/";
    if (req.method !== "POST" || path !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
      return;
    }
    let body: RecordedRequest["body"];
    try {
      body = JSON.parse(Buffer.concat(raw).toString("utf8"));
    } catch {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "Invalid JSON body", type: "invalid_request_error" } }));
      return;
    }
    const recorded: RecordedRequest = { method: req.method, path, headers: req.headers, body };
    requests.push(recorded);
    answer(behaviour, recorded, res, requests.length);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    openAnswers: () => open,
    setBehaviour(next) {
      behaviour = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
