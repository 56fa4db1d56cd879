import { afterAll, beforeAll, expect, test } from "vitest";
import { extractFacts } from "../../src/server/features/coach/memory";
import { buildTestApp, origin, signUp, uniqueEmail } from "../support/app";
import { GUIDE_DIR, newConversation, send } from "../support/chat";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

test("facts a user states about himself are extracted, one per kind", () => {
  expect(extractFacts("My name is Daniel and I live in Leeds. I'm 29 years old.")).toEqual([
    { kind: "name", fact: "Name: Daniel" },
    { kind: "age", fact: "Age: 29" },
    { kind: "location", fact: "Lives in Leeds" },
  ]);
  expect(extractFacts("I've been seeing a woman from my climbing gym for two weeks")).toEqual([
    { kind: "situation", fact: "Situation: seeing a woman from my climbing gym for two weeks" },
  ]);
  // The place ends where words about time, company or reasons begin.
  for (const [text, place] of [
    ["I live in Oxford now.", "Oxford"],
    ["I moved to London last year for work", "London"],
    ["I live in New York at the moment", "New York"],
    ["I moved to Leeds from Paris a year ago", "Leeds"],
    ["I live in Stoke-on-Trent", "Stoke-on-Trent"],
    ["I moved to Frankfurt an der Oder", "Frankfurt an der Oder"],
  ]) {
    expect(extractFacts(text!)).toEqual([{ kind: "location", fact: `Lives in ${place}` }]);
  }
  expect(extractFacts("I'm 15 years old")).toEqual([]);
  expect(extractFacts("How do I ask her out?")).toEqual([]);
});

test("the coach remembers across conversations; edits and deletes are honoured", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const first = await newConversation(app, cookie);
  await send(app, cookie, first, "I live in Leeds and I work as a nurse. How do I meet people?");
  const list = async () =>
    (await app.inject({ method: "GET", url: "/api/memories", headers: { cookie } })).json() as {
      id: string;
      fact: string;
    }[];
  const facts = await list();
  expect(facts.map((m) => m.fact)).toEqual(["Lives in Leeds", "Works as a nurse"]);

  const headers = { ...origin, cookie };
  const edited = await app.inject({
    method: "PATCH",
    url: `/api/memories/${facts[0]!.id}`,
    headers,
    payload: { fact: "Lives in York" },
  });
  expect(edited.json().fact).toBe("Lives in York");
  expect(
    (await app.inject({ method: "DELETE", url: `/api/memories/${facts[1]!.id}`, headers })).statusCode,
  ).toBe(204);
  expect((await list()).map((m) => m.fact)).toEqual(["Lives in York"]);

  // Another user can neither see nor change them.
  const other = await signUp(app, { email: uniqueEmail() });
  expect(
    (await app.inject({ method: "GET", url: "/api/memories", headers: { cookie: other } })).json(),
  ).toEqual([]);
  const foreign = await app.inject({
    method: "PATCH",
    url: `/api/memories/${facts[0]!.id}`,
    headers: { ...origin, cookie: other },
    payload: { fact: "hacked" },
  });
  expect(foreign.statusCode).toBe(404);

  const second = await newConversation(app, cookie);
  expect(second).not.toBe(first);
  expect((await send(app, cookie, second, "Any advice for a first date?")).statusCode).toBe(200);
});

test("sends that state a fact at once keep one fact of its kind, the one stated last", async () => {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR });
  const cookie = await signUp(app, { email: uniqueEmail() });
  const cities = ["Leeds", "York", "Bath", "Hull"]; // and one more send: a free day's five
  const conversations = await Promise.all(cities.map(() => newConversation(app, cookie)));
  const sent = await Promise.all(
    cities.map((city, i) => send(app, cookie, conversations[i]!, `I live in ${city}. Where should we meet?`)),
  );
  expect(sent.map((response) => response.statusCode)).toEqual(cities.map(() => 200));
  const facts = (await app.inject({ method: "GET", url: "/api/memories", headers: { cookie } })).json();
  expect(facts).toHaveLength(1);
  expect(cities.map((city) => `Lives in ${city}`)).toContain(facts[0].fact);

  expect((await send(app, cookie, conversations[0]!, "I live in Oxford.")).statusCode).toBe(200);
  const after = (await app.inject({ method: "GET", url: "/api/memories", headers: { cookie } })).json();
  expect(after.map((m: { fact: string }) => m.fact)).toEqual(["Lives in Oxford"]);
  await app.close();
});
