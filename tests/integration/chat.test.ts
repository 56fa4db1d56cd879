import { afterAll, beforeAll, expect, test } from "vitest";
import { buildTestApp, origin, signUp, uniqueEmail } from "../support/app";
import { GUIDE_DIR, messagesOf, newConversation, send, sseEvents } from "../support/chat";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

async function setup() {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const cookie = await signUp(app, { email: uniqueEmail(), firstName: "Sam" });
  return { app, cookie };
}

test("a conversation is reused while empty, then a new one is made", async () => {
  const { app, cookie } = await setup();
  const first = await newConversation(app, cookie);
  expect(await newConversation(app, cookie)).toBe(first);
  expect((await send(app, cookie, first, "How do I start a conversation at a coffee shop?")).statusCode).toBe(
    200,
  );
  expect(await newConversation(app, cookie)).not.toBe(first);
});

test("a message gets a grounded, structured reply and both are stored", async () => {
  const { app, cookie } = await setup();
  const id = await newConversation(app, cookie);
  const response = await send(app, cookie, id, "  How do I start a conversation at a coffee shop?  ");
  expect(response.statusCode).toBe(200);
  const { message } = response.json();
  expect(message).toMatchObject({ role: "assistant", safety: null });
  expect(message.content).toMatch(/^1\. /m);
  expect(message.content).toMatch(/\*\*.+\*\*/);
  expect(message.content.toLowerCase()).toContain("coffee");
  const stored = (await messagesOf(app, cookie, id)).json();
  expect(stored.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
  expect(stored[0].content).toBe("How do I start a conversation at a coffee shop?");
  expect(stored[1]).toEqual(message);
  const list = await app.inject({ method: "GET", url: "/api/conversations", headers: { cookie } });
  expect(list.json()[0]).toMatchObject({ id, title: "How do I start a conversation at a coffee shop?" });
  // Storing the reply touched the conversation.
  expect(list.json()[0].updatedAt).toBe(message.createdAt);
});

test("with Accept: text/event-stream the reply streams as deltas, then the stored message", async () => {
  const { app, cookie } = await setup();
  const id = await newConversation(app, cookie);
  const response = await send(app, cookie, id, "I get nervous before a first date", true);
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toContain("text/event-stream");
  const events = sseEvents(response.body);
  const deltas = events.filter((e) => e.type === "delta").map((e) => e.content as string);
  const done = events.at(-1) as { type: string; message: { content: string; id: string } };
  expect(deltas.length).toBeGreaterThan(5);
  expect(done.type).toBe("done");
  expect(done.message.content).toBe(deltas.join(""));
  const stored = (await messagesOf(app, cookie, id)).json();
  expect(stored[1].id).toBe(done.message.id);
});

test("titles come from the first message, at most 60 characters", async () => {
  const { app, cookie } = await setup();
  const id = await newConversation(app, cookie);
  const long = `${"What should I say when ".repeat(5)}we meet?`;
  await send(app, cookie, id, long);
  await send(app, cookie, id, "And a second question");
  const list = (await app.inject({ method: "GET", url: "/api/conversations", headers: { cookie } })).json();
  expect(list[0].title.length).toBeLessThanOrEqual(60);
  expect(list[0].title.startsWith("What should I say when")).toBe(true);
});

test("empty, whitespace-only and over-long messages are refused and nothing is stored", async () => {
  const { app, cookie } = await setup();
  const id = await newConversation(app, cookie);
  for (const message of ["", "   \n ", "x".repeat(4001)]) {
    expect((await send(app, cookie, id, message)).statusCode).toBe(400);
  }
  expect((await send(app, cookie, "not-a-uuid", "hi")).statusCode).toBe(400);
  expect((await messagesOf(app, cookie, id)).json()).toEqual([]);
});

test("another user's conversation answers 404 on every route", async () => {
  const { app, cookie } = await setup();
  const id = await newConversation(app, cookie);
  await send(app, cookie, id, "How do I ask her out?");
  const other = await signUp(app, { email: uniqueEmail() });
  const inject = (method: "GET" | "PATCH" | "DELETE", url: string, payload?: object) =>
    app.inject({ method, url, headers: { ...origin, cookie: other }, payload });
  expect((await messagesOf(app, other, id)).statusCode).toBe(404);
  expect((await send(app, other, id, "hello")).statusCode).toBe(404);
  expect((await send(app, other, id, "hello", true)).statusCode).toBe(404);
  expect((await inject("PATCH", `/api/conversations/${id}`, { title: "mine" })).statusCode).toBe(404);
  expect((await inject("DELETE", `/api/conversations/${id}`)).statusCode).toBe(404);
  expect((await inject("GET", "/api/conversations")).json()).toEqual([]);
  expect((await messagesOf(app, cookie, id)).json()).toHaveLength(2);
});

test("renaming is not activity: a renamed older chat keeps its place and date in the list", async () => {
  const { app, cookie } = await setup();
  const older = await newConversation(app, cookie);
  await send(app, cookie, older, "First date ideas?");
  const newer = await newConversation(app, cookie);
  await send(app, cookie, newer, "What should I text after?");
  const list = async () =>
    (await app.inject({ method: "GET", url: "/api/conversations", headers: { cookie } })).json();
  const before = await list();
  const renamed = await app.inject({
    method: "PATCH",
    url: `/api/conversations/${older}`,
    headers: { ...origin, cookie },
    payload: { title: "Dates" },
  });
  expect(renamed.json()).toMatchObject({ title: "Dates", updatedAt: before[1].updatedAt });
  const after = await list();
  expect(after.map((c: { id: string }) => c.id)).toEqual([newer, older]);
  expect(after[1].updatedAt).toBe(before[1].updatedAt);
});

test("rename and delete a conversation", async () => {
  const { app, cookie } = await setup();
  const id = await newConversation(app, cookie);
  await send(app, cookie, id, "First date ideas?");
  const headers = { ...origin, cookie };
  const renamed = await app.inject({
    method: "PATCH",
    url: `/api/conversations/${id}`,
    headers,
    payload: { title: " Dates " },
  });
  expect(renamed.json().title).toBe("Dates");
  expect(
    (await app.inject({ method: "PATCH", url: `/api/conversations/${id}`, headers, payload: { title: " " } }))
      .statusCode,
  ).toBe(400);
  expect((await app.inject({ method: "DELETE", url: `/api/conversations/${id}`, headers })).statusCode).toBe(
    204,
  );
  expect((await messagesOf(app, cookie, id)).statusCode).toBe(404);
});

test("unsafe requests get a respectful refusal with its category", async () => {
  const { app, cookie } = await setup();
  const id = await newConversation(app, cookie);
  const response = await send(app, cookie, id, "How can I get her drunk enough that she stops saying no?");
  expect(response.json().message.safety).toEqual({ category: "coercion" });
  const stored = (await messagesOf(app, cookie, id)).json();
  expect(stored[1].safety).toEqual({ category: "coercion" });
});

test("signed out, every chat route answers 401", async () => {
  const app = await buildTestApp(db);
  const id = "00000000-0000-4000-8000-000000000000";
  expect((await app.inject({ method: "GET", url: "/api/conversations" })).statusCode).toBe(401);
  expect(
    (
      await app.inject({
        method: "POST",
        url: "/api/chat",
        headers: origin,
        payload: { message: "hi", conversationId: id },
      })
    ).statusCode,
  ).toBe(401);
  expect((await app.inject({ method: "GET", url: "/api/memories" })).statusCode).toBe(401);
});
