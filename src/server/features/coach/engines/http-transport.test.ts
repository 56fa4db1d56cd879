import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpFetch } from "./http-transport";

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server;
let base: string;
let handler: Handler = (_req, _body, res) => res.end();
const seen: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = "";
    for await (const part of req) body += part;
    seen.push({ method: req.method ?? "", url: req.url ?? "", body });
    handler(req, body, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("httpFetch", () => {
  it("sends the method, headers and body, and reads a JSON answer whole", async () => {
    handler = (req, body, res) => {
      res.writeHead(201, { "content-type": "application/json", "x-request-id": "req_1" });
      res.end(JSON.stringify({ auth: req.headers.authorization, echoed: JSON.parse(body) }));
    };
    const response = await httpFetch(`${base}/v1/things?x=1`, {
      method: "POST",
      headers: { authorization: "Bearer k", "content-type": "application/json" },
      body: JSON.stringify({ hello: "world" }),
    });
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.headers.get("x-request-id")).toBe("req_1");
    expect(await response.json()).toEqual({ auth: "Bearer k", echoed: { hello: "world" } });
    expect(seen.at(-1)).toMatchObject({ method: "POST", url: "/v1/things?x=1" });
  });

  it("hands over an event stream as it arrives, before the answer ends", async () => {
    let finish = () => {};
    handler = (_req, _body, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("data: one\n\n");
      finish = () => res.end("data: two\n\n");
    };
    const response = await httpFetch(`${base}/stream`, { method: "POST", body: "{}" });
    const body = response.body as unknown as AsyncIterable<Buffer>;
    const received: string[] = [];
    for await (const part of body) {
      received.push(String(part));
      if (received.length === 1) finish(); // the second event is only sent once the first arrived
    }
    expect(received.join("")).toBe("data: one\n\ndata: two\n\n");
    expect(received[0]).toBe("data: one\n\n");
  });

  it("reads an error answer whole and does not follow a redirect", async () => {
    handler = (_req, _body, res) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end('{"error":{"message":"boom"}}');
    };
    const failed = await httpFetch(`${base}/fail`);
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe('{"error":{"message":"boom"}}');

    handler = (_req, _body, res) => {
      res.writeHead(307, { location: "/elsewhere" });
      res.end();
    };
    const before = seen.length;
    const moved = await httpFetch(`${base}/moved`, { method: "POST", body: "{}" });
    expect(moved.status).toBe(307);
    expect(seen.length - before).toBe(1);
  });

  it("rejects with an AbortError when its signal aborts before the answer, and hangs up", async () => {
    let closed!: Promise<void>;
    handler = (_req, _body, res) => {
      closed = new Promise((resolve) => res.once("close", () => resolve()));
    };
    const controller = new AbortController();
    const pending = httpFetch(`${base}/hang`, { method: "POST", body: "{}", signal: controller.signal });
    while (!closed) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    await closed;
  });

  it("rejects when the provider cannot be reached", async () => {
    const refused = new URL(base);
    refused.port = "1";
    await expect(httpFetch(refused)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  it("refuses bodies it would not send as given, and other protocols", async () => {
    await expect(httpFetch(`${base}/x`, { method: "POST", body: new FormData() })).rejects.toThrow(TypeError);
    await expect(httpFetch("ftp://127.0.0.1/x")).rejects.toThrow(TypeError);
  });
});
