import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  practiceLineRequestSchema,
  practiceOverviewSchema,
  practiceSessionParamsSchema,
  practiceSessionSchema,
  startPracticeRequestSchema,
} from "../../../shared/api/practice";
import { AppError } from "../../../shared/errors";
import type { Entitlements, Plan } from "../../../shared/plans";
import { findScenario } from "../../../shared/practice/scenarios";
import type { Db } from "../../db/client";
import { endSession } from "./end-session";
import type { PracticeEngine } from "./engine";
import { findSession, listSessions, listTurns, serializeSession, serializeSummary } from "./queries";
import { practiceSessionsLeftToday, startSession } from "./start-session";
import { sessionNotFound, takeTurn } from "./take-turn";

type Options = { db: Db; engine: PracticeEngine; now: () => Date; entitlements: Record<Plan, Entitlements> };

/** A provider slower than this gets the scene's line refused, not a hanging request. */
const ENGINE_DEADLINE_MS = 90_000;

export async function practiceRoutes(app: FastifyInstance, { db, engine, now, entitlements }: Options) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("preHandler", app.requireUser);

  api.get(
    "/api/practice/sessions",
    { schema: { response: { 200: practiceOverviewSchema } } },
    async (request) => {
      const user = request.user!;
      const [sessions, sessionsLeftToday] = await Promise.all([
        listSessions(db, user.id),
        practiceSessionsLeftToday(db, {
          userId: user.id,
          subscriptionStatus: user.subscriptionStatus,
          now: now(),
          entitlements,
        }),
      ]);
      return { sessions: sessions.map(serializeSummary), sessionsLeftToday };
    },
  );

  api.post(
    "/api/practice/sessions",
    { schema: { body: startPracticeRequestSchema, response: { 200: practiceSessionSchema } } },
    async (request) => {
      const scenario = findScenario(request.body.scenarioId);
      if (!scenario) throw new AppError("BAD_REQUEST", "Unknown scenario");
      const session = await startSession(db, {
        userId: request.user!.id,
        scenario,
        engine: engine.name,
        now: now(),
        entitlements,
      });
      return serializeSession(session, await listTurns(db, session.id));
    },
  );

  api.get(
    "/api/practice/sessions/:id",
    { schema: { params: practiceSessionParamsSchema, response: { 200: practiceSessionSchema } } },
    async (request) => {
      const session = await findSession(db, { userId: request.user!.id, id: request.params.id });
      if (!session) throw sessionNotFound();
      return serializeSession(session, await listTurns(db, session.id));
    },
  );

  api.post(
    "/api/practice/sessions/:id/turns",
    {
      schema: {
        params: practiceSessionParamsSchema,
        body: practiceLineRequestSchema,
        response: { 200: practiceSessionSchema },
      },
    },
    async (request) =>
      takeTurn(db, {
        engine,
        userId: request.user!.id,
        subscriptionStatus: request.user!.subscriptionStatus,
        sessionId: request.params.id,
        text: request.body.message,
        now: now(),
        entitlements,
        signal: AbortSignal.timeout(ENGINE_DEADLINE_MS),
      }),
  );

  api.post(
    "/api/practice/sessions/:id/end",
    { schema: { params: practiceSessionParamsSchema, response: { 200: practiceSessionSchema } } },
    async (request) =>
      endSession(db, {
        engine,
        userId: request.user!.id,
        sessionId: request.params.id,
        now: now(),
        signal: AbortSignal.timeout(ENGINE_DEADLINE_MS),
      }),
  );
}
