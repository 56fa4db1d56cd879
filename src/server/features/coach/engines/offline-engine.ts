import type { CoachContext, CoachEngine, Passage } from "../engine";
import { guideSections } from "../guide";

const FALLBACK = [
  "Tell me a little more about the situation, and I'll give you specific steps.",
  "",
  "**Useful details:**",
  "- Where you met her (or where you hope to), and how far things have gone",
  "- What you have already tried and how she responded",
  "- What you want to happen next",
  "",
  "Whatever it is, the same foundations hold: be honest about your intentions, be curious about her as a person, and take a clear no gracefully.",
].join("\n");

function quote(line: string): string {
  return /^["“]/.test(line) ? line : `"${line}"`;
}

function composeFromGuide(top: Passage, related: Passage | undefined, context: CoachContext): string {
  const { summary, sections } = guideSections(top.content);
  const steps = sections.get("steps") ?? [];
  const examples = sections.get("example lines") ?? [];
  const pitfalls = sections.get("pitfalls") ?? [];
  const key = sections.get("key point")?.[0];
  const opener = context.firstName ? `${context.firstName}, ${lowerFirst(summary)}` : summary;

  const parts = [opener];
  if (key) parts.push(`**${key.replace(/\*\*/g, "")}**`);
  if (steps.length) parts.push(steps.map((step, i) => `${i + 1}. ${step}`).join("\n"));
  if (examples.length)
    parts.push(["**Lines you could use:**", ...examples.map((l) => `- ${quote(l)}`)].join("\n"));
  if (pitfalls.length) parts.push(["**Watch out for:**", ...pitfalls.map((p) => `- ${p}`)].join("\n"));
  if (related) {
    const relatedSummary = guideSections(related.content).summary;
    parts.push(`**Also worth knowing (${related.title}):** ${relatedSummary}`);
  }
  const known = context.memory.filter((fact) => !fact.startsWith("Name:"));
  if (known.length) parts.push(`_What I'm keeping in mind about you: ${known.join("; ")}._`);
  return parts.join("\n\n");
}

/** A short quote from the user's own book, naming it and the page. */
function fromBook(book: Passage, heading = "From your book"): string {
  const excerpt = book.content.replace(/\s+/g, " ").trim();
  const cut = excerpt.length > 320 ? `${excerpt.slice(0, 320).replace(/\s+\S*$/, "")}…` : excerpt;
  return `**${heading} (${book.title}):**\n\n> ${cut}`;
}

const flat = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** The question is about the user's book: it names the book, or says "the book", "my paper"... */
export function asksAboutBook(question: string, book: Passage): boolean {
  const name = flat(book.title.replace(/, page \d+$/, ""));
  if (name.length >= 4 && flat(question).includes(name)) return true;
  return /\b(?:the|my|this|that|your) (?:book|pdf|paper|document)\b/i.test(question);
}

/** For a question about the book: its best passages first, then the guide entry that matched. */
function composeFromBooks(books: Passage[], guide: Passage | undefined, context: CoachContext): string {
  const opener = `${context.firstName ? `${context.firstName}, here` : "Here"} is what your book says about that.`;
  const parts = [opener, ...books.slice(0, 2).map((book, i) => fromBook(book, i ? "And" : "In your book"))];
  if (guide) parts.push(`**Also worth knowing (${guide.title}):** ${guideSections(guide.content).summary}`);
  return parts.join("\n\n");
}

/** The book's passages first for a question about it; else the guide's advice, the book quoted after. */
function compose(question: string, context: CoachContext): string {
  const guide = context.passages.filter((p) => p.source === "guide");
  const books = context.passages.filter((p) => p.source === "book");
  if (books[0] && asksAboutBook(question, books[0])) return composeFromBooks(books, guide[0], context);
  const advice = guide[0] ? composeFromGuide(guide[0], guide[1], context) : FALLBACK;
  return books[0] ? `${advice}\n\n${fromBook(books[0])}` : advice;
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Splits text into small deltas (words with their spacing), as a streaming model would. */
export function* chunk(text: string): Generator<string> {
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) yield piece;
}

/**
 * The default engine: no key, no network. It composes structured advice (opening line, numbered
 * steps, example lines, pitfalls, a bold key point) from the best-matching guide entries, with a
 * quote from the user's book after it; a question about the book gets the book's passages first.
 */
export function createOfflineEngine(): CoachEngine {
  return {
    name: "offline",
    async *reply({ history, context, signal }) {
      const question = history.findLast((turn) => turn.role === "user")?.content ?? "";
      const text = compose(question, context);
      for (const delta of chunk(text)) {
        if (signal.aborted) return;
        yield delta;
      }
    },
  };
}
