import OpenAI from "openai";

const MAX_MODELS = 2000;

/** Lists the models a key may use: the cheapest call that proves the key works. */
export async function listModels(input: {
  apiKey: string;
  baseURL?: string;
  timeoutMs: number;
}): Promise<string[]> {
  const client = new OpenAI({
    apiKey: input.apiKey,
    baseURL: input.baseURL,
    maxRetries: 0,
    timeout: input.timeoutMs,
    // The SDK's own logging could print request details; failures are mapped by the caller.
    logLevel: "off",
  });
  const ids: string[] = [];
  for await (const model of client.models.list()) {
    ids.push(model.id);
    if (ids.length >= MAX_MODELS) break;
  }
  return ids.sort();
}
