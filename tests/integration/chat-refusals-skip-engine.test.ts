import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { messages, sessions, users } from "../../src/server/db/schema";
import type { CoachEngine } from "../../src/server/features/coach/engine";
import { buildTestApp, signUp, uniqueEmail } from "../support/app";
import { GUIDE_DIR, newConversation, send } from "../support/chat";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// A send the store refuses (over the quota, someone else's conversation, an ended session) must
// never reach an engine: with an LLM engine each reply is a paid request to a provider.

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

/** An engine that answers "Fine." and keeps the signal of every reply it was asked for. */
function spyEngine() {
  const signals: AbortSignal[] = [];
  const engine: CoachEngine = {
    name: "openai",
    async *reply({ signal }) {
      signals.push(signal);
      yield "Fine.";
    },
    title: async () => "",
  };
  return { engine, signals };
}

async function setup() {
  const { engine, signals } = spyEngine();
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR, engine });
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  const [user] = await db.db.select().from(users).where(eq(users.email, email));
  return { app, cookie, userId: user!.id, id: await newConversation(app, cookie), signals };
}

test("a send over the day's quota, to another user's conversation or from an ended session never reaches the engine", async () => {
  const { app, cookie, userId, id, signals } = await setup();
  for (let i = 0; i < 5; i++)
    expect((await send(app, cookie, id, `Question ${i} about texting`)).statusCode).toBe(200);
  expect(signals).toHaveLength(5);
  expect(signals.some((s) => s.aborted)).toBe(false);

  expect((await send(app, cookie, id, "One more about texting?")).statusCode).toBe(402);
  expect((await send(app, cookie, id, "One more about texting?", true)).statusCode).toBe(402);

  const otherCookie = await signUp(app, { email: uniqueEmail() });
  expect((await send(app, otherCookie, id, "Whose chat is this about texting?")).statusCode).toBe(404);

  await db.db.delete(sessions).where(eq(sessions.userId, userId));
  expect((await send(app, cookie, id, "Still there about texting?")).statusCode).toBe(401);

  expect(signals).toHaveLength(5);
  // Nothing refused was stored either: the conversation holds the 5 questions and their 5 replies.
  const stored = await db.db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, id));
  expect(
    stored
      .filter((m) => m.role === "user")
      .map((m) => m.content)
      .sort(),
  ).toEqual(Array.from({ length: 5 }, (_, i) => `Question ${i} about texting`));
  expect(stored.filter((m) => m.role === "assistant")).toHaveLength(5);
});
