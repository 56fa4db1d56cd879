import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { accountExportSchema, deleteAccountRequestSchema } from "../../../shared/api/account";
import { AppError } from "../../../shared/errors";
import type { Db } from "../../db/client";
import { forwardCookies, toFetchHeaders } from "../../plugins/fetch-bridge";
import type { BillingProvider } from "../billing/provider";
import { deleteAccount } from "./delete-account";
import { exportAccount } from "./export-account";

/** The Privacy Policy's promises: download everything, or delete everything. */
export async function accountRoutes(
  app: FastifyInstance,
  options: { db: Db; provider: BillingProvider; now: () => Date },
) {
  const { db, now } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = app.rateLimit({
    max: 5,
    timeWindow: "1 minute",
    keyGenerator: (request: FastifyRequest) => `account:${request.user?.id ?? request.ip}`,
    errorResponseBuilder: () =>
      new AppError("TOO_MANY_REQUESTS", "Too many requests. Please wait a minute and try again."),
  });

  api.get(
    "/api/account/export",
    { schema: { response: { 200: accountExportSchema } }, preHandler: [app.requireUser, limit] },
    async (request, reply) => {
      const at = now();
      const data = await exportAccount({ db, userId: request.user!.id, now: at });
      if (!data) throw new AppError("NOT_FOUND", "Account not found");
      const day = at.toISOString().slice(0, 10);
      reply
        .header("content-disposition", `attachment; filename="dating-coach-ai-data-${day}.json"`)
        .header("cache-control", "no-store");
      return data;
    },
  );

  api.delete(
    "/api/account",
    { schema: { body: deleteAccountRequestSchema }, preHandler: [app.requireUser, limit] },
    async (request, reply) => {
      await deleteAccount({
        db,
        provider: options.provider,
        userId: request.user!.id,
        log: request.log,
        signOut: async () => {
          const response = await app.auth.api.signOut({ headers: toFetchHeaders(request), asResponse: true });
          forwardCookies(response.headers, reply);
        },
      });
      request.log.info("account deleted");
      return reply.header("cache-control", "no-store").status(204).send();
    },
  );
}
