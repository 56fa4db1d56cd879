import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  billingSummarySchema,
  demoCancelRequestSchema,
  demoCheckoutCompleteResponseSchema,
  demoCheckoutParamsSchema,
  demoCheckoutSchema,
} from "../../../../shared/api/billing";
import { AppError } from "../../../../shared/errors";
import type { Db } from "../../../db/client";
import { billingSummary } from "../billing-summary";
import { findCustomerId } from "../queries";
import { syncSubscription } from "../sync-subscription";
import type { DemoBillingProvider } from "./demo-provider";

/**
 * The demo provider's own pages (what Stripe's hosted Checkout and customer portal are in card
 * mode). Registered only in demo mode; each acts on the signed-in user's own customer.
 */
export async function demoBillingRoutes(
  app: FastifyInstance,
  options: { db: Db; provider: DemoBillingProvider; now: () => Date },
) {
  const { db, provider, now } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("preHandler", app.requireUser);
  const notFound = () => new AppError("NOT_FOUND", "Checkout session not found");

  /** The session, if it belongs to this user's customer; anyone else's looks like none at all. */
  async function ownSession(userId: string, id: string) {
    const [customerId, session] = await Promise.all([findCustomerId(db, userId), provider.findCheckout(id)]);
    if (!session || !customerId || session.customerId !== customerId) throw notFound();
    return session;
  }

  api.get(
    "/api/billing/demo/checkout/:id",
    { schema: { params: demoCheckoutParamsSchema, response: { 200: demoCheckoutSchema } } },
    async (request) => {
      const session = await ownSession(request.user!.id, request.params.id);
      return { id: session.id, status: session.status, cancelUrl: session.cancelUrl };
    },
  );

  api.post(
    "/api/billing/demo/checkout/:id/complete",
    { schema: { params: demoCheckoutParamsSchema, response: { 200: demoCheckoutCompleteResponseSchema } } },
    async (request) => {
      const session = await ownSession(request.user!.id, request.params.id);
      if (session.status === "expired")
        throw new AppError("CONFLICT", "This checkout has expired. Please start again.");
      const done = await provider.completeCheckout(session.id);
      if (!done)
        throw new AppError("CONFLICT", "This checkout can no longer be completed. Please start again.");
      // Stripe would send a webhook now; the demo provider syncs in the same request instead.
      await syncSubscription({ db, provider, customerId: done.customerId, now });
      return { redirectUrl: done.successUrl };
    },
  );

  api.post(
    "/api/billing/demo/cancel",
    { schema: { body: demoCancelRequestSchema, response: { 200: billingSummarySchema } } },
    async (request) => {
      const user = request.user!;
      const customerId = await findCustomerId(db, user.id);
      if (!customerId || !(await provider.setCancelAtPeriodEnd(customerId, request.body.cancelAtPeriodEnd)))
        throw new AppError("NOT_FOUND", "There is no active subscription to change.");
      const synced = await syncSubscription({ db, provider, customerId, now });
      return billingSummary({ db, provider, user: { id: user.id, subscriptionStatus: synced?.plan } });
    },
  );
}
