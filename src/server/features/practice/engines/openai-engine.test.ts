import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import {
  type OpenAICompatibleServer,
  startOpenAICompatibleServer,
} from "../../../../../tests/support/openai-compatible-server";
import { findScenario } from "../../../../shared/practice/scenarios";
import { CoachEngineError } from "../../coach/engine";
import type { SceneLine } from "../engine";
import { createOfflinePracticeEngine } from "./offline-engine";
import { createOpenAIPracticeEngine } from "./openai-engine";

const scenario = findScenario("first-date")!;
const signal = () => new AbortController().signal;
const transcript: SceneLine[] = [
  { role: "partner", content: scenario.opening! },
  { role: "user", content: "I have! How was Lisbon?" },
  { role: "partner", content: "Amazing. I got lost every day." },
  { role: "user", content: "What surprised you most about the city?" },
];

let server: OpenAICompatibleServer;
const fallbacks: string[] = [];
beforeAll(async () => {
  server = await startOpenAICompatibleServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  fallbacks.length = 0;
});

const engine = () =>
  createOpenAIPracticeEngine({
    apiKey: "sk-test-practice",
    baseURL: server.url,
    model: "partner-test-model",
    timeoutMs: 2000,
    onFallback: (reason) => fallbacks.push(reason),
  });
const answer = (value: unknown) =>
  server.setBehaviour({
    kind: "ok",
    text: typeof value === "string" ? value : JSON.stringify(value),
    chunks: 1,
  });
const card = (line: string) => ({
  score: 4,
  reason: "Good follow-up.",
  line,
  better: "Tell me about the tiles.",
});
const validScores = (line: string) => ({
  scores: { respect: card(line), curiosity: card(line), clarity: card(line), confidence: card(line) },
  nextTime: "Share a story of your own.",
});

test("she answers in character from the scenario card, as validated JSON", async () => {
  answer({ reply: "The tiles! Whole streets of them.", ended: false });
  const reply = await engine().respond({ scenario, transcript, lastTurn: false, signal: signal() });
  expect(reply).toEqual({ text: "The tiles! Whole streets of them.", ended: false });
  const [request] = server.requests;
  expect(request?.body.model).toBe("partner-test-model");
  const messages = request?.body.messages ?? [];
  expect(messages[0]?.role).toBe("system");
  expect(messages[0]?.content).toContain("You play Yuna");
  expect(messages[0]?.content).toContain(scenario.setting);
  expect(messages[0]?.content).not.toContain("last exchange");
  expect(messages.map((m) => m.role)).toEqual(["system", "assistant", "user", "assistant", "user"]);
  expect(messages.at(-1)?.content).toBe("What surprised you most about the city?");
});

test("JSON wrapped in prose counts; plain words count as the reply; broken JSON is a bad response", async () => {
  answer('Sure! ```json\n{"reply": "Bye for now!", "ended": true}\n```');
  expect(await engine().respond({ scenario, transcript, lastTurn: true, signal: signal() })).toEqual({
    text: "Bye for now!",
    ended: true,
  });
  expect(server.requests[0]?.body.messages?.[0]?.content).toContain("last exchange");
  answer("Honestly, the tiles.");
  expect(await engine().respond({ scenario, transcript, lastTurn: false, signal: signal() })).toEqual({
    text: "Honestly, the tiles.",
    ended: false,
  });
  answer('{"reply": "The ti');
  const error = await engine()
    .respond({ scenario, transcript, lastTurn: false, signal: signal() })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CoachEngineError);
  expect((error as CoachEngineError).reason).toBe("bad_response");
});

test("provider failures map to the coach's engine errors", async () => {
  server.setBehaviour({ kind: "status", status: 429 });
  const limited = await engine()
    .respond({ scenario, transcript, lastTurn: false, signal: signal() })
    .catch((e: unknown) => e);
  expect((limited as CoachEngineError).reason).toBe("rate_limited");
  server.setBehaviour({ kind: "status", status: 500 });
  const down = await engine()
    .respond({ scenario, transcript, lastTurn: false, signal: signal() })
    .catch((e: unknown) => e);
  expect((down as CoachEngineError).reason).toBe("unavailable");
  expect((down as CoachEngineError).message).not.toContain("sk-test");
});

test("valid scores are used, with his quote matched to his full line", async () => {
  answer(validScores("What surprised you most"));
  const feedback = await engine().score({ scenario, transcript, signal: signal() });
  expect(feedback.scoredBy).toBe("openai");
  expect(feedback.scores.curiosity).toEqual(card("What surprised you most about the city?"));
  expect(feedback.nextTime).toBe("Share a story of your own.");
  expect(fallbacks).toEqual([]);
  expect(server.requests[0]?.body.messages?.[1]?.content).toContain("You: I have! How was Lisbon?");
});

test("invalid JSON, out-of-range scores, a quote he never said, or a failure: the offline scorer", async () => {
  const offline = await createOfflinePracticeEngine().score({ scenario, transcript, signal: signal() });
  const cases: [string, () => void][] = [
    ["invalid scoring JSON", () => answer("Great job! 5/5 everywhere.")],
    ["invalid scoring JSON", () => answer({ ...validScores("How was Lisbon?"), nextTime: 7 })],
    [
      "invalid scoring JSON",
      () => answer({ scores: { ...validScores("x").scores, respect: { ...card("x"), score: 9 } } }),
    ],
    ["quoted a line he never said (respect)", () => answer(validScores("Your English is so good"))],
    ["provider failure", () => server.setBehaviour({ kind: "status", status: 500 })],
  ];
  for (const [reason, arrange] of cases) {
    fallbacks.length = 0;
    arrange();
    expect(await engine().score({ scenario, transcript, signal: signal() })).toEqual(offline);
    expect(fallbacks).toEqual([reason]);
  }
});

test("a stopped line never reaches the provider, and respect comes from the offline rubric", async () => {
  const stopped = "a harmful line the coach stopped";
  const flagged: SceneLine[] = [...transcript, { role: "user", content: stopped, flagged: true }];
  answer({ reply: "So, what do you do?", ended: false });
  await engine().respond({ scenario, transcript: flagged, lastTurn: false, signal: signal() });
  answer(validScores("How was Lisbon?"));
  const feedback = await engine().score({ scenario, transcript: flagged, signal: signal() });
  expect(JSON.stringify(server.requests.map((r) => r.body))).not.toContain(stopped);
  expect(feedback.scoredBy).toBe("openai");
  expect(feedback.scores.respect).toMatchObject({ score: 1, line: stopped });
  expect(feedback.scores.clarity.line).toBe("I have! How was Lisbon?");
});
