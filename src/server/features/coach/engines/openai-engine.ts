import { APIConnectionTimeoutError, APIUserAbortError, type OpenAI, RateLimitError } from "openai";
import { type ChatTurn, type CoachContext, type CoachEngine, CoachEngineError } from "../engine";
import { createOpenAIClient } from "./openai-client";
import { buildMessages, buildTitleMessages, DEFAULT_MAX_HISTORY_TOKENS } from "./prompt";

export type OpenAIEngineOptions = {
  apiKey: string;
  /** Any OpenAI-compatible endpoint, ending in /v1 (OpenAI, Ollama, vLLM, LM Studio, llama.cpp, OpenRouter). */
  baseURL?: string;
  model: string;
  /** Time allowed until the first chunk and between chunks. Default 30 s. */
  timeoutMs?: number;
  maxHistoryTokens?: number;
  /** A preconfigured client (tests, custom fetch). apiKey and baseURL are then ignored. */
  client?: OpenAI;
};

export const DEFAULT_TIMEOUT_MS = 30_000;

/** User-facing messages. They never include provider bodies, URLs or keys. */
export const ENGINE_MESSAGES: Record<CoachEngineError["reason"], string> = {
  timeout: "The coach took too long to answer. Please try again.",
  rate_limited: "The coach is busy right now. Please try again in a moment.",
  unavailable: "The coach is unavailable right now. Please try again shortly.",
  bad_response: "The coach sent an answer we couldn't read. Please try again.",
  aborted: "The reply was cancelled.",
};

function engineError(reason: CoachEngineError["reason"], cause?: unknown): CoachEngineError {
  return new CoachEngineError(reason, ENGINE_MESSAGES[reason], cause === undefined ? undefined : { cause });
}

/** Maps whatever the SDK or the transport threw to a CoachEngineError. */
function toEngineError(err: unknown, state: { callerAborted: boolean; idleTimedOut: boolean }) {
  if (err instanceof CoachEngineError) return err;
  // Order matters: our own aborts surface from the SDK as APIUserAbortError (before headers).
  if (state.callerAborted) return engineError("aborted", err);
  if (state.idleTimedOut || err instanceof APIConnectionTimeoutError) return engineError("timeout", err);
  if (err instanceof APIUserAbortError) return engineError("aborted", err);
  if (err instanceof RateLimitError) return engineError("rate_limited", err);
  // An invalid JSON `data:` line makes the SDK's stream iterator rethrow JSON.parse's SyntaxError.
  if (err instanceof SyntaxError) return engineError("bad_response", err);
  // 5xx, other 4xx (bad key, unknown model), connection refused, an `error` event inside the stream,
  // and a socket cut mid-stream (undici's TypeError "terminated") all mean the provider is unusable now.
  return engineError("unavailable", err);
}

export function createOpenAIEngine(options: OpenAIEngineOptions): CoachEngine {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client =
    options.client ?? createOpenAIClient({ apiKey: options.apiKey, baseURL: options.baseURL, timeoutMs });

  async function* reply(input: {
    history: ChatTurn[];
    context: CoachContext;
    signal: AbortSignal;
  }): AsyncGenerator<string> {
    const { signal } = input;
    if (signal.aborted) throw engineError("aborted", signal.reason);

    const controller = new AbortController();
    const state = { callerAborted: false, idleTimedOut: false };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopTimer = () => clearTimeout(timer);
    const startTimer = () => {
      stopTimer();
      timer = setTimeout(() => {
        state.idleTimedOut = true;
        controller.abort();
      }, timeoutMs);
    };
    const onCallerAbort = () => {
      state.callerAborted = true;
      controller.abort();
    };
    signal.addEventListener("abort", onCallerAbort, { once: true });

    let readToEnd = false;
    try {
      const messages = buildMessages({
        history: input.history,
        context: input.context,
        maxHistoryTokens: options.maxHistoryTokens ?? DEFAULT_MAX_HISTORY_TOKENS,
      });
      startTimer();
      const stream = await client.chat.completions.create(
        { model: options.model, messages, stream: true },
        { signal: controller.signal, timeout: timeoutMs, maxRetries: 0 },
      );
      let produced = false;
      for await (const chunk of stream) {
        // After an abort the SDK still hands out chunks it had already buffered; drop them.
        if (controller.signal.aborted) break;
        // Any chunk (even a role-only or reasoning chunk) shows the provider is alive.
        startTimer();
        const delta = chunk.choices[0]?.delta?.content;
        if (!delta) continue;
        produced = true;
        // The idle clock measures the provider, not how fast our consumer reads.
        stopTimer();
        yield delta;
        startTimer();
      }
      // The SDK ends the stream silently (no error) when its signal aborts mid-stream,
      // so a caller abort or an idle timeout must be detected from our own state.
      if (state.callerAborted || state.idleTimedOut) throw toEngineError(undefined, state);
      if (!produced) throw engineError("bad_response");
      readToEnd = true;
    } catch (err) {
      throw toEngineError(err, state);
    } finally {
      stopTimer();
      signal.removeEventListener("abort", onCallerAbort);
      // Releases the connection if the consumer stopped early or an error left the body unread (a
      // body read to its end has released it already).
      if (!readToEnd) controller.abort();
    }
  }

  /** One short answer, not streamed; the caller's signal and the timeout bound it. */
  async function title({ message, signal }: { message: string; signal: AbortSignal }): Promise<string> {
    try {
      const completion = await client.chat.completions.create(
        { model: options.model, messages: buildTitleMessages(message) },
        { signal, timeout: timeoutMs, maxRetries: 0 },
      );
      return completion.choices[0]?.message?.content ?? "";
    } catch (err) {
      throw toEngineError(err, { callerAborted: signal.aborted, idleTimedOut: false });
    }
  }

  return { name: "openai", reply, title };
}
