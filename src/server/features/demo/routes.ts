import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  DEMO_MESSAGES_PER_MINUTE,
  DEMO_REPLY_MIN_MS,
  demoChatRequestSchema,
  demoChatResponseSchema,
} from "../../../shared/api/demo";
import { AppError } from "../../../shared/errors";
import type { Db } from "../../db/client";
import { createOfflineEngine } from "../coach/engines/offline-engine";
import { answerOnce } from "./answer-once";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /demo's call: no session, nothing stored, limited per IP. Always the offline coach, whatever
 * engine the app is configured with, so anonymous visitors never spend the provider bill.
 */
export async function demoRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const engine = createOfflineEngine();
  const limit = app.rateLimit({
    max: DEMO_MESSAGES_PER_MINUTE,
    timeWindow: "1 minute",
    errorResponseBuilder: () =>
      new AppError(
        "TOO_MANY_REQUESTS",
        "That's a lot of demo messages. Please wait a minute, or create a free account for 5 messages a day.",
      ),
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/demo/chat",
    {
      schema: { body: demoChatRequestSchema, response: { 200: demoChatResponseSchema } },
      preHandler: limit,
    },
    async (request) => {
      const started = performance.now();
      const answer = await answerOnce({
        db,
        engine,
        message: request.body.message,
        signal: AbortSignal.timeout(30_000),
      });
      // The reply takes at least DEMO_REPLY_MIN_MS; a timer may fire a little early, hence the loop.
      for (let left = DEMO_REPLY_MIN_MS; left > 0; left = DEMO_REPLY_MIN_MS - (performance.now() - started)) {
        await sleep(Math.ceil(left));
      }
      return { reply: answer.text };
    },
  );
}
