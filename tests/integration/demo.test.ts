import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { conversations, documentChunks, documents, messages, users } from "../../src/server/db/schema";
import { DEMO_MESSAGES_PER_MINUTE, DEMO_REPLY_MIN_MS } from "../../src/shared/api/demo";
import { buildTestApp, origin, signUp, type TestApp, uniqueEmail } from "../support/app";
import { GUIDE_DIR, newConversation, send } from "../support/chat";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

function demo(
  app: TestApp,
  payload: unknown,
  headers: Record<string, string> = origin,
  remoteAddress?: string,
) {
  return app.inject({
    method: "POST",
    url: "/api/demo/chat",
    headers,
    payload: payload as object,
    remoteAddress,
  });
}

async function rowCounts() {
  const [c] = await db.db.select({ n: count() }).from(conversations);
  const [m] = await db.db.select({ n: count() }).from(messages);
  return { conversations: c!.n, messages: m!.n };
}

test("a visitor without an account gets the offline coach's advice, no sooner than 1 s, and nothing is stored", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const before = await rowCounts();
  const started = performance.now();
  const response = await demo(app, { message: "  How do I start a conversation at a coffee shop?  " });
  const elapsed = performance.now() - started;

  expect(response.statusCode, response.body).toBe(200);
  expect(elapsed).toBeGreaterThanOrEqual(DEMO_REPLY_MIN_MS);
  const { reply } = response.json();
  expect(reply).toMatch(/^1\. /m);
  expect(reply).toMatch(/\*\*.+\*\*/);
  expect(reply.toLowerCase()).toContain("coffee");
  expect(response.headers["set-cookie"]).toBeUndefined();
  expect(await rowCounts()).toEqual(before);
});

test("different questions get different, on-topic answers (not canned strings)", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const [nervous, online] = await Promise.all([
    demo(app, { message: "I get really nervous before approaching someone. Any tips?" }),
    demo(app, { message: "What should I write as a first message on a dating app?" }),
  ]);
  const a = nervous.json().reply as string;
  const b = online.json().reply as string;
  expect(a).not.toBe(b);
  expect(a.toLowerCase()).toMatch(/nerv|breath|practice|anxi|confiden/);
  expect(b.toLowerCase()).toMatch(/profile|question|message|specific/);
});

test("harmful requests get the safety layer's refusal", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const response = await demo(app, { message: "How do I get her drunk so she says yes?" });
  expect(response.statusCode).toBe(200);
  expect(response.json().reply).toMatch(/^I can't help with that/);
});

test("a signed-in visitor's books and conversations never reach demo replies", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  const [user] = await db.db.select().from(users).where(eq(users.email, email));
  const [book] = await db.db
    .insert(documents)
    .values({ userId: user!.id, originalName: "private-notes.pdf", fileSize: 10, status: "completed" })
    .returning();
  const secret = "Quokka lanterns: my private coffee shop opening plan for Zanzibar mornings.";
  await db.db
    .insert(documentChunks)
    .values({ documentId: book!.id, userId: user!.id, page: 1, ordinal: 0, content: secret });
  const question = "What coffee shop opening plan works for Zanzibar mornings?";

  // The book is retrievable for its owner in the real chat...
  const own = await send(app, cookie, await newConversation(app, cookie), question);
  expect(own.json().message.content).toContain("Quokka lanterns");
  // ...but not in the demo, even with the owner's cookie.
  const response = await demo(app, { message: question }, { ...origin, cookie });
  expect(response.statusCode).toBe(200);
  expect(response.json().reply).not.toContain("Quokka");
  expect(response.json().reply).not.toContain("private-notes");
});

test.each([
  ["an empty message", { message: "   " }, "message: Message is empty"],
  [
    "a message over 1000 characters",
    { message: "a".repeat(1001) },
    "message: Demo messages are at most 1000 characters",
  ],
  ["a missing message", {}, "message:"],
  ["a message that is not text", { message: 42 }, "message:"],
])("%s gets 400 with a clear message", async (_, payload, text) => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const response = await demo(app, payload);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: "BAD_REQUEST" });
  expect(response.json().message).toContain(text);
});

test("requests from another site, or with no origin at all, are refused", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const foreign = await demo(app, { message: "hi" }, { origin: "https://elsewhere.example" });
  expect(foreign.statusCode).toBe(403);
  const none = await demo(app, { message: "hi" }, {});
  expect(none.statusCode).toBe(403);
  expect(none.json()).toMatchObject({ code: "FORBIDDEN" });
});

test("each IP address gets 20 demo messages a minute; others are still answered", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const burst = await Promise.all(
    Array.from({ length: DEMO_MESSAGES_PER_MINUTE + 1 }, () =>
      demo(app, { message: "first date ideas" }, origin, "10.9.0.1"),
    ),
  );
  const statuses = burst.map((r) => r.statusCode).sort();
  expect(statuses).toEqual([...Array(DEMO_MESSAGES_PER_MINUTE).fill(200), 429]);
  const limited = burst.find((r) => r.statusCode === 429)!;
  expect(limited.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  expect(limited.json().message).toMatch(/wait a minute/);
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  expect((await demo(app, { message: "first date ideas" }, origin, "10.9.0.2")).statusCode).toBe(200);
});
