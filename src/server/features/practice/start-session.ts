import { AppError } from "../../../shared/errors";
import type { Entitlements, Plan } from "../../../shared/plans";
import type { ScenarioCard } from "../../../shared/practice/scenarios";
import type { Db } from "../../db/client";
import { practiceSessions, practiceTurns } from "../../db/schema";
import {
  type AllowanceInput,
  leftToday,
  lockPlanLimits,
  startOfUtcDay,
} from "../plan-limits/daily-allowance";
import { countSessionsSince } from "./queries";

export const practiceSessionsLeftToday = (db: Db, input: AllowanceInput) =>
  leftToday(db, { ...input, limit: "practiceSessionsPerDay", countSince: countSessionsSince });

/**
 * Starts a scene: counts today's sessions against the plan and stores the new one (with her
 * opening line, if the scenario has one) in one transaction holding the user's row lock, so
 * concurrent starts queue and a free user never gets two sessions in a day.
 */
export async function startSession(
  db: Db,
  input: {
    userId: string;
    scenario: ScenarioCard;
    engine: string;
    now: Date;
    entitlements: Record<Plan, Entitlements>;
  },
) {
  return db.transaction(async (tx) => {
    const limit = (await lockPlanLimits(tx, input)).practiceSessionsPerDay;
    if (limit !== null) {
      const used = await countSessionsSince(tx, input.userId, startOfUtcDay(input.now));
      if (used >= limit) {
        throw new AppError(
          "PAYMENT_REQUIRED",
          `Subscription required: the free plan includes ${limit} practice session${limit === 1 ? "" : "s"} a day. Upgrade to Premium for unlimited practice.`,
        );
      }
    }
    const [session] = await tx
      .insert(practiceSessions)
      .values({
        userId: input.userId,
        scenarioId: input.scenario.id,
        engine: input.engine,
        startedAt: input.now,
      })
      .returning();
    if (input.scenario.opening) {
      await tx.insert(practiceTurns).values({
        sessionId: session!.id,
        position: 0,
        role: "partner",
        content: input.scenario.opening,
        createdAt: input.now,
      });
    }
    return session!;
  });
}
