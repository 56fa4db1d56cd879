import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { CoachEngine } from "../../src/server/features/coach/engine";
import { EARLIER_MESSAGES } from "../../src/server/features/coach/queries";
import { ENTITLEMENTS } from "../../src/shared/plans";
import { buildTestApp, signUp, uniqueEmail } from "../support/app";
import { GUIDE_DIR, newConversation, send } from "../support/chat";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

/** An engine that answers "Noted." and keeps what it was given. */
function recordingEngine() {
  const calls: Parameters<CoachEngine["reply"]>[0][] = [];
  const engine: CoachEngine = {
    name: "offline",
    async *reply(input) {
      calls.push(input);
      yield "Noted.";
    },
  };
  return { engine, calls };
}

test("the engine gets the recent turns ending with the new message once, and facts it states", async () => {
  const { engine, calls } = recordingEngine();
  const app = await buildTestApp(db, { engine, guideDir: GUIDE_DIR });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const earlier = await newConversation(app, cookie);
  expect((await send(app, cookie, earlier, "Which coffee shop is good for a first date?")).statusCode).toBe(
    200,
  );
  const conversation = await newConversation(app, cookie);
  expect((await send(app, cookie, conversation, "I live in Leeds.")).statusCode).toBe(200);
  const last = "My name is Daniel. How do I start a conversation at a coffee shop?";
  expect((await send(app, cookie, conversation, last)).statusCode).toBe(200);

  const input = calls.at(-1)!;
  expect(input.history).toEqual([
    { role: "user", content: "I live in Leeds." },
    { role: "assistant", content: "Noted." },
    { role: "user", content: last },
  ]);
  // Stored before this message (Leeds) and stated in it (the name), each once.
  expect(input.context.memory).toEqual(["Lives in Leeds", "Name: Daniel"]);
  const sources = input.context.passages.map((p) => p.source);
  expect(sources.filter((s) => s === "guide").length).toBeGreaterThan(0);
  expect(input.context.passages.find((p) => p.source === "conversation")?.content).toBe(
    "Which coffee shop is good for a first date?",
  );
  await app.close();
});

test("retrieval never carries another user's turns, memories or messages", async () => {
  const { engine, calls } = recordingEngine();
  const app = await buildTestApp(db, { engine, guideDir: GUIDE_DIR });
  const alice = await signUp(app, { email: uniqueEmail("alice") });
  const aliceConversation = await newConversation(app, alice);
  await send(app, alice, aliceConversation, "My name is Alice. I live in Paris and love coffee shops.");
  const bob = await signUp(app, { email: uniqueEmail("bob") });

  // Bob aims at Alice's conversation: refused, and the engine never runs.
  const before = calls.length;
  expect((await send(app, bob, aliceConversation, "coffee shops")).statusCode).toBe(404);
  expect(calls.length).toBe(before);

  await send(app, bob, await newConversation(app, bob), "Any coffee shop ideas?");
  const input = calls.at(-1)!;
  expect(input.history).toEqual([{ role: "user", content: "Any coffee shop ideas?" }]);
  expect(input.context.memory).toEqual([]);
  expect(JSON.stringify(input.context.passages)).not.toContain("Alice");
  await app.close();
});

test("each send's retrieval searches its own words, also once the database keeps one plan for it", async () => {
  const { engine, calls } = recordingEngine();
  // Eight sends: more than a free day's messages.
  const entitlements = { ...ENTITLEMENTS, free: { ...ENTITLEMENTS.free, messagesPerDay: null } };
  const app = await buildTestApp(db, { engine, guideDir: GUIDE_DIR, entitlements });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const conversation = await newConversation(app, cookie);
  const topics: [message: string, guideTitle: string][] = [
    ["How do I start a conversation at a coffee shop?", "Starting a conversation at a coffee shop"],
    ["Where should we go on a second date?", "Planning a second date that builds on the first"],
    ["Which photos should I use on my dating profile?", "Improving your dating profile photos"],
    ["How do I ask for her number?", "Ending a conversation and asking for her number"],
  ];
  // Twice over: PGlite may keep one plan for the retrieval after five runs.
  for (const [message, guideTitle] of [...topics, ...topics]) {
    expect((await send(app, cookie, conversation, message)).statusCode).toBe(200);
    expect(calls.at(-1)!.context.passages.find((p) => p.source === "guide")?.title).toBe(guideTitle);
  }
  if (db.kind === "pglite") {
    const { rows } = (await db.db.execute(
      sql`select generic_plans::int from pg_prepared_statements where statement like ${"%websearch_to_tsquery%"}`,
    )) as unknown as { rows: { generic_plans: number }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]!.generic_plans).toBeGreaterThan(0);
  }
  await app.close();
});

/** As many newer user messages as the earlier-messages search reads, in the conversation given. */
function addWindowOfMessages(conversationId: string) {
  return db.db.execute(sql`
    insert into messages (conversation_id, user_id, role, content, created_at)
    select m.conversation_id, m.user_id, 'user', 'Still thinking about the weekend.', now()
    from messages m, generate_series(1, ${EARLIER_MESSAGES}) n
    where m.conversation_id = ${conversationId} and m.role = 'user'`);
}

test("the earlier-messages search reads the user's latest messages, not all of them", async () => {
  const { engine, calls } = recordingEngine();
  const app = await buildTestApp(db, { engine, guideDir: GUIDE_DIR });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const old = await newConversation(app, cookie);
  await send(app, cookie, old, "The lighthouse walk in Whitby went well.");
  const busy = await newConversation(app, cookie);
  await send(app, cookie, busy, "We met at the aquarium.");
  // Newer messages about something else, as many as the search reads; then one more that matches.
  await addWindowOfMessages(busy);
  const recent = await newConversation(app, cookie);
  await send(app, cookie, recent, "The aquarium date was fun.");

  await send(app, cookie, await newConversation(app, cookie), "Is a lighthouse or an aquarium a good date?");
  const earlier = calls.at(-1)!.context.passages.filter((p) => p.source === "conversation");
  expect(earlier.map((p) => p.content)).toEqual(["The aquarium date was fun."]);
  await app.close();
});

test("the earlier-messages search's window counts this conversation's messages too", async () => {
  const { engine, calls } = recordingEngine();
  const app = await buildTestApp(db, { engine, guideDir: GUIDE_DIR });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const old = await newConversation(app, cookie);
  await send(app, cookie, old, "The lighthouse walk in Whitby went well.");
  const long = await newConversation(app, cookie);
  await send(app, cookie, long, "Hello again.");
  // A long conversation: as many messages as the search reads, all newer than the old one.
  await addWindowOfMessages(long);

  await send(app, cookie, long, "Was the lighthouse a good idea?");
  // Reading on past this conversation's messages until the window filled would read without bound.
  expect(calls.at(-1)!.context.passages.filter((p) => p.source === "conversation")).toEqual([]);
  // Within the window, another conversation's message is found.
  await send(app, cookie, await newConversation(app, cookie), "The lighthouse again?");
  const found = calls.at(-1)!.context.passages.filter((p) => p.source === "conversation");
  expect(found.map((p) => p.content)).toEqual(["Was the lighthouse a good idea?"]);
  await app.close();
});
