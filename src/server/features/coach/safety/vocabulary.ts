/**
 * Shared building blocks for the safety patterns: regex helpers, the words for the person the user
 * is talking about, request framing, and the Rule shape with its matcher.
 */
export type Matcher = RegExp | ((text: string) => boolean);
/** Matches when every `all` matcher matches and the `unless` guard (if any) does not. */
export type Rule = { all: Matcher[]; unless?: RegExp };

export const alt = (...parts: string[]): string => `(?:${parts.join("|")})`;
/** Up to n arbitrary words (each followed by a space). */
export const gap = (n: number): string => `(?:[a-z0-9]+ ){0,${n}}`;
/** Up to n words that are not the speaker ("i", "me", "my"), so a trait is not about himself. */
export const gapNotMe = (n: number): string => `(?:(?!(?:i|me|my|myself|am)\\b)[a-z0-9]+ ){0,${n}}`;

/**
 * Negative lookbehind: the match is not preceded (within two words) by a negation such as
 * "without", "avoid", "never", "do not want to", so "how do I avoid pressuring her into anything"
 * does not read as a request to pressure her.
 */
export const NOT_NEGATED = String.raw`(?<!\b(?:never|without|avoid|avoiding|stop|stopped|quit|instead of|rather than|not to|how not|(?:do|does|did|should|would|will|could|am|is|are|was|were) not(?: (?:want|wanting|trying|try|mean|meaning|intend|intending|going|plan|planning|need|needing|like|wish) to)?) (?:[a-z0-9]+ ){0,2})`;

/** Whole-word match. */
export const R = (src: string): RegExp => new RegExp(String.raw`\b(?:${src})\b`);
/** Whole-word match that is not negated just before. */
export const N = (src: string): RegExp => new RegExp(String.raw`${NOT_NEGATED}\b(?:${src})\b`);

/** A person the user is talking about (object position). */
export const PERSON = alt(
  "her",
  "him",
  "them",
  "my (?:date|match|crush|girlfriend|boyfriend|wife|husband|partner|ex|ex girlfriend|ex wife|fiancee|fiance)",
  "(?:the|this|that|a) (?:girl|woman|lady|chick)",
  "girls",
  "women",
  "someone",
  "somebody",
  "people",
);
/** Possessive of that person. */
export const POSS = alt(
  "her",
  "his",
  "their",
  "my (?:date|match|crush|girlfriend|boyfriend|wife|husband|partner|ex|ex girlfriend|ex wife|fiancee|fiance)",
);
export const SHE = "(?:she|he|they)";
/** "she" or the person named by role: "my girlfriend is chatting with...". */
export const SUBJ = alt(
  "she",
  "he",
  "they",
  "my (?:date|match|crush|girlfriend|boyfriend|wife|husband|partner|ex|ex girlfriend|ex wife|fiancee|fiance)",
);
/** Request / intent framing: "how do I", "help me", "should I", "want to". */
export const ASK = alt(
  "how (?:do|can|could|should|would|to) i",
  "how to",
  "how would i",
  "how can you",
  "help me",
  "teach me (?:how )?to",
  "tips (?:on|for|to)",
  "ways to",
  "best way to",
  "should i",
  "i want to",
  "want to",
  "i need to",
  "i am going to",
  "going to",
  "planning to",
  "plan to",
  "trying to",
  "try to",
  "give me",
  "write",
  "tell me how to",
  "is there a way to",
  "any way to",
  "what is the best way to",
  "i will",
  "i could",
  "can i",
);

export function ruleMatches(rule: Rule, text: string): boolean {
  // The guard only matters once the rule matches, which is rare, so it runs last.
  const all = rule.all.every((matcher) =>
    typeof matcher === "function" ? matcher(text) : matcher.test(text),
  );
  return all && !rule.unless?.test(text);
}
