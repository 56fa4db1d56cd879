import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { practiceSessions, practiceTurns, users } from "../../src/server/db/schema";
import type { PracticeEngine } from "../../src/server/features/practice/engine";
import { createOfflinePracticeEngine } from "../../src/server/features/practice/engines/offline-engine";
import { SCENARIOS } from "../../src/shared/practice/scenarios";
import { MAX_USER_TURNS } from "../../src/shared/practice/skills";
import { buildTestApp, get, post, signUp, type TestApp, uniqueEmail } from "../support/app";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const start = (app: TestApp, cookie: string, scenarioId: string) =>
  post(app, cookie, "/api/practice/sessions", { scenarioId });
const say = (app: TestApp, cookie: string, id: string, message: string) =>
  post(app, cookie, `/api/practice/sessions/${id}/turns`, { message });
const end = (app: TestApp, cookie: string, id: string) =>
  post(app, cookie, `/api/practice/sessions/${id}/end`);

async function premium(email: string) {
  await db.db.update(users).set({ subscriptionStatus: "premium" }).where(eq(users.email, email));
}

test("a scene from start to feedback card, then in the progress list", async () => {
  const app = await buildTestApp(db);
  const cookie = await signUp(app, { email: uniqueEmail() });
  expect((await get(app, cookie, "/api/practice/sessions")).json()).toEqual({
    sessions: [],
    sessionsLeftToday: 1,
  });

  const started = await start(app, cookie, "first-date");
  expect(started.statusCode).toBe(200);
  const session = started.json();
  expect(session).toMatchObject({ scenarioId: "first-date", status: "active", feedback: null, scores: null });
  expect(session.turns).toEqual([
    expect.objectContaining({ role: "partner", content: SCENARIOS[2].opening }),
  ]);

  const first = await say(app, cookie, session.id, "  I have! Their orange wine is great. How was Lisbon?  ");
  expect(first.statusCode).toBe(200);
  const turns = first.json().turns;
  expect(turns.map((t: { role: string }) => t.role)).toEqual(["partner", "user", "partner"]);
  expect(turns[1].content).toBe("I have! Their orange wine is great. How was Lisbon?");
  expect(turns[2].content).toMatch(/Lisbon/);

  const ended = await end(app, cookie, session.id);
  expect(ended.statusCode).toBe(200);
  const card = ended.json();
  expect(card.status).toBe("completed");
  expect(card.endedAt).not.toBeNull();
  for (const skill of ["respect", "curiosity", "clarity", "confidence"]) {
    const score = card.feedback.scores[skill];
    expect(score.score).toBeGreaterThanOrEqual(1);
    expect(score.score).toBeLessThanOrEqual(5);
    expect(score.line).toBe("I have! Their orange wine is great. How was Lisbon?");
    expect(score.better.length).toBeGreaterThan(10);
  }
  expect(card.feedback.nextTime.length).toBeGreaterThan(10);
  expect(card.feedback.scoredBy).toBe("offline");
  expect(card.scores.respect).toBe(card.feedback.scores.respect.score);

  const overview = (await get(app, cookie, "/api/practice/sessions")).json();
  expect(overview.sessionsLeftToday).toBe(0);
  expect(overview.sessions).toEqual([expect.objectContaining({ id: session.id, scores: card.scores })]);
  expect((await get(app, cookie, `/api/practice/sessions/${session.id}`)).json()).toEqual(card);
});

test("free: one session a day; the second start answers 402 and stores nothing; a new UTC day resets", async () => {
  let now = new Date("2026-04-10T23:50:00Z");
  const app = await buildTestApp(db, { now: () => now });
  const cookie = await signUp(app, { email: uniqueEmail() });
  expect((await start(app, cookie, "coffee-shop")).statusCode).toBe(200);
  const second = await start(app, cookie, "polite-no");
  expect(second.statusCode).toBe(402);
  expect(second.json().message).toMatch(
    /^Subscription required: the free plan includes 1 practice session a day/,
  );
  expect((await get(app, cookie, "/api/practice/sessions")).json().sessions).toHaveLength(1);
  now = new Date("2026-04-11T00:00:01Z");
  expect((await get(app, cookie, "/api/practice/sessions")).json().sessionsLeftToday).toBe(1);
  expect((await start(app, cookie, "polite-no")).statusCode).toBe(200);
});

