import type { Feedback } from "../../../../shared/api/practice";
import { SCENARIOS, type ScenarioCard } from "../../../../shared/practice/scenarios";
import { SKILLS, type Skill } from "../../../../shared/practice/skills";
import { normalizeMessage } from "../../coach/safety/normalize";
import type { SceneLine } from "../engine";
import {
  type Grade,
  gradeClarity,
  gradeConfidence,
  gradeCuriosity,
  gradeRespect,
  type ScoredLine,
} from "./rubric";
import type { Script } from "./script";
import { readSignals } from "./signals";

/** Her lines that close a door: after one, asking again is pushing. */
const HER_NO =
  /\b(?:i(?:'ll| will) pass|no thanks|not looking to|i said no|rather not|leave it|my answer|not (?:quite )?a match|don't think (?:we're|it's) (?:quite )?a match|not really a phone person|still no|i don't think so|i already said)\b/i;

/** Reads every user line of the scene with the same signals the partner reacted to. */
export function scoredLines(scenario: ScenarioCard, script: Script, transcript: SceneLine[]): ScoredLine[] {
  const lines: ScoredLine[] = [];
  let last: string | null = scenario.opening;
  let herNo = scenario.startsWithNo;
  for (const line of transcript) {
    if (line.role === "partner") {
      last = line.content;
      if (HER_NO.test(line.content)) herNo = true;
      continue;
    }
    const signals = readSignals(line.content, {
      details: script.details,
      lastPartnerLine: last,
      turnIndex: lines.length,
    });
    lines.push({ text: line.content, signals, flagged: Boolean(line.flagged), afterNo: herNo });
  }
  return lines;
}

function nextTime(
  scenario: ScenarioCard,
  script: Script,
  lines: ScoredLine[],
  grades: Record<Skill, Grade>,
): string {
  const lowest = SKILLS.reduce((low, skill) => (grades[skill].score < grades[low].score ? skill : low));
  if (lowest === "respect" && grades.respect.score <= 2) {
    const worst = lines[grades.respect.line]?.signals;
    if (worst?.stereotype)
      return "Drop assumptions about her background and ask about her own story instead.";
    if (worst?.pushy || worst?.ask)
      return "Ask, don't push: make each request a question she can say no to, and take her first answer.";
  }
  if (grades[lowest].score < 5) return script.tips[lowest];
  const harder = SCENARIOS.find((s) => s.difficulty === "Hard" && s.id !== scenario.id);
  return `Every score at 5. Try the same habits in a harder scene next${harder ? `: ${harder.title.toLowerCase()}` : ""}.`;
}

const same = (a: string, b: string) => normalizeMessage(a) === normalizeMessage(b);

/** The scene's better line, unless the user already said it. */
function betterThan(line: string, better: string): string {
  return same(line, better) ? "You said it word for word: that's the line we'd suggest. Keep it." : better;
}

/**
 * The offline feedback card: respect, curiosity, clarity and confidence from 1 to 5, each with
 * the user's own line that earned it and one better line, and one thing to try next time.
 */
export function scoreScene(input: {
  scenario: ScenarioCard;
  script: Script;
  transcript: SceneLine[];
}): Feedback {
  const { scenario, script } = input;
  const lines = scoredLines(scenario, script, input.transcript);
  if (lines.length === 0) throw new Error("A scene without a user line cannot be scored");
  const grades: Record<Skill, Grade> = {
    respect: gradeRespect(lines),
    curiosity: gradeCuriosity(lines, scenario.goalKind),
    clarity: gradeClarity(lines, scenario.goalKind),
    confidence: gradeConfidence(lines),
  };
  const card = (skill: Skill) => ({
    score: grades[skill].score,
    reason: grades[skill].reason,
    line: lines[grades[skill].line]?.text ?? lines[0]!.text,
    better: betterThan(lines[grades[skill].line]?.text ?? "", script.better[skill]),
  });
  return {
    scores: {
      respect: card("respect"),
      curiosity: card("curiosity"),
      clarity: card("clarity"),
      confidence: card("confidence"),
    },
    nextTime: nextTime(scenario, script, lines, grades),
    scoredBy: "offline",
  };
}
