/**
 * Intent and tone signals of one line the user says in a scene. The offline partner picks her
 * reply from them and the offline scorer grades the scene from the same signals, so both are
 * deterministic and every score can be traced to a line.
 */
import { normalizeMessage } from "../../coach/safety/normalize";
import { intentPatterns } from "./intent-patterns";
import { tonePatterns } from "./tone-patterns";

const patterns = { ...intentPatterns, ...tonePatterns };

export type AskKind = "number" | "date" | "call";
export type QuestionKind = "open" | "closed" | "small_talk";

export type LineSignals = {
  words: number;
  /** A question, and what kind: open, yes/no (or about himself), or small talk. */
  question: QuestionKind | null;
  /** Mentions a detail of the scene or picks up a word from her last line. */
  specific: boolean;
  respectful: boolean;
  pushy: boolean;
  sexual: boolean;
  /** A compliment on her looks with nothing else to it. */
  looksOnly: boolean;
  /** Could be sent to anyone: a bare greeting, small talk, a one-word reply. */
  generic: boolean;
  stereotype: boolean;
  /** Defends a slip instead of owning it ("it was a compliment", "relax"). */
  defensive: boolean;
  /** Hedges and self-undermining ("sorry to bother you", "probably", "lol", "..."). */
  hedges: number;
  /** Says something about himself or what he wants, as a statement. */
  selfDisclosure: boolean;
  apology: boolean;
  acceptsNo: boolean;
  closing: boolean;
  ask: AskKind | null;
  /** An ask without a when or what ("we should hang out sometime"). */
  vagueAsk: boolean;
  /** Names a day, a time or a concrete plan. */
  concretePlan: boolean;
  rambling: boolean;
};

export type SignalContext = {
  /** Words and phrases that belong to this scene (normalised, lower case). */
  details: readonly string[];
  /** What she said just before, if anything. */
  lastPartnerLine: string | null;
  /** 0 for the user's first line. */
  turnIndex: number;
};

const ECHO_STOPWORDS = new Set(
  (
    "about above after again always being could doing every going great having their there these those " +
    "thing things think really would should which where while maybe little first other right sorry thanks " +
    "hello okay pretty still something anything nothing someone people actually honestly because never " +
    "today tonight sounds looks wanna gonna whole kinda lovely nice been just know like what when your yours"
  ).split(" "),
);

function stem(word: string): string {
  return word.replace(/(?:ing|ed|es|s)$/, "");
}

/** Content words (5+ letters) of her line, for spotting a reply that builds on what she said. */
function echoWords(line: string | null): Set<string> {
  if (!line) return new Set();
  const words = normalizeMessage(line)
    .split(" ")
    .filter((w) => w.length >= 5 && !ECHO_STOPWORDS.has(w));
  return new Set(words.map(stem));
}

function mentionsDetail(text: string, details: readonly string[]): boolean {
  return details.some((detail) => new RegExp(`\\b${detail}\\b`).test(text));
}

function countMatches(text: string, re: RegExp): number {
  return (text.match(new RegExp(re.source, "g")) ?? []).length;
}

function questionKind(raw: string, text: string): QuestionKind | null {
  const asks = raw.includes("?") || patterns.questionStart.test(text) || /\btell me\b/.test(text);
  if (!asks) return null;
  if (patterns.smallTalk.test(text)) return "small_talk";
  const aboutHimself =
    /^(?:so |and |but )?(?:do|did|should|can|could|would|am|was|have|shall) i\b/.test(text) ||
    /\bwhat about me\b/.test(text);
  if (aboutHimself) return "closed";
  return patterns.openWord.test(text) ? "open" : "closed";
}

function askKind(raw: string, text: string): AskKind | null {
  const proposing = patterns.proposal.test(text) || raw.includes("?");
  if (patterns.askNumber.test(text)) return "number";
  if (!proposing) return null;
  if (patterns.askCall.test(text)) return "call";
  if (patterns.askDate.test(text)) return "date";
  return null;
}

export function readSignals(raw: string, context: SignalContext): LineSignals {
  const text = normalizeMessage(raw);
  const words = text ? text.split(" ").length : 0;
  const echoes = echoWords(context.lastPartnerLine);
  const echoed = text.split(" ").some((w) => w.length >= 5 && echoes.has(stem(w)));
  const specific = mentionsDetail(text, context.details) || echoed;
  const question = questionKind(raw, text);
  const ask = askKind(raw, text);
  const apology = patterns.apology.test(text);
  const acceptsNo = patterns.acceptsNo.test(text);
  const closing =
    patterns.closing.test(text) || (context.turnIndex > 0 && /\bnice to (?:meet|see) you\b/.test(text));
  const respectful = patterns.respectful.test(text) || acceptsNo;
  const sexual = patterns.sexual.test(text);
  const looksOnly = patterns.looks.test(text) && question !== "open" && !specific;
  const greetingOnly = patterns.greetingOnly.test(text);
  const smallTalkOnly = question === "small_talk" && words <= 7 && !specific;
  const bare =
    words <= 3 && !question && !specific && !acceptsNo && !closing && !apology && !ask && !respectful;
  const hedges = countMatches(text, patterns.hedge) + (raw.match(/\.\.\.|\u2026/g)?.length ?? 0);
  const shouting = raw.length >= 12 && raw === raw.toUpperCase() && /[A-Z]/.test(raw);
  return {
    words,
    question,
    specific,
    respectful,
    pushy: patterns.pushy.test(text) || sexual || shouting || /!{3,}/.test(raw),
    sexual,
    looksOnly,
    generic: greetingOnly || smallTalkOnly || looksOnly || bare,
    stereotype: patterns.stereotype.test(text),
    defensive: patterns.defensive.test(text),
    hedges,
    selfDisclosure: patterns.selfDisclosure.test(text),
    apology,
    acceptsNo,
    closing,
    ask,
    vagueAsk: ask !== null && patterns.vague.test(text) && !patterns.concrete.test(text),
    concretePlan: patterns.concrete.test(text),
    rambling: words > 70,
  };
}

export type Tone = "warm" | "neutral" | "cool";

/** How the line lands with her: warmer when curious, specific, respectful; cooler when not. */
export function toneOf(s: LineSignals): Tone {
  if (s.stereotype || s.pushy || s.defensive || s.generic || s.looksOnly) return "cool";
  if (s.question === "open" || s.specific || s.respectful || s.apology) return "warm";
  return "neutral";
}