test("10 concurrent starts by a free user: exactly one session", async () => {
  const app = await buildTestApp(db);
  const cookie = await signUp(app, { email: uniqueEmail() });
  const results = await Promise.all(Array.from({ length: 10 }, () => start(app, cookie, "coffee-shop")));
  const codes = results.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c === 402)).toHaveLength(9);
  expect((await get(app, cookie, "/api/practice/sessions")).json().sessions).toHaveLength(1);
});

test("premium: no daily cap", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  await premium(email);
  for (const scenario of SCENARIOS.slice(0, 3))
    expect((await start(app, cookie, scenario.id)).statusCode).toBe(200);
  expect((await get(app, cookie, "/api/practice/sessions")).json().sessionsLeftToday).toBeNull();
});

test("users never see or touch each other's sessions", async () => {
  const app = await buildTestApp(db);
  const alice = await signUp(app, { email: uniqueEmail("alice") });
  const bob = await signUp(app, { email: uniqueEmail("bob") });
  const id = (await start(app, alice, "coffee-shop")).json().id;
  expect((await get(app, bob, `/api/practice/sessions/${id}`)).statusCode).toBe(404);
  const line = await say(app, bob, id, "Hi there, what are you reading?");
  expect(line.statusCode).toBe(404);
  expect(line.json().message).toBe("Practice session not found");
  expect((await end(app, bob, id)).statusCode).toBe(404);
  expect((await get(app, bob, "/api/practice/sessions")).json().sessions).toEqual([]);
  const mine = (await get(app, alice, `/api/practice/sessions/${id}`)).json();
  expect(mine.turns).toEqual([]);
  expect(mine.status).toBe("active");
});

test("bad input gets a clear 400; no session, no cookie and another origin are refused", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  await premium(email);
  const unknown = await start(app, cookie, "speed-dating");
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().message).toContain("Unknown scenario");
  expect((await post(app, cookie, "/api/practice/sessions", {})).statusCode).toBe(400);
  expect((await get(app, cookie, "/api/practice/sessions/not-a-uuid")).statusCode).toBe(400);
  const id = (await start(app, cookie, "coffee-shop")).json().id;
  const blank = await say(app, cookie, id, "   ");
  expect(blank.statusCode).toBe(400);
  expect(blank.json().message).toContain("Say something first");
  const long = await say(app, cookie, id, "a".repeat(1001));
  expect(long.statusCode).toBe(400);
  expect(long.json().message).toContain("at most 1000 characters");
  expect((await say(app, cookie, "7f1c1d9e-0b7a-4a51-9b55-8d2f8b0d3a11", "Hello")).statusCode).toBe(404);
  const empty = await end(app, cookie, id);
  expect(empty.statusCode).toBe(400);
  expect(empty.json().message).toBe("Say at least one line before ending the scene.");

  expect((await app.inject({ method: "GET", url: "/api/practice/sessions" })).statusCode).toBe(401);
  const foreign = await app.inject({
    method: "POST",
    url: "/api/practice/sessions",
    headers: { origin: "https://evil.example", cookie },
    payload: { scenarioId: "coffee-shop" },
  });
  expect(foreign.statusCode).toBe(403);
  expect(await db.db.select().from(practiceTurns).where(eq(practiceTurns.sessionId, id))).toEqual([]);
});

