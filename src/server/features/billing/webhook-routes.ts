import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { handleWebhook } from "./handle-webhook";
import type { BillingProvider } from "./provider";
import { viaProvider } from "./via-provider";

/**
 * POST /api/stripe/webhook. Registered in its own context so JSON stays a raw Buffer here (the
 * signature covers the exact bytes), and exempt from the same-origin check: Stripe sends no
 * Origin, and the signature proves the sender instead.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  options: { db: Db; provider: BillingProvider; now: () => Date },
) {
  if (!options.provider.verifyWebhook) return;
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.post("/api/stripe/webhook", { config: { skipOriginCheck: true } }, async (request) => {
    const signature = request.headers["stripe-signature"];
    const outcome = await viaProvider(request, () =>
      handleWebhook({
        db: options.db,
        provider: options.provider,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: typeof signature === "string" ? signature : undefined,
        now: options.now,
      }),
    );
    return { received: true, outcome };
  });
}
