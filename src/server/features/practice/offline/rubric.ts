/**
 * The offline rubric: each skill's 1-5 score from the signals of the user's lines, the line that
 * earned it, and a one-sentence reason. Every number here can be traced to a line.
 */
import type { ScenarioGoal } from "../../../../shared/practice/scenarios";
import type { LineSignals } from "./signals";

/** One user line with its signals; `afterNo` when she had already said no. */
export type ScoredLine = { text: string; signals: LineSignals; flagged: boolean; afterNo: boolean };
export type Grade = { score: number; reason: string; line: number };

const clamp = (n: number) => Math.max(1, Math.min(5, Math.round(n)));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function best(lines: ScoredLine[], value: (l: ScoredLine) => number): number {
  let index = 0;
  lines.forEach((l, i) => {
    if (value(l) > value(lines[index]!)) index = i;
  });
  return index;
}

export function gradeRespect(lines: ScoredLine[]): Grade {
  const flagged = lines.findIndex((l) => l.flagged);
  if (flagged >= 0) {
    return {
      score: 1,
      line: flagged,
      reason: "The coach had to step in on this line: it would end any real date.",
    };
  }
  const cost = (l: ScoredLine) => {
    const s = l.signals;
    let c = 0;
    if (s.stereotype) c += 2;
    if (s.pushy) c += 2;
    if (l.afterNo && (s.ask || s.pushy)) c += 2;
    if (s.defensive) c += 1;
    if (s.looksOnly) c += 1;
    return c;
  };
  const total = lines.reduce((sum, l) => sum + cost(l), 0);
  const courteous = lines.findIndex(
    (l) => l.signals.respectful || l.signals.acceptsNo || (l.signals.apology && !l.signals.defensive),
  );
  const attentive = lines.filter((l) => l.signals.question === "open" && l.signals.specific);
  const score = clamp(4 - total + (courteous >= 0 || attentive.length >= 2 ? 1 : 0));
  if (total > 0) {
    const worst = best(lines, cost);
    const s = lines[worst]!.signals;
    const what = s.stereotype
      ? "A stereotype instead of curiosity about her"
      : lines[worst]!.afterNo
        ? "Pushing after she had already said no"
        : s.pushy
          ? "Pressure she didn't invite"
          : s.defensive
            ? "Defending the slip instead of owning it"
            : "A comment on her looks before knowing her";
    return { score, line: worst, reason: `${what}: this line cost the most.` };
  }
  if (courteous >= 0) {
    return {
      score,
      line: courteous,
      reason: "Courteous throughout, and you took her answers at face value.",
    };
  }
  if (attentive.length >= 2) {
    const line = lines.indexOf(attentive[0]!);
    return {
      score,
      line,
      reason: "You treated her as a person: your questions followed her own words and life.",
    };
  }
  return {
    score,
    line: 0,
    reason:
      "No pressure and nothing off-putting; a small courtesy (a thank-you, an easy way out) makes it a 5.",
  };
}

function questionPoints(l: ScoredLine): number {
  const s = l.signals;
  if (s.stereotype || s.pushy || !s.question) return 0;
  if (s.question === "small_talk") return 0.25;
  return (s.question === "open" ? 1 : 0.5) + (s.specific ? 0.5 : 0);
}

export function gradeCuriosity(lines: ScoredLine[], goal: ScenarioGoal): Grade {
  const total = lines.reduce((sum, l) => sum + questionPoints(l), 0);
  const asked = lines.filter((l) => questionPoints(l) >= 0.5).length;
  const followUps = lines.filter((l) => questionPoints(l) >= 1 && l.signals.specific).length;
  const score = clamp(1 + Math.floor(total + 0.5));
  const gracefulExit = lines.findIndex((l) => l.signals.acceptsNo);
  if (goal === "accept_no" && asked === 0 && gracefulExit >= 0) {
    return {
      score: 3,
      line: gracefulExit,
      reason:
        "After a no, a graceful exit matters more than questions; a light question about her night keeps it warm.",
    };
  }
  if (asked === 0) {
    return {
      score,
      line: 0,
      reason: "No real questions about her, so the conversation stayed on your side.",
    };
  }
  return {
    score,
    line: best(lines, questionPoints),
    reason: `${plural(asked, "question")} about her, ${followUps} building on what she said or the scene.`,
  };
}

const askValue = (l: ScoredLine) => {
  const s = l.signals;
  if (!s.ask) return 0;
  if (s.pushy) return 1;
  if (s.concretePlan && !s.vagueAsk) return 3;
  return s.vagueAsk || s.hedges > 0 ? 1 : 2;
};

function gradeAsk(lines: ScoredLine[]): Grade {
  const i = best(lines, askValue);
  const value = askValue(lines[i]!);
  if (value === 0) {
    return { score: 2, line: lines.length - 1, reason: "You never made the ask this scene was about." };
  }
  const reasons = [
    "",
    lines[i]!.signals.pushy
      ? "You said what you wanted, but as a demand: a clear ask is a question she can say no to."
      : "You asked, but vaguely or hedged: she has to guess what you mean.",
    "A clear, direct ask. Add a day or a plan and it's a 5.",
    "A clear ask with a concrete plan: easy for her to say yes to.",
  ];
  return { score: value + 2, line: i, reason: reasons[value]! };
}

