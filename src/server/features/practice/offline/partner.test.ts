import { expect, test } from "vitest";
import { findScenario } from "../../../../shared/practice/scenarios";
import type { PartnerReply, SceneLine } from "../engine";
import { playPartner } from "./partner";
import { scriptFor } from "./scripts";

/** The scene so far (her opening first) plus the user's lines, each answered by the partner. */
function converse(
  id: string,
  lines: string[],
  lastTurn = false,
): { replies: PartnerReply[]; transcript: SceneLine[] } {
  const scenario = findScenario(id)!;
  const transcript: SceneLine[] = scenario.opening ? [{ role: "partner", content: scenario.opening }] : [];
  const replies: PartnerReply[] = [];
  lines.forEach((content, i) => {
    transcript.push({ role: "user", content });
    const reply = playPartner({
      scenario,
      script: scriptFor(id),
      transcript,
      lastTurn: lastTurn && i === lines.length - 1,
    });
    replies.push(reply);
    transcript.push({ role: "partner", content: reply.text });
  });
  return { replies, transcript };
}

test("she answers what he asked about, warmly when the line is curious and specific", () => {
  const { replies } = converse("coffee-shop", ["What made you laugh just now? Is the book that funny?"]);
  expect(replies[0]?.text).toMatch(/Good Omens/);
  expect(replies[0]?.text).toMatch(/\?$/);
  expect(replies[0]?.ended).toBe(false);
});

test("a generic or looks-only opener gets a cooler reply than a specific one", () => {
  const warm = converse("first-message", ["Which bookshop should I recommend? I have a strong candidate."]);
  const cool = converse("first-message", ["hey gorgeous"]);
  expect(warm.replies[0]?.text).toMatch(/prompt/);
  expect(cool.replies[0]?.text.length).toBeLessThan(20);
  expect(scriptFor("first-message").replies.cool).toContain(cool.replies[0]?.text);
});

test("an ask after a good conversation gets a yes; too early a maybe, asked again or cold a no", () => {
  const warmed = converse("coffee-shop", [
    "Sorry, I have to ask: what made you laugh like that?",
    "Ha, I love Pratchett. Which of his books should I read first?",
    "I've really enjoyed this. Could I get your number and take you for coffee on Saturday?",
  ]);
  expect(scriptFor("coffee-shop").ask?.yes).toContain(warmed.replies[2]?.text);
  const early = converse("coffee-shop", ["Can I get your number?", "Can I get your number though?"]);
  expect(scriptFor("coffee-shop").ask?.maybe).toContain(early.replies[0]?.text);
  expect(scriptFor("coffee-shop").ask?.no).toContain(early.replies[1]?.text);
  const cold = converse("coffee-shop", ["hey", "Can I get your number?"]);
  expect(scriptFor("coffee-shop").ask?.no).toContain(cold.replies[1]?.text);
});

test("a polite no stays a no however he asks, and she leaves after repeated pressure", () => {
  const yes = scriptFor("polite-no").ask?.yes ?? [];
  const { replies } = converse("polite-no", [
    "Would you like to get a coffee on Friday instead?",
    "Please, just one drink, I promise it'll be fun",
    "Can I at least get your number?",
  ]);
  for (const reply of replies) expect(yes).not.toContain(reply.text);
  expect(replies[0]?.text).toMatch(/still no/);
  expect(replies[1]).toEqual({ text: scriptFor("polite-no").leave, ended: true });
});

test("taking the no gracefully ends the scene on a friendly note", () => {
  const { replies } = converse("polite-no", ["No worries, thanks for being honest."]);
  expect(replies[0]).toEqual({ text: scriptFor("polite-no").graceful, ended: true });
});

test("a stereotype gets named, and a second one ends the scene", () => {
  const { replies } = converse("cultural-misunderstanding", [
    "But where are you really from?",
    "I just said it because you look asian",
  ]);
  expect(scriptFor("cultural-misunderstanding").stereotype).toContain(replies[0]?.text);
  expect(replies[1]?.ended).toBe(true);
});

test("an apology that names the slip and asks about her brings the mood back", () => {
  const { replies } = converse("cultural-misunderstanding", [
    "Sorry, that was a dumb assumption. What was growing up in Vancouver like?",
  ]);
  expect(replies[0]?.text).toBe(scriptFor("cultural-misunderstanding").apologyAccepted?.warm);
});

test("a goodbye ends the scene, and the last allowed line makes her wrap up", () => {
  expect(
    converse("first-date", ["How was Lisbon?", "Anyway, I should get going. Take care!"]).replies[1]?.ended,
  ).toBe(true);
  const last = converse("text-to-call", ["Still alive! How was the run?"], true).replies[0];
  expect(last?.ended).toBe(true);
  expect(last?.text).toContain(scriptFor("text-to-call").close.warm);
});

test("conversation scenes close by themselves after a while", () => {
  const lines = Array.from({ length: 8 }, (_, i) => `That is interesting, tell me more about number ${i}?`);
  const { replies } = converse("first-date", lines);
  expect(replies.slice(0, 7).every((r) => !r.ended)).toBe(true);
  expect(replies[7]?.ended).toBe(true);
});

test("the same transcript always gets the same reply, and she does not repeat herself back to back", () => {
  const lines = ["ok", "sure", "right", "yeah", "fine"];
  const first = converse("second-date", lines).replies.map((r) => r.text);
  expect(converse("second-date", lines).replies.map((r) => r.text)).toEqual(first);
  for (let i = 1; i < first.length; i++) expect(first[i]).not.toBe(first[i - 1]);
});
