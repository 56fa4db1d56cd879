import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  friendlyFloor,
  STAT_MINIMUMS,
  type StatsResponse,
  statsResponseSchema,
} from "../../../shared/api/stats";
import type { Db } from "../../db/client";
import { countActivity } from "./queries";

/** The figures change slowly; counting on every landing-page view would not. */
export const STATS_TTL_MS = 60_000;

type Options = { db: Db; now: () => Date };

/** Public, anonymous figures for the landing page and the paywall. */
export async function statsRoutes(app: FastifyInstance, { db, now }: Options) {
  let cached: { at: number; body: Promise<StatsResponse> } | null = null;

  async function compute(): Promise<StatsResponse> {
    const counts = await countActivity(db);
    return {
      messagesSent: friendlyFloor(counts.messagesSent, STAT_MINIMUMS.messagesSent),
      conversations: friendlyFloor(counts.conversations, STAT_MINIMUMS.conversations),
      members: friendlyFloor(counts.members, STAT_MINIMUMS.members),
    };
  }

  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/stats", { schema: { response: { 200: statsResponseSchema } } }, async (_request, reply) => {
      const at = now().getTime();
      // One count at a time, shared by every request that arrives while it runs.
      if (!cached || at - cached.at >= STATS_TTL_MS) {
        const body = compute();
        cached = { at, body };
        body.catch(() => {
          if (cached?.body === body) cached = null;
        });
      }
      reply.header("cache-control", `public, max-age=${STATS_TTL_MS / 1000}`);
      return cached.body;
    });
}
