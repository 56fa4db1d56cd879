import { describe, expect, test } from "vitest";
import type { Feedback } from "../../../../shared/api/practice";
import { findScenario, SCENARIOS, type ScenarioId } from "../../../../shared/practice/scenarios";
import { SKILLS } from "../../../../shared/practice/skills";
import type { SceneLine } from "../engine";
import { playPartner } from "./partner";
import { scoreScene } from "./scorer";
import { scriptFor } from "./scripts";

/** Plays the user's lines against the offline partner until she ends the scene. */
function play(id: string, lines: string[]): SceneLine[] {
  const scenario = findScenario(id)!;
  const transcript: SceneLine[] = scenario.opening ? [{ role: "partner", content: scenario.opening }] : [];
  for (const content of lines) {
    transcript.push({ role: "user", content });
    const reply = playPartner({ scenario, script: scriptFor(id), transcript, lastTurn: false });
    transcript.push({ role: "partner", content: reply.text });
    if (reply.ended) break;
  }
  return transcript;
}

function score(id: string, lines: string[]): Feedback {
  return scoreScene({ scenario: findScenario(id)!, script: scriptFor(id), transcript: play(id, lines) });
}

/** For every scenario: a respectful, curious, specific transcript and a pushy, generic one. */
const CONTRASTS: Record<ScenarioId, { strong: string[]; weak: string[] }> = {
  "coffee-shop": {
    strong: [
      "Sorry, I have to ask: what made you laugh like that?",
      "Ha, I love Pratchett. Is this your first time reading Good Omens?",
      "I'm Sam, by the way. I just moved to the area and I'm hunting for a good bookshop. Any favourites?",
      "I've really enjoyed this. Would you like to get a coffee with me next Saturday morning?",
      "Great, see you then. Enjoy the book!",
    ],
    weak: ["hey beautiful", "what's up", "come on, just give me your number", "why not?"],
  },
  "first-message": {
    strong: [
      "Okay, bookshop challenge accepted: have you been to Dog-Eared Books? Also, are those your grandma's dumplings?",
      "I make terrible dumplings but I'm a great eater. What's the best trail near here for a sunrise?",
      "I'd love to hear more in person. Would you like to get coffee at a bookshop cafe on Saturday afternoon?",
    ],
    weak: ["hey", "u up?", "send me pics"],
  },
  "first-date": {
    strong: [
      "I have! Their orange wine is great. How was Lisbon?",
      "Forty tarts is a personal best. What surprised you most about the city?",
      "I've never been, but I spent a week in Porto and still dream about the bread. What made you go into nursing?",
      "That sounds intense. How do you switch off after a hard shift?",
    ],
    weak: ["no", "cool", "so do you like asian guys or white guys", "whatever"],
  },
  "second-date": {
    strong: [
      "Me too, I had a great time. How did the pottery class start for you, by the way?",
      "I'd love to see you again. There's a terrible sci-fi double bill on Friday. Would you like to come with me?",
      "Perfect, I'll send you the details. Get home safe!",
    ],
    weak: ["yeah", "come on, you owe me a kiss", "we should hang out sometime maybe lol"],
  },
  "meeting-parents": {
    strong: [
      "Lovely to meet you, Mrs. Chen, and thank you for having me. Shoes off here?",
      "It smells amazing. Wen says your soup is the best thing she's ever eaten. What's in it?",
      "Wen told me about your garden. How do you keep the snails off the tomatoes?",
    ],
    weak: ["hey", "where's the food", "chinese moms are always so strict huh"],
  },
  "cultural-misunderstanding": {
    strong: [
      "Sorry, that was a dumb assumption on my part. I shouldn't have said it. What was growing up in Vancouver like?",
      "I've never been! Is it true about the rain?",
      "Okay, that bao stall is calling. Want to split some?",
    ],
    weak: ["it was a compliment, relax", "but where are you really from?"],
  },
  "polite-no": {
    strong: [
      "No worries at all, thanks for telling me. How's the new job going, by the way?",
      "Ha, staircases at midnight. What's the building you're working on?",
      "That sounds great. Enjoy the party!",
    ],
    weak: ["Why not? Is it because of something I said?", "Come on, just one drink"],
  },
  "text-to-call": {
    strong: [
      "It survived! I named it Doughvid Bowie. How did the long run go?",
      "Fourteen miles is huge. This deserves an actual conversation, are you free for a call tomorrow around 8?",
      "Great, talk then!",
    ],
    weak: ["lol", "call me", "why are you being so difficult"],
  },
};

