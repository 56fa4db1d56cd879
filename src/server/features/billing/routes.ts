import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { subscriptionStatusSchema } from "../../../shared/api/billing";
import { type Entitlements, type Plan, planOf } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { messagesLeftToday } from "../chat/quota";

export async function billingRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => Date; entitlements: Record<Plan, Entitlements> },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/subscription-status",
      { schema: { response: { 200: subscriptionStatusSchema } }, preHandler: app.requireUser },
      async (request) => {
        const user = request.user!;
        const plan = planOf(user.subscriptionStatus);
        return {
          subscribed: plan === "premium",
          plan,
          messagesLeftToday: await messagesLeftToday(options.db, {
            userId: user.id,
            subscriptionStatus: user.subscriptionStatus,
            now: options.now(),
            entitlements: options.entitlements,
          }),
        };
      },
    );
}
