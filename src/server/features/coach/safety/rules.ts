/**
 * Pattern data for the coach's safety check (see ../safety.ts).
 *
 * Every pattern runs against the output of `normalizeMessage`: lowercase ASCII words and digits
 * separated by single spaces, contractions expanded ("she's" -> "she is", "don't" -> "do not").
 * Patterns describe intent (an action aimed at a person plus a harmful goal), not single words, so
 * ordinary coaching questions that share vocabulary ("drunk-texting", "she said no to a second
 * date") pass. `unless` patterns are the "safe context" guards: victim perspective, idioms, asking
 * how to avoid the behaviour.
 */
import type { SafetyCategory } from "../safety";
import { COERCION_INTOXICATION } from "./coercion-intoxication";
import { COERCION_PRESSURE } from "./coercion-pressure";
import { DECEPTION } from "./deception";
import { HARASSMENT } from "./harassment";
import { HATE } from "./hate";
import { MANIPULATION } from "./manipulation";
import { MINORS } from "./minors";
import { SELF_HARM } from "./self-harm";
import { STALKING } from "./stalking";
import type { Rule } from "./vocabulary";

/** Coercion is split across two files by theme; together they are one category, in this order. */
const COERCION: Rule[] = [...COERCION_INTOXICATION, ...COERCION_PRESSURE];

/** Checked in this order; the first category with a matching rule wins. */
export const REFUSAL_RULES: ReadonlyArray<readonly [Exclude<SafetyCategory, "self_harm">, Rule[]]> = [
  ["minors", MINORS],
  ["coercion", COERCION],
  ["stalking", STALKING],
  ["harassment", HARASSMENT],
  ["manipulation", MANIPULATION],
  ["deception", DECEPTION],
  ["hate", HATE],
];

export const SELF_HARM_RULES: readonly Rule[] = SELF_HARM;
