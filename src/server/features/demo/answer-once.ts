import type { Db } from "../../db/client";
import type { CoachEngine } from "../coach/engine";
import { searchGuide } from "../coach/queries";
import { safetyChecker } from "../coach/safety-checker";

/**
 * One question, one answer, nothing stored: the safety layer, retrieval over the guide only (never
 * anyone's books or conversations), then the engine's reply collected into one text.
 */
export async function answerOnce(input: {
  db: Db;
  engine: CoachEngine;
  message: string;
  signal: AbortSignal;
}): Promise<{ text: string; safetyCategory: string | null }> {
  const verdict = await safetyChecker.check(input.message);
  if (verdict) return { text: verdict.reply, safetyCategory: verdict.category };

  const passages = await searchGuide(input.db, input.message);
  let text = "";
  for await (const delta of input.engine.reply({
    history: [{ role: "user", content: input.message }],
    context: { passages, memory: [], firstName: null },
    signal: input.signal,
  })) {
    text += delta;
  }
  return { text: text.trim(), safetyCategory: null };
}
