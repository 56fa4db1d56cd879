import { createOpenAIClient } from "../coach/engines/openai-client";

const MAX_MODELS = 2000;

/** Lists the models a key may use: the cheapest call that proves the key works. */
export async function listModels(input: {
  apiKey: string;
  baseURL?: string;
  timeoutMs: number;
}): Promise<string[]> {
  const client = createOpenAIClient(input);
  const ids: string[] = [];
  for await (const model of client.models.list()) {
    ids.push(model.id);
    if (ids.length >= MAX_MODELS) break;
  }
  return ids.sort();
}
