import { eq } from "drizzle-orm";
import { type Entitlements, type Plan, planOf } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/** The plan limits with a daily cap (null in a plan: no cap). */
type DailyLimit = "messagesPerDay" | "practiceSessionsPerDay";

export type AllowanceInput = {
  userId: string;
  subscriptionStatus: string | null | undefined;
  now: Date;
  entitlements: Record<Plan, Entitlements>;
};

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** How much of a daily limit is left today (UTC); null when the user's plan has no cap. */
export async function leftToday(
  db: Db,
  input: AllowanceInput & {
    limit: DailyLimit;
    countSince: (db: Db, userId: string, since: Date) => Promise<number>;
  },
): Promise<number | null> {
  const limit = input.entitlements[planOf(input.subscriptionStatus)][input.limit];
  if (limit === null) return null;
  const used = await input.countSince(db, input.userId, startOfUtcDay(input.now));
  return Math.max(0, limit - used);
}

/**
 * Locks the user's row until the transaction ends and returns the limits of their plan as stored
 * now: a user's concurrent requests queue here, so the counts taken after it cannot race.
 */
export async function lockPlanLimits(
  tx: Db,
  input: { userId: string; entitlements: Record<Plan, Entitlements> },
): Promise<Entitlements> {
  const [user] = await tx
    .select({ status: users.subscriptionStatus })
    .from(users)
    .where(eq(users.id, input.userId))
    .for("update");
  return input.entitlements[planOf(user?.status)];
}
