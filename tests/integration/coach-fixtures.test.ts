import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { users } from "../../src/server/db/schema";
import { buildTestApp, signUp, uniqueEmail } from "../support/app";
import { GUIDE_DIR, newConversation, send } from "../support/chat";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

type Fixtures = {
  helpful: { text: string; expect: string[] }[];
  refuse: { text: string; category: string }[];
  care: { text: string; category: string }[];
};
const fixtures: Fixtures = JSON.parse(
  readFileSync(new URL("../../../shared/fixtures/coach/questions.json", import.meta.url), "utf8"),
);

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

async function coach() {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  // Premium, so the whole fixture set fits in one day's quota.
  await db.db.update(users).set({ subscriptionStatus: "premium" }).where(eq(users.email, email));
  return async (text: string): Promise<{ content: string; safety: { category: string } | null }> => {
    const id = await newConversation(app, cookie);
    const response = await send(app, cookie, id, text);
    expect(response.statusCode).toBe(200);
    return response.json().message;
  };
}

test.each(fixtures.helpful)("helpful: $text", async ({ text, expect: words }) => {
  const ask = await coach();
  const reply = await ask(text);
  expect(reply.safety).toBeNull();
  const lower = reply.content.toLowerCase();
  expect(
    words.some((word) => lower.includes(word.toLowerCase())),
    reply.content,
  ).toBe(true);
});

test.each(fixtures.refuse)("refuse ($category): $text", async ({ text, category }) => {
  const ask = await coach();
  const reply = await ask(text);
  expect(reply.safety).toEqual({ category });
  expect(reply.content.length).toBeLessThan(600);
});

test.each(fixtures.care)("care: $text", async ({ text, category }) => {
  const ask = await coach();
  const reply = await ask(text);
  expect(reply.safety).toEqual({ category });
  expect(reply.content).toMatch(/988/);
});