describe.each(SCENARIOS.map((s) => s.id))("%s", (id) => {
  const { strong, weak } = CONTRASTS[id];
  const good = score(id, strong);
  const poor = score(id, weak);

  test("the respectful, curious transcript scores higher on respect and curiosity", () => {
    expect(good.scores.respect.score).toBeGreaterThan(poor.scores.respect.score);
    expect(good.scores.curiosity.score).toBeGreaterThan(poor.scores.curiosity.score);
    const total = (f: Feedback) => SKILLS.reduce((sum, skill) => sum + f.scores[skill].score, 0);
    expect(total(good)).toBeGreaterThanOrEqual(total(poor) + 6);
  });

  test("every score quotes one of the user's own lines and offers a different better line", () => {
    for (const [feedback, lines] of [
      [good, strong],
      [poor, weak],
    ] as const) {
      for (const skill of SKILLS) {
        const card = feedback.scores[skill];
        expect(lines).toContain(card.line);
        expect(card.better).not.toBe(card.line);
        expect(card.reason.length).toBeGreaterThan(10);
      }
      expect(feedback.nextTime.length).toBeGreaterThan(10);
    }
  });

  test("scoring is deterministic", () => {
    expect(score(id, strong)).toEqual(good);
    expect(score(id, weak)).toEqual(poor);
  });
});

test("the coffee-shop cards, line by line", () => {
  const good = score("coffee-shop", CONTRASTS["coffee-shop"].strong);
  expect(SKILLS.map((skill) => good.scores[skill].score)).toEqual([5, 5, 5, 5]);
  expect(good.scores.clarity.line).toBe(
    "I've really enjoyed this. Would you like to get a coffee with me next Saturday morning?",
  );
  const poor = score("coffee-shop", CONTRASTS["coffee-shop"].weak);
  expect(poor.scores.respect).toMatchObject({ score: 1, line: "come on, just give me your number" });
  expect(poor.scores.curiosity.score).toBe(1);
  expect(poor.scores.clarity.reason).toMatch(/as a demand/);
  expect(poor.nextTime).toMatch(/^Ask, don't push/);
});

test("a flagged line sets respect to 1 and is quoted", () => {
  const scenario = findScenario("first-date")!;
  const feedback = scoreScene({
    scenario,
    script: scriptFor("first-date"),
    transcript: [
      { role: "partner", content: scenario.opening! },
      { role: "user", content: "How was Lisbon?" },
      { role: "partner", content: "Lovely." },
      { role: "user", content: "a line the coach stopped", flagged: true },
    ],
  });
  expect(feedback.scores.respect).toMatchObject({ score: 1, line: "a line the coach stopped" });
});

test("a better line the user already said is not offered back to him", () => {
  const better = scriptFor("polite-no").better.clarity;
  const feedback = score("polite-no", [better]);
  expect(feedback.scores.clarity.line).toBe(better);
  expect(feedback.scores.clarity.better).toMatch(/word for word/);
});

test("a hedged, vague ask scores lower on clarity and confidence than a direct one", () => {
  const vague = score("second-date", [
    "Sorry, um, maybe we could hang out sometime? If it's not too weird lol",
  ]);
  const direct = score("second-date", [
    "I had a great time. Come with me to the sci-fi double bill on Friday?",
  ]);
  expect(direct.scores.clarity.score).toBeGreaterThan(vague.scores.clarity.score);
  expect(direct.scores.confidence.score).toBeGreaterThan(vague.scores.confidence.score);
});
