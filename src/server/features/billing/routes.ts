import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  billingSummarySchema,
  checkoutSessionResponseSchema,
  clientSecretResponseSchema,
  createCheckoutSessionRequestSchema,
  portalResponseSchema,
  stripeConfigResponseSchema,
  subscriptionStatusSchema,
  syncRequestSchema,
} from "../../../shared/api/billing";
import { AppError } from "../../../shared/errors";
import { type Entitlements, type Plan, planOf } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { messagesLeftToday } from "../chat/quota";
import { billingSummary } from "./billing-summary";
import type { BillingProvider } from "./provider";
import { findCustomerId } from "./queries";
import { createSubscriptionIntent, startCheckout } from "./start-checkout";
import { syncSubscription } from "./sync-subscription";
import { viaProvider } from "./via-provider";

export type BillingRouteOptions = {
  db: Db;
  now: () => Date;
  entitlements: Record<Plan, Entitlements>;
  provider: BillingProvider;
  /** The app's origin (first) and its other names: checkout may only return to these. */
  origins: readonly string[];
};

const DEMO_NOTICE = "Demo mode: payments are simulated on this server and no money moves.";

export async function billingRoutes(app: FastifyInstance, options: BillingRouteOptions) {
  const { db, now, provider } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Provider calls cost money and time: a few per minute per user is plenty for a person.
  const perUser = (max: number) =>
    app.rateLimit({
      max,
      timeWindow: "1 minute",
      keyGenerator: (request: FastifyRequest) => `billing:${request.user?.id ?? request.ip}`,
      errorResponseBuilder: () =>
        new AppError("TOO_MANY_REQUESTS", "Too many payment requests. Please wait a minute and try again."),
    });
  const signedIn = (max: number) => ({ preHandler: [app.requireUser, perUser(max)] });

  api.get(
    "/api/subscription-status",
    { schema: { response: { 200: subscriptionStatusSchema } }, preHandler: app.requireUser },
    async (request) => {
      const user = request.user!;
      const plan = planOf(user.subscriptionStatus);
      return {
        subscribed: plan === "premium",
        plan,
        messagesLeftToday: await messagesLeftToday(db, {
          userId: user.id,
          subscriptionStatus: user.subscriptionStatus,
          now: now(),
          entitlements: options.entitlements,
        }),
      };
    },
  );

  // The publishable key is public by design; pages show the demo notice when there is none.
  api.get("/api/config/stripe-pk", { schema: { response: { 200: stripeConfigResponseSchema } } }, async () =>
    provider.publishableKey
      ? { mode: provider.mode, publishableKey: provider.publishableKey }
      : { mode: provider.mode, error: DEMO_NOTICE },
  );

  api.post(
    "/api/get-or-create-subscription",
    { schema: { response: { 200: clientSecretResponseSchema } }, ...signedIn(10) },
    async (request) =>
      viaProvider(request, () => createSubscriptionIntent({ db, provider, user: request.user! })),
  );

  api.post(
    "/api/create-checkout-session",
    {
      schema: { body: createCheckoutSessionRequestSchema, response: { 200: checkoutSessionResponseSchema } },
      ...signedIn(10),
    },
    async (request) =>
      viaProvider(request, () =>
        startCheckout({
          db,
          provider,
          user: request.user!,
          successUrl: request.body.successUrl,
          cancelUrl: request.body.cancelUrl,
          origins: options.origins,
        }),
      ),
  );

  api.post(
    "/api/billing/portal",
    { schema: { response: { 200: portalResponseSchema } }, ...signedIn(10) },
    async (request) => {
      const customerId = await findCustomerId(db, request.user!.id);
      if (!customerId) throw new AppError("NOT_FOUND", "There is no subscription to manage yet.");
      const returnUrl = `${options.origins[0]}/profile`;
      return viaProvider(request, () => provider.createPortalSession({ customerId, returnUrl }));
    },
  );

  api.post(
    "/api/billing/sync",
    {
      schema: { body: syncRequestSchema.optional(), response: { 200: billingSummarySchema } },
      ...signedIn(20),
    },
    async (request) => {
      const user = request.user!;
      const customerId = await findCustomerId(db, user.id);
      const sessionId = request.body?.sessionId;
      if (sessionId) {
        const session = await viaProvider(request, () => provider.retrieveCheckoutSession(sessionId));
        // Another user's session is answered exactly like one that does not exist.
        if (!session || !customerId || session.customerId !== customerId)
          throw new AppError("NOT_FOUND", "Checkout session not found");
      }
      const synced = customerId
        ? await viaProvider(request, () => syncSubscription({ db, provider, customerId, now }))
        : null;
      const plan = synced?.plan ?? planOf(user.subscriptionStatus);
      return billingSummary({ db, provider, user: { id: user.id, subscriptionStatus: plan } });
    },
  );

  api.get(
    "/api/billing/subscription",
    { schema: { response: { 200: billingSummarySchema } }, preHandler: app.requireUser },
    async (request) => billingSummary({ db, provider, user: request.user! }),
  );
}
