import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { practiceTurns } from "../../src/server/db/schema";
import { createOpenAIPracticeEngine } from "../../src/server/features/practice/engines/openai-engine";
import { buildTestApp, post, signUp, uniqueEmail } from "../support/app";
import { localServices } from "../support/local-services";
import { startOpenAICompatibleServer } from "../support/openai-compatible-server";

const local = localServices({ provider: startOpenAICompatibleServer });

const answer = (value: object) =>
  local.provider.setBehaviour({ kind: "ok", text: JSON.stringify(value), chunks: 1 });

async function setUp() {
  const app = await buildTestApp(local.db, {
    practiceEngine: createOpenAIPracticeEngine({
      apiKey: "sk-test",
      baseURL: local.provider.url,
      model: "m",
      timeoutMs: 2000,
    }),
  });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const session = (await post(app, cookie, "/api/practice/sessions", { scenarioId: "text-to-call" })).json();
  return { app, cookie, id: session.id as string };
}

test("with the openai engine, the model plays her and its JSON scores make the card", async () => {
  const { app, cookie, id } = await setUp();
  answer({ reply: "Yes! Tomorrow at 8 works. Talk then!", ended: false });
  const line = "It survived! Free for a call tomorrow at 8?";
  const said = await post(app, cookie, `/api/practice/sessions/${id}/turns`, { message: line });
  expect(said.statusCode).toBe(200);
  expect(said.json().turns.at(-1)).toMatchObject({
    role: "partner",
    content: "Yes! Tomorrow at 8 works. Talk then!",
  });
  expect(local.provider.requests.at(-1)?.body.messages?.[0]?.content).toContain("You play Sofia");

  const card = { score: 5, reason: "Clear ask with a time.", line, better: "Same, but name the podcast." };
  answer({
    scores: { respect: card, curiosity: card, clarity: card, confidence: card },
    nextTime: "Keep it light.",
  });
  const done = await post(app, cookie, `/api/practice/sessions/${id}/end`);
  expect(done.statusCode).toBe(200);
  const session = done.json();
  expect(session.status).toBe("completed");
  expect(session.feedback).toMatchObject({ scoredBy: "openai", nextTime: "Keep it light." });
  expect(session.feedback.scores.clarity.line).toBe(line);
});

test("when the provider fails, the line is refused with a clear message and nothing is stored", async () => {
  const { app, cookie, id } = await setUp();
  local.provider.setBehaviour({ kind: "status", status: 500 });
  const failed = await post(app, cookie, `/api/practice/sessions/${id}/turns`, {
    message: "Still alive! You?",
  });
  expect(failed.statusCode).toBe(503);
  expect(failed.json().message).toBe(
    "The coach is unavailable right now. Please try again shortly. Your line was not sent; say it again to retry.",
  );
  expect(await local.db.db.select().from(practiceTurns).where(eq(practiceTurns.sessionId, id))).toHaveLength(
    1,
  );

  answer({ reply: "Ha, okay. How was your day?", ended: false });
  expect(
    (await post(app, cookie, `/api/practice/sessions/${id}/turns`, { message: "Still alive! You?" }))
      .statusCode,
  ).toBe(200);
  local.provider.setBehaviour({ kind: "status", status: 500 });
  const ended = await post(app, cookie, `/api/practice/sessions/${id}/end`);
  expect(ended.statusCode).toBe(200);
  expect(ended.json().feedback.scoredBy).toBe("offline");
});
