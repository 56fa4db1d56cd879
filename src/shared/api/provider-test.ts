import { z } from "zod";

/** The test pages send the visitor's own provider key in this header; the server never keeps it. */
export const PROVIDER_KEY_HEADER = "x-provider-key";
export const API_KEY_PREFIX = "sk-";
export const API_KEY_MAX = 300;
export const INVALID_API_KEY = {
  title: "Invalid API Key",
  description: "Please enter a valid OpenAI API key starting with 'sk-'",
} as const;
/** Key checks and test messages per IP address per minute. */
export const PROVIDER_TESTS_PER_MINUTE = 10;
export const CHAT_TEST_MESSAGE_MAX = 2000;

/** The 'sk-' rule (spec section 5), plus bounds: one token of visible characters. */
export const apiKeySchema = z
  .string()
  .trim()
  .min(1, INVALID_API_KEY.description)
  .max(API_KEY_MAX, `API keys are at most ${API_KEY_MAX} characters`)
  .startsWith(API_KEY_PREFIX, INVALID_API_KEY.description)
  .regex(/^[\x21-\x7e]+$/, "API keys contain no spaces or special characters");

/** The key travels in the header; `apiKey` in the body is accepted too (the spec's request shape). */
export const testApiKeyRequestSchema = z.object({ apiKey: z.string().optional() }).optional();

export const testApiKeyResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** A few of the model ids the key can use, sorted. */
  models: z.array(z.string()),
  modelCount: z.number().int(),
});
export type TestApiKeyResponse = z.infer<typeof testApiKeyResponseSchema>;

export const chatTestRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Message is empty")
    .max(CHAT_TEST_MESSAGE_MAX, `Test messages are at most ${CHAT_TEST_MESSAGE_MAX} characters`),
});
export type ChatTestRequest = z.infer<typeof chatTestRequestSchema>;

export const chatTestResponseSchema = z.object({
  response: z.string(),
  /** offline: the built-in coach; provider: the visitor's key on the configured provider. */
  engine: z.enum(["offline", "provider"]),
});
export type ChatTestResponse = z.infer<typeof chatTestResponseSchema>;
