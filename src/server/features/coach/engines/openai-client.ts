import OpenAI from "openai";
import { httpFetch } from "./http-transport";

/**
 * A client for an OpenAI-compatible endpoint (the SDK's default when baseURL is unset) as every
 * provider call here uses it: no SDK retries, so one timeout bounds the wait, and the SDK's own
 * logging off, since it would print request details and raw provider chunks. Callers map failures
 * to their own errors (the SDK error as `cause`) and log only their kind.
 *
 * Requests go through httpFetch (http-transport.ts): a streamed reply reaches the SDK as the
 * connection's own stream, and a redirect is an error, not followed.
 */
export function createOpenAIClient(input: { apiKey: string; baseURL?: string; timeoutMs: number }): OpenAI {
  return new OpenAI({
    apiKey: input.apiKey,
    baseURL: input.baseURL,
    maxRetries: 0,
    timeout: input.timeoutMs,
    logLevel: "off",
    fetch: httpFetch,
  });
}
