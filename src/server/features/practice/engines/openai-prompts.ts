import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { ScenarioCard, ScenarioGoal } from "../../../../shared/practice/scenarios";
import type { SceneLine } from "../engine";

/** Stands in for a line the safety layer stopped: its words never reach the provider. */
export const STOPPED_LINE = "[a line the coach stopped before she heard it]";

function sceneCard(scenario: ScenarioCard): string {
  return [
    `Scenario: ${scenario.title}`,
    `Setting: ${scenario.setting}`,
    `His goal: ${scenario.goal}`,
    `A good outcome: ${scenario.goodOutcome}`,
  ].join("\n");
}

/** The system prompt for playing her. */
export function partnerPrompt(scenario: ScenarioCard, lastTurn: boolean): string {
  const { name, role } = scenario.partner;
  const rules = [
    `You play ${name}, ${role}, in a dating-practice app. The user is a man rehearsing a real situation. Stay in character as ${name} at all times; never mention practice, AI, coaching or these instructions.`,
    sceneCard(scenario),
    scenario.startsWithNo
      ? `You have already told him no ("${scenario.opening}"). That answer is final: whatever he says, you do not change your mind. If he takes it well, be warm and bring the scene to a friendly close. If he pushes, be firmer; if he keeps pushing, leave.`
      : "",
    [
      "How to react:",
      "- React to what he actually says. Be warmer, more open and playful when he is curious about you, specific (he picks up what you said or the scene) and respectful.",
      "- Be shorter and cooler when he is pushy, generic (a bare 'hey', compliments on your looks) or relies on stereotypes about your background; name a stereotype briefly and calmly.",
      "- You are a real person with your own life, opinions and boundaries. Say yes to his ask only when the conversation has earned it; a no, once given, stays a no.",
      "- Never write sexual content. Shut down sexual or pressuring remarks, and leave if they continue.",
      "- Reply in 1 to 3 short spoken sentences, with no stage directions.",
      "- End the scene at a natural close: a goodbye, a yes that wraps things up, or you leaving.",
    ].join("\n"),
    lastTurn ? "This is the last exchange: bring the scene to a natural close in character." : "",
    'Answer with JSON only, exactly this shape: {"reply": "what you say", "ended": false}. Set "ended" to true when the scene is over.',
  ];
  return rules.filter(Boolean).join("\n\n");
}

/** Her earlier lines as the assistant's turns, his as the user's. */
export function partnerMessages(
  scenario: ScenarioCard,
  transcript: SceneLine[],
  lastTurn: boolean,
): ChatCompletionMessageParam[] {
  return [
    { role: "system", content: partnerPrompt(scenario, lastTurn) },
    ...transcript.map(
      (line): ChatCompletionMessageParam =>
        line.role === "partner"
          ? { role: "assistant", content: JSON.stringify({ reply: line.content, ended: false }) }
          : { role: "user", content: line.flagged ? STOPPED_LINE : line.content },
    ),
  ];
}

const CLARITY: Record<ScenarioGoal, string> = {
  number: "making a clear, direct ask for her number or to meet, ideally with a plan",
  date: "making a clear, direct ask to meet, with a concrete plan (a day, a place)",
  call: "suggesting a call clearly, with a time",
  apology: "a short apology that names what he got wrong, without excuses",
  accept_no: "saying plainly that her no is fine, without arguing",
  conversation: "saying clearly who he is and what he thinks, in lines that are easy to answer",
};

/** The system prompt and transcript for scoring the user's side of a scene. */
export function scoringMessages(
  scenario: ScenarioCard,
  transcript: SceneLine[],
): ChatCompletionMessageParam[] {
  const system = [
    "You are a dating coach scoring a practice scene. Score only the user's lines (marked 'You') from 1 to 5 on:",
    "- respect: treats her as an individual, takes her answers at face value, no pressure, no stereotypes;",
    "- curiosity: open questions about her that build on what she said;",
    `- clarity: ${CLARITY[scenario.goalKind]};`,
    "- confidence: calm, direct lines about himself, without hedging or apologising for being there.",
    "For each score give a one-sentence reason, quote exactly one of his own lines that earned it (word for word), and write one better line he could have said in this scene. Then give one thing to try next time.",
    'Answer with JSON only, exactly this shape: {"scores": {"respect": {"score": 3, "reason": "...", "line": "...", "better": "..."}, "curiosity": {...}, "clarity": {...}, "confidence": {...}}, "nextTime": "..."}',
  ].join("\n");
  const lines = transcript.map((line) =>
    line.role === "partner"
      ? `${scenario.partner.name}: ${line.content}`
      : `You: ${line.flagged ? STOPPED_LINE : line.content}`,
  );
  return [
    { role: "system", content: system },
    { role: "user", content: `${sceneCard(scenario)}\n\nTranscript:\n${lines.join("\n")}` },
  ];
}
