import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { subscriptionStatusSchema } from "../../../shared/api/billing";
import { isPremium } from "../../../shared/user";

export async function billingRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/subscription-status",
      { schema: { response: { 200: subscriptionStatusSchema } }, preHandler: app.requireUser },
      async (request) => ({ subscribed: isPremium(request.user!.subscriptionStatus) }),
    );
}