function gradeApology(lines: ScoredLine[]): Grade {
  const value = (l: ScoredLine) =>
    l.signals.apology ? (l.signals.defensive ? 1 : l.signals.specific ? 3 : 2) : l.signals.defensive ? -1 : 0;
  const i = best(lines, value);
  const v = value(lines[i]!);
  if (v <= 0) return { score: 2, line: i, reason: "You never owned the slip, so the moment stayed awkward." };
  const reasons = [
    "",
    "An apology with a 'but' attached: it reads as a defence.",
    "You apologised. Naming what you assumed would make it land fully.",
    "A short apology that names the mistake: clear and easy to accept.",
  ];
  return { score: v + 2, line: i, reason: reasons[v]! };
}

function gradeAcceptNo(lines: ScoredLine[]): Grade {
  const accepted = lines.findIndex((l) => l.signals.acceptsNo);
  const pushed = lines.findIndex((l) => l.signals.ask || l.signals.pushy);
  if (accepted >= 0 && pushed < 0) {
    return { score: 5, line: accepted, reason: "You said plainly that her no was fine." };
  }
  if (accepted >= 0) {
    return {
      score: 3,
      line: pushed,
      reason: "You accepted her answer but also pressed on it, which muddles it.",
    };
  }
  const closing = lines.findIndex((l) => l.signals.closing);
  if (closing >= 0) return { score: 3, line: closing, reason: "You moved on, but never said it was fine." };
  return { score: 2, line: pushed >= 0 ? pushed : 0, reason: "Her no was never acknowledged." };
}

function gradeConversation(lines: ScoredLine[]): Grade {
  const shares = (l: ScoredLine) =>
    l.signals.selfDisclosure ? l.signals.words + (l.signals.specific ? 10 : 0) : 0;
  const generic = lines.filter((l) => l.signals.generic).length;
  const rambling = lines.filter((l) => l.signals.rambling).length;
  const shared = lines.some((l) => l.signals.selfDisclosure && (l.signals.specific || l.signals.words >= 8));
  const asked = lines.some((l) => askValue(l) === 3);
  let score = 3 + (shared ? 1 : 0) + (generic === 0 && rambling === 0 ? 1 : 0) + (asked ? 1 : 0);
  score -= (generic * 2 > lines.length ? 1 : 0) + (rambling > 0 ? 1 : 0);
  const worst = lines.findIndex((l) => l.signals.generic || l.signals.rambling);
  if (score <= 3 && worst >= 0) {
    const why = lines[worst]!.signals.rambling
      ? "A long line that buries the point"
      : "A line that could be said to anyone";
    return { score: clamp(score), line: worst, reason: `${why}: say one clear thing per line.` };
  }
  return {
    score: clamp(score),
    line: best(lines, shares),
    reason: shared
      ? "You said clearly who you are and what you think, and kept lines easy to answer."
      : "Easy to follow, but you said little about yourself: share a concrete detail.",
  };
}

export function gradeClarity(lines: ScoredLine[], goal: ScenarioGoal): Grade {
  if (goal === "number" || goal === "date" || goal === "call") return gradeAsk(lines);
  if (goal === "apology") return gradeApology(lines);
  if (goal === "accept_no") return gradeAcceptNo(lines);
  return gradeConversation(lines);
}

export function gradeConfidence(lines: ScoredLine[]): Grade {
  const hedgy = lines.filter((l) => l.signals.hedges > 0).length;
  const pushy = lines.filter((l) => l.signals.pushy).length;
  const direct = (l: ScoredLine) => {
    const s = l.signals;
    if (s.pushy) return 0;
    return (s.selfDisclosure ? 1 : 0) + ((s.ask || s.acceptsNo) && s.hedges === 0 ? 1 : 0);
  };
  const directLines = lines.filter((l) => direct(l) > 0).length;
  const substantial = lines.filter(
    (l) => l.signals.words >= 5 && !l.signals.pushy && !l.signals.stereotype,
  ).length;
  let score = 3 + (directLines > 0 ? 1 : 0) + (hedgy === 0 && substantial >= 2 ? 1 : 0);
  score -= Math.min(2, hedgy) + (substantial === 0 ? 1 : 0) + (pushy > 0 ? 1 : 0);
  if (score <= 2) {
    const worst =
      hedgy > 0
        ? best(lines, (l) => l.signals.hedges)
        : pushy > 0
          ? lines.findIndex((l) => l.signals.pushy)
          : best(lines, (l) => -l.signals.words);
    const reason =
      hedgy > 0
        ? `${plural(hedgy, "line")} hedged or apologised for being there, which undercuts what you say.`
        : pushy > 0
          ? "Pressure reads as insecurity, not confidence, and short lines gave her little of you."
          : "Very short replies: she has little of you to respond to.";
    return { score: clamp(score), line: worst, reason };
  }
  return {
    score: clamp(score),
    line: best(lines, (l) => direct(l) * 100 + l.signals.words - l.signals.hedges * 50),
    reason:
      directLines > 0
        ? `You spoke plainly about yourself and what you wanted${hedgy ? ", with a hedge or two" : ""}.`
        : "Steady, but you rarely said what you think or want.",
  };
}
