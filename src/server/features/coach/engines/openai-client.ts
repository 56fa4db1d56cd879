import OpenAI from "openai";

/**
 * A client for an OpenAI-compatible endpoint (the SDK's default when baseURL is unset) as every
 * provider call here uses it: no SDK retries, so one timeout bounds the wait, and the SDK's own
 * logging off, since it would print request details and raw provider chunks. Callers map failures
 * to their own errors (the SDK error as `cause`) and log only their kind.
 *
 * A redirect is an error, not followed: an API endpoint has no reason to move a request, and fetch
 * copies every request it may have to follow (its body stream included). Nor is a referrer worked
 * out for a request that has none.
 */
export function createOpenAIClient(input: { apiKey: string; baseURL?: string; timeoutMs: number }): OpenAI {
  return new OpenAI({
    apiKey: input.apiKey,
    baseURL: input.baseURL,
    maxRetries: 0,
    timeout: input.timeoutMs,
    logLevel: "off",
    fetchOptions: { redirect: "error", referrer: "", referrerPolicy: "no-referrer" },
  });
}
