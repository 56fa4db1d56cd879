import { APIConnectionTimeoutError, APIUserAbortError, type OpenAI, RateLimitError } from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { z } from "zod";
import { type Feedback, feedbackSchema } from "../../../../shared/api/practice";
import type { ScenarioCard } from "../../../../shared/practice/scenarios";
import { PRACTICE_LINE_MAX, SKILLS } from "../../../../shared/practice/skills";
import { CoachEngineError } from "../../coach/engine";
import { createOpenAIClient } from "../../coach/engines/openai-client";
import { ENGINE_MESSAGES } from "../../coach/engines/openai-engine";
import { normalizeMessage } from "../../coach/safety/normalize";
import type { PracticeEngine, SceneLine } from "../engine";
import { scoreScene } from "../offline/scorer";
import { scriptFor } from "../offline/scripts";
import { partnerMessages, scoringMessages } from "./openai-prompts";

export type OpenAIPracticeEngineOptions = {
  apiKey: string;
  /** Any OpenAI-compatible endpoint, ending in /v1. */
  baseURL?: string;
  model: string;
  /** Time allowed for one answer. Default 30 s. */
  timeoutMs?: number;
  /** A preconfigured client (tests, custom fetch). apiKey and baseURL are then ignored. */
  client?: OpenAI;
  /** Told when a scoring answer was unusable and the offline scorer stood in. */
  onFallback?: (reason: string, cause?: unknown) => void;
};

const partnerReplySchema = z.object({
  reply: z.string().trim().min(1).max(PRACTICE_LINE_MAX),
  ended: z.boolean(),
});
const modelFeedbackSchema = z.object({
  scores: feedbackSchema.shape.scores,
  nextTime: z.string().trim().min(1),
});

/** The first {...} block of a model answer (models like to wrap JSON in prose or code fences). */
function jsonBlock(text: string): unknown {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

function engineError(err: unknown, signal: AbortSignal): CoachEngineError {
  if (err instanceof CoachEngineError) return err;
  const reason =
    err instanceof APIConnectionTimeoutError || (signal.aborted && signal.reason?.name === "TimeoutError")
      ? "timeout"
      : err instanceof APIUserAbortError
        ? "aborted"
        : err instanceof RateLimitError
          ? "rate_limited"
          : "unavailable";
  return new CoachEngineError(reason, ENGINE_MESSAGES[reason], { cause: err });
}

/** His quote matched to one of his own lines (word for word, or a fragment of one), or null. */
function ownLine(quote: string, lines: string[]): string | null {
  const q = normalizeMessage(quote);
  if (!q) return null;
  return (
    lines.find((l) => normalizeMessage(l) === q) ?? lines.find((l) => normalizeMessage(l).includes(q)) ?? null
  );
}

/**
 * The model plays her from the scenario card and scores the scene as JSON validated with zod;
 * when a scoring answer is unusable (invalid JSON, a quote he never said, a provider failure),
 * the offline scorer stands in, so ending a scene always gets a card.
 */
export function createOpenAIPracticeEngine(options: OpenAIPracticeEngineOptions): PracticeEngine {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const client =
    options.client ?? createOpenAIClient({ apiKey: options.apiKey, baseURL: options.baseURL, timeoutMs });

  async function complete(messages: ChatCompletionMessageParam[], signal: AbortSignal): Promise<string> {
    if (signal.aborted) throw engineError(new APIUserAbortError(), signal);
    try {
      const completion = await client.chat.completions.create(
        { model: options.model, messages, temperature: 0.7 },
        { signal, timeout: timeoutMs, maxRetries: 0 },
      );
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new CoachEngineError("bad_response", ENGINE_MESSAGES.bad_response);
      return text;
    } catch (err) {
      throw engineError(err, signal);
    }
  }

  function offline(scenario: ScenarioCard, transcript: SceneLine[]): Feedback {
    return scoreScene({ scenario, script: scriptFor(scenario.id), transcript });
  }

  return {
    name: "openai",

    async respond({ scenario, transcript, lastTurn, signal }) {
      const text = await complete(partnerMessages(scenario, transcript, lastTurn), signal);
      const parsed = partnerReplySchema.safeParse(jsonBlock(text));
      if (parsed.success) return { text: parsed.data.reply, ended: parsed.data.ended };
      // A model that ignored the format but answered in plain words still answered.
      if (!text.includes("{"))
        return { text: text.replace(/^"|"$/g, "").slice(0, PRACTICE_LINE_MAX), ended: false };
      throw new CoachEngineError("bad_response", ENGINE_MESSAGES.bad_response);
    },

    async score({ scenario, transcript, signal }) {
      const fallback = offline(scenario, transcript);
      let text: string;
      try {
        text = await complete(scoringMessages(scenario, transcript), signal);
      } catch (err) {
        options.onFallback?.("provider failure", err);
        return fallback;
      }
      const parsed = modelFeedbackSchema.safeParse(jsonBlock(text));
      if (!parsed.success) {
        options.onFallback?.("invalid scoring JSON", parsed.error);
        return fallback;
      }
      const heard = transcript.filter((l) => l.role === "user" && !l.flagged).map((l) => l.content);
      const scores = { ...parsed.data.scores };
      for (const skill of SKILLS) {
        const line = ownLine(scores[skill].line, heard);
        if (!line) {
          options.onFallback?.(`quoted a line he never said (${skill})`);
          return fallback;
        }
        scores[skill] = { ...scores[skill], line };
      }
      // A line the safety layer stopped decides respect, as in the offline rubric.
      if (transcript.some((l) => l.flagged)) scores.respect = fallback.scores.respect;
      return { scores, nextTime: parsed.data.nextTime, scoredBy: "openai" };
    },
  };
}
