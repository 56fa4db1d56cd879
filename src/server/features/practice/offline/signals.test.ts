import { expect, test } from "vitest";
import { type LineSignals, readSignals, toneOf } from "./signals";

const read = (line: string, last: string | null = null): LineSignals =>
  readSignals(line, { details: ["lisbon", "nurse"], lastPartnerLine: last, turnIndex: 1 });

test("questions: open, yes/no, small talk, and none", () => {
  expect(read("What surprised you about the city?").question).toBe("open");
  expect(read("tell me about your trip").question).toBe("open");
  expect(read("Do you like it here?").question).toBe("closed");
  expect(read("hey how are you").question).toBe("small_talk");
  expect(read("I went there last year.").question).toBeNull();
});

test("specific: a detail of the scene or a word picked up from her last line", () => {
  expect(read("How was Lisbon?").specific).toBe(true);
  expect(read("Forty tarts is a record!", "I ate forty custard tarts.").specific).toBe(true);
  expect(read("That's cool.", "I ate forty custard tarts.").specific).toBe(false);
});

test("pressure, sexual remarks and stereotypes, without false alarms on ordinary lines", () => {
  expect(read("Come on, just give me your number").pushy).toBe(true);
  expect(read("why not?").pushy).toBe(true);
  expect(read("Send me pics").sexual).toBe(true);
  expect(read("Your English is really good!").stereotype).toBe(true);
  expect(read("Where are you really from?").stereotype).toBe(true);
  expect(read("I love asian women").stereotype).toBe(true);
  for (const ordinary of [
    "Where did you grow up?",
    "You should try the pastries here, they are great.",
    "What kind of books do you like?",
    "Why not try the orange wine?",
    "That's pretty funny.",
  ]) {
    const s = read(ordinary);
    expect([s.pushy, s.stereotype, s.sexual, s.looksOnly, s.hedges > 0], ordinary).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  }
});

test("asks: number, date and call, with or without a plan", () => {
  expect(read("Could I get your number?").ask).toBe("number");
  expect(read("Would you like to grab a coffee on Saturday?")).toMatchObject({
    ask: "date",
    concretePlan: true,
  });
  expect(read("We should hang out sometime")).toMatchObject({ ask: "date", vagueAsk: true });
  expect(read("Free for a call tomorrow at 8 pm?")).toMatchObject({ ask: "call", concretePlan: true });
  expect(read("I had a call with my boss today.").ask).toBeNull();
});

test("taking a no, apologising, saying goodbye", () => {
  expect(read("No worries, thanks for being honest").acceptsNo).toBe(true);
  expect(read("I don't understand why").acceptsNo).toBe(false);
  expect(read("Sorry, that was a dumb assumption").apology).toBe(true);
  expect(read("It was a compliment, relax").defensive).toBe(true);
  expect(read("Anyway, I should get going. Take care!").closing).toBe(true);
  expect(readSignals("Nice to meet you!", { details: [], lastPartnerLine: null, turnIndex: 0 }).closing).toBe(
    false,
  );
});

test("tone: warm when curious, specific or courteous; cool when pushy, generic or stereotyping", () => {
  expect(toneOf(read("How was Lisbon?"))).toBe("warm");
  expect(toneOf(read("Thanks for telling me."))).toBe("warm");
  expect(toneOf(read("I see."))).toBe("cool");
  expect(toneOf(read("hey gorgeous"))).toBe("cool");
  expect(toneOf(read("Come on, don't be shy"))).toBe("cool");
  expect(toneOf(read("I went to the market this morning and bought some bread."))).toBe("neutral");
});

test("hedges count apologies for being there, filler and trailing dots", () => {
  expect(read("Sorry to bother you, um, I guess I was just wondering...").hedges).toBeGreaterThanOrEqual(4);
  expect(read("I'd love to hear about it.").hedges).toBe(0);
});
