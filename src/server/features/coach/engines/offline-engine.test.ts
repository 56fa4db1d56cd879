import { describe, expect, it } from "vitest";
import type { CoachContext, Passage } from "../engine";
import { asksAboutBook, createOfflineEngine } from "./offline-engine";

const guide: Passage = {
  source: "guide",
  title: "Being curious about her culture",
  content: [
    "Ask about her background because you are interested in her, not in a type.",
    "## Steps",
    "1. Ask open questions.",
    "## Example lines",
    '- "Where did you grow up?"',
  ].join("\n"),
};
const page = (n: number, content: string): Passage => ({
  source: "book",
  title: `freeculture, page ${n}`,
  content,
});
const book = [
  page(146, "The Sonny Bono act extended the copyright term by twenty years."),
  page(222, "Walt Disney borrowed from the public domain."),
];

async function answer(question: string, passages: Passage[]) {
  const context: CoachContext = { firstName: "Sam", memory: [], passages };
  let text = "";
  const history = [{ role: "user" as const, content: question }];
  for await (const delta of createOfflineEngine().reply({
    history,
    context,
    signal: new AbortController().signal,
  }))
    text += delta;
  return text;
}

describe("offline engine and the user's books", () => {
  it("answers a question about the book with its passages first, naming book and pages", async () => {
    const text = await answer("What does Free Culture say about the copyright term?", [guide, ...book]);
    expect(text.startsWith("Sam, here is what your book says about that.")).toBe(true);
    expect(text.indexOf("freeculture, page 146")).toBeLessThan(text.indexOf("freeculture, page 222"));
    expect(text.indexOf("freeculture, page 222")).toBeLessThan(text.indexOf("Also worth knowing"));
    expect(text).not.toContain("1. Ask open questions.");
  });

  it("leads with the guide's advice for a dating question, and quotes the book after it", async () => {
    const text = await answer("How do I ask about her background without being awkward?", [guide, ...book]);
    expect(text.startsWith("Sam, ask about her background")).toBe(true);
    expect(text).toContain("1. Ask open questions.");
    expect(text.indexOf("1. Ask open questions.")).toBeLessThan(
      text.indexOf("From your book (freeculture, page 146)"),
    );
  });

  it("knows a question about the book by its name or by 'the book', 'my paper'...", () => {
    expect(asksAboutBook("what does freeculture say", book[0]!)).toBe(true);
    expect(asksAboutBook("What are trace trees in the paper?", book[0]!)).toBe(true);
    expect(asksAboutBook("Does my book cover first dates?", book[0]!)).toBe(true);
    expect(asksAboutBook("How do I talk about culture on a date?", book[0]!)).toBe(false);
    // A name too short to tell apart from ordinary words never counts on its own.
    expect(asksAboutBook("is it ok to say no", { ...book[0]!, title: "no, page 1" })).toBe(false);
  });
});
