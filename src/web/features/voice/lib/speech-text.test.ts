import { expect, test } from "vitest";
import { limitLength, MAX_CHUNK, plainSpeechText, splitSentences, toSpeechChunks } from "./speech-text";

test("Markdown marks are not read aloud: bold, list markers, links, quotes, code", () => {
  const reply = [
    "Sam, start with the setting.",
    "",
    "**Comment on something you both see**",
    "",
    "1. Pick a calm moment.",
    "2. Say one line about the place.",
    '- "Is the flat white any good here?"',
    "> From your book: _be curious_.",
    "See [the guide](https://example.com/guide) or run `hello`.",
  ].join("\n");
  expect(plainSpeechText(reply)).toEqual([
    "Sam, start with the setting.",
    "Comment on something you both see",
    "Pick a calm moment.",
    "Say one line about the place.",
    '"Is the flat white any good here?"',
    "From your book: be curious.",
    "See the guide or run hello.",
  ]);
});

test("lines without letters or digits are skipped", () => {
  expect(plainSpeechText("---\n\n***\n\n> \n\nHello")).toEqual(["Hello"]);
});

test("a paragraph is split into sentences, keeping abbreviations, initials, prices and decimals whole", () => {
  expect(
    splitSentences(
      "Meet Dr. Lee at 5.30 near St. Paul's. It costs $29.99 a month! Ask J. Smith, e.g. a friend. Ready? Go.",
    ),
  ).toEqual([
    "Meet Dr. Lee at 5.30 near St. Paul's.",
    "It costs $29.99 a month!",
    "Ask J. Smith, e.g. a friend.",
    "Ready?",
    "Go.",
  ]);
});

test("a sentence with no end mark is one piece", () => {
  expect(splitSentences("Comment on something you both see")).toEqual(["Comment on something you both see"]);
});

test("a long sentence is cut at a comma, else at a space, never past the limit", () => {
  const clause = "you could mention the music, ";
  const long = `${clause.repeat(10)}and then ask her what she thinks of it`;
  const parts = limitLength(long, 100);
  expect(parts.length).toBeGreaterThan(2);
  for (const part of parts) expect(part.length).toBeLessThanOrEqual(100);
  expect(parts[0]!.endsWith(",")).toBe(true);
  expect(parts.join(" ")).toBe(long.replace(/\s+/g, " "));

  const words = "word ".repeat(60).trim();
  const byWord = limitLength(words, 50);
  for (const part of byWord) expect(part.length).toBeLessThanOrEqual(50);
  expect(byWord.join(" ")).toBe(words);
  expect(limitLength("x".repeat(120), 50).map((p) => p.length)).toEqual([50, 50, 20]);
});

test("a full reply becomes short, ordered, speakable chunks", () => {
  const sentence = "Keep it light and ask an open question about something you can both see right now";
  const reply = `Hi.\n\n1. ${sentence}, then listen to the answer, ${sentence}, and smile.\n2. Leave gracefully.`;
  const chunks = toSpeechChunks(reply);
  expect(chunks[0]).toBe("Hi.");
  expect(chunks.at(-1)).toBe("Leave gracefully.");
  expect(chunks.length).toBeGreaterThanOrEqual(4);
  for (const chunk of chunks) {
    expect(chunk.length).toBeLessThanOrEqual(MAX_CHUNK);
    expect(chunk).not.toMatch(/\*|^\d+\. /);
  }
  expect(toSpeechChunks("")).toEqual([]);
  expect(toSpeechChunks("**\n\n- ")).toEqual([]);
});
