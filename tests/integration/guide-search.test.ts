import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { readGuide } from "../../src/server/features/coach/guide";
import { searchGuide, syncGuide } from "../../src/server/features/coach/queries";
import { GUIDE_DIR } from "../support/chat";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

type Labelled = { question: string; entry: string };
const { questions } = JSON.parse(
  readFileSync(new URL("../fixtures/guide-questions.json", import.meta.url), "utf8"),
) as { questions: Labelled[] };

let db: TestDatabase;
let slugOf: Map<string, string>;
beforeAll(async () => {
  db = await createTestDatabase();
  const guide = await readGuide(GUIDE_DIR);
  await syncGuide(db.db, guide);
  slugOf = new Map(guide.entries.map((entry) => [entry.title, entry.slug]));
});
afterAll(() => db.close());

const topEntries = async (question: string) =>
  (await searchGuide(db.db, question, 3)).map((passage) => slugOf.get(passage.title));

test("every labelled question names an entry of the guide", () => {
  const slugs = new Set(slugOf.values());
  expect(questions.length).toBeGreaterThanOrEqual(70);
  expect(questions.filter((q) => !slugs.has(q.entry))).toEqual([]);
});

test("the guide entry a question is about comes first for most questions, and in the top three for nearly all", async () => {
  const ranked = await Promise.all(questions.map(async (q) => ({ ...q, top: await topEntries(q.question) })));
  const first = ranked.filter((q) => q.top[0] === q.entry).length;
  const inTopThree = ranked.filter((q) => q.top.includes(q.entry)).length;
  // One ts_rank_cd over all the words placed 42 of 70 first and 58 in the top three.
  expect(first / questions.length).toBeGreaterThanOrEqual(0.8);
  expect(inTopThree / questions.length).toBeGreaterThanOrEqual(0.9);
});

test("a question's words count once each: an entry with more of them beats one that repeats a few", async () => {
  // "first" and "date" fill the entry on second dates; only one entry is about what to wear.
  expect((await topEntries("What should I wear on a first date?"))[0]).toBe(
    "attraction-building/what-to-wear-first-date",
  );
  expect((await topEntries("What should I write as a first message on a dating app?"))[0]).toBe(
    "digital-dating/first-message-dating-app",
  );
  // Words that are all stop words or punctuation find nothing, and do not fail.
  expect(await topEntries("what should I do, and why?")).toEqual([]);
});
