import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  chatTestRequestSchema,
  chatTestResponseSchema,
  INVALID_API_KEY,
  PROVIDER_TESTS_PER_MINUTE,
  testApiKeyRequestSchema,
  testApiKeyResponseSchema,
} from "../../../shared/api/provider-test";
import { AppError } from "../../../shared/errors";
import type { Db } from "../../db/client";
import { createOfflineEngine } from "../coach/engines/offline-engine";
import { createOpenAIEngine } from "../coach/engines/openai-engine";
import { answerOnce } from "../demo/answer-once";
import { listModels } from "./list-models";
import { failureKind, providerFailure, tookTooLong } from "./provider-failure";
import { readProviderKey } from "./provider-key";

export type ProviderTestOptions = {
  db: Db;
  /** OPENAI_BASE_URL: any OpenAI-compatible endpoint; the SDK's default when unset. */
  baseURL?: string;
  /** COACH_MODEL: the model /chat-test talks to with the visitor's key. */
  model: string;
  timeoutMs: number;
};

const MODELS_SHOWN = 20;

/**
 * /api-key-setup and /chat-test: the visitor's own key checks the provider and talks to it. The
 * key arrives in a header, is used for this one request, and is never stored or logged.
 */
export async function providerTestRoutes(app: FastifyInstance, options: ProviderTestOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, baseURL, model, timeoutMs } = options;
  const offline = createOfflineEngine();
  const limit = () =>
    app.rateLimit({
      max: PROVIDER_TESTS_PER_MINUTE,
      timeWindow: "1 minute",
      errorResponseBuilder: () =>
        new AppError("TOO_MANY_REQUESTS", "Too many tests from your address. Please wait a minute."),
    });

  api.post(
    "/api/test-api-key",
    {
      schema: { body: testApiKeyRequestSchema, response: { 200: testApiKeyResponseSchema } },
      preHandler: limit(),
    },
    async (request) => {
      const apiKey = readProviderKey(request, request.body?.apiKey);
      if (!apiKey) throw new AppError("BAD_REQUEST", INVALID_API_KEY.description);
      let models: string[];
      try {
        models = await listModels({ apiKey, baseURL, timeoutMs });
      } catch (error) {
        request.log.warn({ failure: failureKind(error) }, "API key check failed");
        throw providerFailure(error, model);
      }
      const coachModel = models.includes(model)
        ? ` The coach's model, ${model}, is one of them.`
        : ` The coach's model, ${model}, is not in the list.`;
      return {
        ok: true as const,
        message: `Your key works: ${models.length} model${models.length === 1 ? "" : "s"} available.${coachModel}`,
        models: models.slice(0, MODELS_SHOWN),
        modelCount: models.length,
      };
    },
  );

  api.post(
    "/api/chat-test",
    {
      schema: { body: chatTestRequestSchema, response: { 200: chatTestResponseSchema } },
      preHandler: limit(),
    },
    async (request) => {
      const apiKey = readProviderKey(request);
      const engine = apiKey ? createOpenAIEngine({ apiKey, baseURL, model, timeoutMs }) : offline;
      // The deadline bounds the provider's whole answer. The offline coach runs in this process
      // with no network, so a slow moment on the server must not cut its answer to nothing.
      const deadline = apiKey ? AbortSignal.timeout(timeoutMs * 2) : new AbortController().signal;
      let text: string;
      try {
        ({ text } = await answerOnce({ db, engine, message: request.body.message, signal: deadline }));
      } catch (error) {
        request.log.warn({ failure: failureKind(error) }, "chat test failed");
        throw deadline.aborted ? tookTooLong() : providerFailure(error, model);
      }
      if (!text) {
        throw deadline.aborted
          ? tookTooLong()
          : new AppError("UNAVAILABLE", "The coach returned an empty answer. Please try again.");
      }
      return { response: text, engine: apiKey ? ("provider" as const) : ("offline" as const) };
    },
  );
}
