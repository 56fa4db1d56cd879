import { sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { Database } from "../../src/server/db/client";
import { STATS_TTL_MS } from "../../src/server/features/stats/routes";
import { buildTestApp, type TestApp } from "../support/app";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// Stats count the whole database, so every test gets a database of its own.
let db: TestDatabase;
beforeEach(async () => {
  db = await createTestDatabase();
});
afterEach(() => db.close());

const getStats = (app: TestApp) => app.inject({ method: "GET", url: "/api/stats" });

/** `members` users; `conversations` of theirs with `perConversation` user messages and twice as many replies. */
async function seed(
  database: Database,
  counts: { members: number; conversations: number; perConversation: number },
) {
  await database.db.execute(sql`
    INSERT INTO users (id, name, email)
    SELECT 'seed-' || g, 'Member ' || g, 'seed-' || g || '@example.com' FROM generate_series(1, ${counts.members}) g`);
  await database.db.execute(sql`
    INSERT INTO conversations (user_id)
    SELECT 'seed-' || g FROM generate_series(1, ${counts.conversations}) g`);
  // One conversation without messages: it must not count.
  await database.db.execute(sql`INSERT INTO conversations (user_id) VALUES ('seed-1')`);
  await database.db.execute(sql`
    INSERT INTO messages (conversation_id, user_id, role, content)
    SELECT c.id, c.user_id, r.role, 'hello'
    FROM conversations c
    CROSS JOIN generate_series(1, ${counts.perConversation}) g
    CROSS JOIN (VALUES ('user'), ('assistant'), ('assistant')) AS r(role)
    WHERE c.id IN (SELECT id FROM conversations ORDER BY created_at LIMIT ${counts.conversations})`);
}

test("a new site shows no figures at all: each is hidden below its floor", async () => {
  const app = await buildTestApp(db);
  const response = await getStats(app);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ messagesSent: null, conversations: null, members: null });
});

test("live figures are rounded down to friendly floors; replies and empty conversations do not count", async () => {
  await seed(db, { members: 250, conversations: 120, perConversation: 11 });
  const app = await buildTestApp(db);
  const response = await getStats(app);
  expect(response.statusCode).toBe(200);
  // 1,320 user messages (3,960 with the coach's replies), 120 conversations with messages, 250 members.
  expect(response.json()).toEqual({
    messagesSent: { value: 1000, label: "1K+" },
    conversations: { value: 100, label: "100+" },
    members: { value: 200, label: "200+" },
  });
  expect(response.body).not.toMatch(/1320|3960|250|121/);
});

test("each figure hides on its own while below its floor", async () => {
  await seed(db, { members: 99, conversations: 99, perConversation: 11 });
  const app = await buildTestApp(db);
  // 1,089 user messages pass their floor of 1,000; 99 members and 99 conversations do not reach 100.
  expect((await getStats(app)).json()).toEqual({
    messagesSent: { value: 1000, label: "1K+" },
    conversations: null,
    members: null,
  });
});

test("figures are counted at most once a minute and may be cached by the browser for as long", async () => {
  let now = new Date("2026-05-01T10:00:00Z");
  const app = await buildTestApp(db, { now: () => now });
  const first = await getStats(app);
  expect(first.headers["cache-control"]).toBe(`public, max-age=${STATS_TTL_MS / 1000}`);
  expect(first.json().members).toBeNull();

  await seed(db, { members: 150, conversations: 1, perConversation: 1 });
  now = new Date(now.getTime() + STATS_TTL_MS - 1);
  expect((await getStats(app)).json().members).toBeNull();
  now = new Date(now.getTime() + 1);
  expect((await getStats(app)).json().members).toEqual({ value: 100, label: "100+" });
});

test("a failed count answers a bare 500 and is not cached", async () => {
  let failing = true;
  const flaky = new Proxy(db.db, {
    get(target, property, receiver) {
      if (property === "select" && failing)
        return () => {
          throw new Error("connection reset by peer");
        };
      return Reflect.get(target, property, receiver);
    },
  });
  const app = await buildTestApp({ ...db, db: flaky });
  const failed = await getStats(app);
  expect(failed.statusCode).toBe(500);
  expect(failed.json()).toEqual({ message: "Internal Server Error", code: "INTERNAL" });
  expect(failed.body).not.toContain("connection reset");

  failing = false;
  const recovered = await getStats(app);
  expect(recovered.statusCode).toBe(200);
  expect(recovered.json()).toEqual({ messagesSent: null, conversations: null, members: null });
});

test("the stats call is a GET only", async () => {
  const app = await buildTestApp(db);
  const response = await app.inject({
    method: "POST",
    url: "/api/stats",
    headers: { origin: "http://localhost:5000" },
  });
  expect(response.statusCode).toBe(404);
});
