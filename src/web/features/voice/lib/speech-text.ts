/**
 * Turns a Markdown reply into the pieces read aloud. Chrome stops a single utterance after about
 * 15 seconds, so long replies are spoken sentence by sentence, and a long sentence is cut at a
 * comma or a space so no piece runs past MAX_CHUNK characters.
 */
export const MAX_CHUNK = 200;

// Abbreviations that end in a full stop without ending the sentence.
const ABBREVIATIONS = new Set(["mr", "mrs", "ms", "dr", "st", "jr", "sr", "prof", "vs", "approx"]);

/** Markdown marks a listener should not hear: emphasis, list markers, links, code, quotes. */
export function plainSpeechText(markdown: string): string[] {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .split(/\n+/)
    .map((line) =>
      line
        .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
        .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
        .replace(/^\s{0,3}(#{1,6}\s+|>\s?)+/, "")
        .replace(/^\s*(?:[-*+]|\d{1,3}[.)])\s+/, "")
        .replace(/(\*\*|__)(.+?)\1/g, "$2")
        .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,!?:;]|$)/g, "$1$2")
        .replace(/`([^`]*)`/g, "$1")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
}

function endsWithAbbreviation(segment: string): boolean {
  const match = /(?:^|\s)([\p{L}]+)\.\s*$/u.exec(segment);
  if (!match?.[1]) return false;
  const word = match[1];
  return ABBREVIATIONS.has(word.toLowerCase()) || /^\p{Lu}$/u.test(word);
}

/** Sentences of one line of plain text. */
export function splitSentences(line: string): string[] {
  const pieces =
    typeof Intl.Segmenter === "function"
      ? [...new Intl.Segmenter("en", { granularity: "sentence" }).segment(line)].map((s) => s.segment)
      : line.split(/(?<=[.!?…]["'”’)]*)\s+/);
  const sentences: string[] = [];
  let carry = "";
  for (const piece of pieces) {
    carry += piece.endsWith(" ") || !carry ? piece : ` ${piece}`;
    if (!endsWithAbbreviation(carry)) {
      sentences.push(carry.trim());
      carry = "";
    }
  }
  if (carry.trim()) sentences.push(carry.trim());
  return sentences.filter(Boolean);
}

/** Cuts a sentence longer than `max` at the last comma-like break, else the last space, before it. */
export function limitLength(sentence: string, max = MAX_CHUNK): string[] {
  const parts: string[] = [];
  let rest = sentence.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    const clause = Math.max(...[",", ";", ":", " -", "—"].map((mark) => window.lastIndexOf(mark)));
    const space = window.lastIndexOf(" ");
    const cut = clause > max / 3 ? clause + 1 : space > 0 ? space : max;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/** What is read aloud, in order: one short piece per utterance. */
export function toSpeechChunks(markdown: string, max = MAX_CHUNK): string[] {
  return plainSpeechText(markdown)
    .flatMap(splitSentences)
    .flatMap((sentence) => limitLength(sentence, max))
    .filter((chunk) => /[\p{L}\p{N}]/u.test(chunk));
}