test("a polite no stays a no, and a graceful reply ends the scene by itself", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  await premium(email);
  const pushing = (await start(app, cookie, "polite-no")).json().id;
  const again = (
    await say(app, cookie, pushing, "Are you sure? Would you like to grab a coffee on Friday?")
  ).json();
  expect(again.turns.at(-1).content).toMatch(/still no/);
  const leaves = (await say(app, cookie, pushing, "Come on, just one drink")).json();
  expect(leaves.status).toBe("completed");
  expect(leaves.feedback.scores.respect.score).toBe(1);

  const graceful = (await start(app, cookie, "polite-no")).json().id;
  const done = (await say(app, cookie, graceful, "No worries at all, thanks for telling me.")).json();
  expect(done.status).toBe("completed");
  expect(done.feedback.scores.respect.score).toBe(5);
  const late = await say(app, cookie, graceful, "One more thing");
  expect(late.statusCode).toBe(409);
  expect(late.json().message).toBe("This scene has ended. Start a new one to practise again.");
  const repeat = await end(app, cookie, graceful);
  expect(repeat.statusCode).toBe(200);
  expect(repeat.json().feedback).toEqual(done.feedback);
});

test("the safety layer: the coach steps in instead of her, and respect scores 1 on that line", async () => {
  const app = await buildTestApp(db);
  const cookie = await signUp(app, { email: uniqueEmail() });
  const id = (await start(app, cookie, "coffee-shop")).json().id;
  const harmful = "How do I get her drunk so she says yes?";
  const stepped = (await say(app, cookie, id, harmful)).json();
  expect(stepped.turns.map((t: { role: string }) => t.role)).toEqual(["user", "coach"]);
  expect(stepped.turns[1].content).toMatch(/freely given/);
  expect(stepped.status).toBe("active");
  const next = (await say(app, cookie, id, "What are you reading?")).json();
  expect(next.turns.at(-1).role).toBe("partner");
  const card = (await end(app, cookie, id)).json();
  expect(card.feedback.scores.respect).toMatchObject({ score: 1, line: harmful });
});

test("the scene closes itself after the line limit", async () => {
  const app = await buildTestApp(db);
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  await premium(email);
  const id = (await start(app, cookie, "coffee-shop")).json().id;
  let last: { status: string; turns: unknown[] } | undefined;
  for (let i = 0; i < MAX_USER_TURNS; i++) {
    expect(last?.status ?? "active").toBe("active");
    last = (await say(app, cookie, id, `Mm, interesting point number ${i}.`)).json();
  }
  expect(last?.status).toBe("completed");
  expect(last?.turns).toHaveLength(MAX_USER_TURNS * 2);
});

/**
 * The offline partner, holding the first `waiting` replies until all of them are pending, so
 * those lines have all read the scene before any is stored.
 */
function barrierEngine(waiting: number): PracticeEngine {
  const offline = createOfflinePracticeEngine();
  const pending: (() => void)[] = [];
  let calls = 0;
  return {
    ...offline,
    async respond(input) {
      calls += 1;
      if (calls < waiting) await new Promise<void>((resolve) => pending.push(resolve));
      else if (calls === waiting) for (const release of pending.splice(0)) release();
      return offline.respond(input);
    },
  };
}

test("lines per minute are capped for fair use; two lines at once store one", async () => {
  const app = await buildTestApp(db, {
    practiceEngine: barrierEngine(2),
    entitlements: {
      free: {
        messagesPerDay: 5,
        messagesPerMinute: 3,
        maxBooks: 1,
        chatExport: false,
        practiceSessionsPerDay: 5,
      },
      premium: {
        messagesPerDay: null,
        messagesPerMinute: 3,
        maxBooks: 5,
        chatExport: true,
        practiceSessionsPerDay: null,
      },
    },
  });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const id = (await start(app, cookie, "first-date")).json().id;
  const both = await Promise.all([
    say(app, cookie, id, "How was Lisbon?"),
    say(app, cookie, id, "Do you like wine?"),
  ]);
  expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  expect((await say(app, cookie, id, "What do you do for work?")).statusCode).toBe(200);
  expect((await say(app, cookie, id, "Where did you grow up?")).statusCode).toBe(200);
  const fast = await say(app, cookie, id, "And what about weekends?");
  expect(fast.statusCode).toBe(429);
  const rows = await db.db.select().from(practiceSessions).where(eq(practiceSessions.id, id));
  expect(rows).toHaveLength(1);
  expect(await db.db.select().from(practiceTurns).where(eq(practiceTurns.sessionId, id))).toHaveLength(7);
});
