import type { FastifyInstance } from "fastify";
import { AppError } from "../../../shared/errors";

export async function healthRoutes(app: FastifyInstance, options: { ping: () => Promise<void> }) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (request) => {
    try {
      await options.ping();
    } catch (err) {
      request.log.error({ err }, "database unreachable");
      throw new AppError("UNAVAILABLE", "Database unreachable");
    }
    return { status: "ok" };
  });
}
