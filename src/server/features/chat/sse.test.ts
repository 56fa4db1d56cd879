import { connect } from "node:net";
import Fastify from "fastify";
import { afterEach, expect, it } from "vitest";
import { openEventStream } from "./sse";

let app: ReturnType<typeof Fastify> | undefined;
afterEach(() => app?.close());

/** A route that opens its stream only once `release` is called, as the chat send does after its checks. */
async function slowStreamRoute() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requestClosed!: () => void;
  const closed = new Promise<void>((resolve) => {
    requestClosed = resolve;
  });
  let opened!: (signal: AbortSignal) => void;
  const signal = new Promise<AbortSignal>((resolve) => {
    opened = resolve;
  });
  const server = Fastify();
  app = server;
  server.post("/stream", async (request, reply) => {
    request.raw.socket.once("close", requestClosed);
    await released;
    const stream = openEventStream(reply);
    opened(stream.signal);
    stream.send({ type: "delta", content: "Hello" });
    stream.end();
  });
  const address = await server.listen({ port: 0, host: "127.0.0.1" });
  return { port: Number(new URL(address).port), release, closed, opened: signal };
}

function postAndHangUp(port: number) {
  const socket = connect(port, "127.0.0.1");
  socket.write(
    "POST /stream HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}",
  );
  return socket;
}

it("a client that left before the stream opened has its stream aborted at once", async () => {
  const route = await slowStreamRoute();
  postAndHangUp(route.port).end(() => undefined);
  await route.closed;
  route.release();
  expect((await route.opened).aborted).toBe(true);
});

it("a client still there keeps its stream going", async () => {
  const route = await slowStreamRoute();
  const socket = postAndHangUp(route.port);
  const received = new Promise<string>((resolve) => {
    let text = "";
    socket.on("data", (part) => {
      text += part;
      if (text.includes("Hello")) resolve(text);
    });
  });
  route.release();
  expect((await route.opened).aborted).toBe(false);
  expect(await received).toContain('data: {"type":"delta","content":"Hello"}');
  socket.destroy();
});

it("the headers are made with the first event, not when the stream opens; a stream without events still answers", async () => {
  const server = Fastify();
  app = server;
  const seen: boolean[] = [];
  server.post("/stream", async (request, reply) => {
    const stream = openEventStream(reply);
    seen.push(reply.raw.headersSent);
    if ((request.body as { events: number }).events > 0) stream.send({ type: "delta", content: "Hello" });
    seen.push(reply.raw.headersSent);
    stream.end();
  });
  const answer = (events: number) => server.inject({ method: "POST", url: "/stream", payload: { events } });
  const streamed = await answer(1);
  expect(seen).toEqual([false, true]);
  expect(streamed.statusCode).toBe(200);
  expect(streamed.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
  expect(streamed.body).toBe('data: {"type":"delta","content":"Hello"}\n\n');
  seen.length = 0;
  const empty = await answer(0);
  expect(seen).toEqual([false, false]);
  expect(empty.statusCode).toBe(200);
  expect(empty.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
  expect(empty.body).toBe("");
});
