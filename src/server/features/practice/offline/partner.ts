/**
 * The offline partner: replays the scene line by line from the start (so nothing but the
 * transcript is state) and answers the newest line from the scenario's script, by the signals
 * of what the user said. Deterministic: the same transcript always gets the same reply.
 */
import type { ScenarioCard } from "../../../../shared/practice/scenarios";
import { normalizeMessage } from "../../coach/safety/normalize";
import type { PartnerReply, SceneLine } from "../engine";
import type { Script } from "./script";
import { type LineSignals, readSignals, toneOf } from "./signals";

type SceneState = {
  mood: number;
  saidNo: boolean;
  /** He already took her no well (and she thanked him for it). */
  tookNoWell: boolean;
  agreed: boolean;
  apologised: boolean;
  /** Pushy or stereotyping lines; at two she leaves. */
  strikes: number;
  pushesAfterNo: number;
  maybes: number;
  lines: number;
  /** How many times each topic was answered. */
  topicUses: Map<number, number>;
  counters: Map<string, number>;
};

const say = (text: string): PartnerReply => ({ text, ended: false });
const end = (text: string): PartnerReply => ({ text, ended: true });
const clamp = (mood: number) => Math.max(-3, Math.min(5, mood));

/** The next line of a pool, cycling, so she does not repeat herself within a scene. */
function pick(state: SceneState, key: string, pool: readonly string[]): string {
  const i = state.counters.get(key) ?? 0;
  state.counters.set(key, i + 1);
  return pool[i % pool.length] ?? "";
}

function strike(state: SceneState, script: Script, key: string, pool: readonly string[]): PartnerReply {
  state.strikes += 1;
  return state.strikes >= 2 ? end(script.leave) : say(pick(state, key, pool));
}

function afterHerNo(state: SceneState, script: Script, s: LineSignals, text: string): PartnerReply | null {
  if (s.pushy || s.ask || s.stereotype || s.defensive) {
    state.pushesAfterNo += 1;
    state.mood = clamp(state.mood - 2);
    return state.pushesAfterNo >= 2 ? end(script.leave) : say(pick(state, "afterNo", script.afterNo));
  }
  if (s.acceptsNo && s.question && !state.tookNoWell) {
    state.tookNoWell = true;
    state.mood = clamp(state.mood + 1);
    return say(`${script.acceptedNo ?? "Thanks for understanding."} ${converse(state, script, s, text)}`);
  }
  if (s.acceptsNo || s.closing) return end(state.tookNoWell ? script.close.warm : script.graceful);
  return null;
}

function answerAsk(state: SceneState, script: Script, s: LineSignals): PartnerReply | null {
  if (!script.ask || !s.ask) return null;
  const mood = state.mood + (s.concretePlan ? 1 : 0) - (s.vagueAsk ? 1 : 0) + (s.respectful ? 1 : 0);
  const tooEarly = state.lines <= (script.minTurnsBeforeAsk ?? 0);
  if (mood >= 2 && !tooEarly) {
    state.agreed = true;
    return say(pick(state, "yes", script.ask.yes));
  }
  if (mood >= 0 && state.maybes === 0) {
    state.maybes += 1;
    return say(pick(state, "maybe", script.ask.maybe));
  }
  state.saidNo = true;
  return say(pick(state, "no", script.ask.no));
}

/** The available topic mentioned last: a line usually ends with what he is asking about. */
function latestTopic(script: Script, state: SceneState, text: string): number {
  let found = -1;
  let at = -1;
  script.topics.forEach((topic, i) => {
    const uses = state.topicUses.get(i) ?? 0;
    if (uses >= (topic.more ? 2 : 1)) return;
    const matches = [...text.matchAll(new RegExp(topic.match.source, "g"))];
    const position = matches.at(-1)?.index ?? -1;
    if (position > at) {
      at = position;
      found = i;
    }
  });
  return found;
}

function converse(state: SceneState, script: Script, s: LineSignals, text: string): string {
  const tone = toneOf(s);
  const lift = s.question === "open" && s.specific ? 2 : 1;
  state.mood = clamp(state.mood + (tone === "warm" ? lift : tone === "cool" ? -1 : 0));
  const topicIndex = latestTopic(script, state, text);
  const topic = script.topics[topicIndex];
  if (topic) {
    const uses = state.topicUses.get(topicIndex) ?? 0;
    state.topicUses.set(topicIndex, uses + 1);
    if (tone === "cool" || state.mood < 0) return topic.cool;
    return uses > 0 && topic.more ? topic.more : topic.warm;
  }
  if (s.question === "open" && tone !== "cool") return pick(state, "answers", script.answers);
  const pool = tone === "neutral" && state.mood >= 2 ? "warm" : tone;
  return pick(state, pool, script.replies[pool]);
}

function step(card: ScenarioCard, script: Script, state: SceneState, line: string, last: string | null) {
  const s = readSignals(line, { details: script.details, lastPartnerLine: last, turnIndex: state.lines });
  const text = normalizeMessage(line);
  state.lines += 1;
  if (state.saidNo) {
    const reply = afterHerNo(state, script, s, text);
    if (reply) return reply;
  }
  if (s.stereotype) {
    state.mood = clamp(state.mood - 3);
    return strike(state, script, "stereotype", script.stereotype);
  }
  if (s.pushy) {
    state.mood = clamp(state.mood - 2);
    return strike(state, script, "pushy", script.pushy);
  }
  if (state.agreed) return end(script.afterYes);
  if (s.closing) return end(state.mood >= 1 ? script.close.warm : script.close.cool);
  if (card.goalKind === "apology" && s.apology && !state.apologised && script.apologyAccepted) {
    state.apologised = true;
    const warm = s.question === "open" || s.specific;
    state.mood = clamp(state.mood + (warm ? 3 : 2));
    return say(warm ? script.apologyAccepted.warm : script.apologyAccepted.plain);
  }
  if (s.defensive && script.defensive) {
    state.mood = clamp(state.mood - 2);
    return say(pick(state, "defensive", script.defensive));
  }
  const answered = state.saidNo ? null : answerAsk(state, script, s);
  if (answered) return answered;
  const reply = converse(state, script, s, text);
  if (script.closeAfter && state.lines >= script.closeAfter) {
    return end(`${reply} ${state.mood >= 1 ? script.close.warm : script.close.cool}`);
  }
  return say(reply);
}

/** Her reply to the last user line of the transcript. */
export function playPartner(input: {
  scenario: ScenarioCard;
  script: Script;
  transcript: SceneLine[];
  lastTurn: boolean;
}): PartnerReply {
  const { scenario, script } = input;
  const state: SceneState = {
    mood: script.startMood,
    saidNo: scenario.startsWithNo,
    tookNoWell: false,
    agreed: false,
    apologised: false,
    strikes: 0,
    pushesAfterNo: 0,
    maybes: 0,
    lines: 0,
    topicUses: new Map(),
    counters: new Map(),
  };
  let last: string | null = scenario.opening;
  let reply: PartnerReply = say(pick(state, "neutral", script.replies.neutral));
  for (const line of input.transcript) {
    if (line.role === "partner") {
      last = line.content;
      continue;
    }
    if (line.flagged) {
      state.mood = clamp(state.mood - 3);
      continue;
    }
    reply = step(scenario, script, state, line.content, last);
    last = reply.text;
  }
  if (input.lastTurn && !reply.ended) {
    return end(`${reply.text} ${state.mood >= 1 ? script.close.warm : script.close.cool}`);
  }
  return reply;
}
