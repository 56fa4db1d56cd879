import type { BillingSummary, SubscriptionState } from "../../../shared/api/billing";
import { planOf } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { type BillingProvider, isPremiumState } from "./provider";
import { findCustomerId, listUserSubscriptions } from "./queries";

type Row = Awaited<ReturnType<typeof listUserSubscriptions>>[number];

/** Which subscription the user sees: the paying one, else one needing attention, else the newest. */
function current(rows: Row[]): Row | undefined {
  const rank = (row: Row) => {
    if (isPremiumState(row.status)) return 0;
    if (row.status === "past_due" || row.status === "unpaid") return 1;
    if (row.status === "incomplete" || row.status === "incomplete_expired") return 3;
    return 2;
  };
  return [...rows].sort((a, b) => rank(a) - rank(b) || b.createdAt.getTime() - a.createdAt.getTime())[0];
}

/** The profile's view of billing, from the synced mirror (no provider call). */
export async function billingSummary(input: {
  db: Db;
  provider: BillingProvider;
  user: { id: string; subscriptionStatus?: string | null };
}): Promise<BillingSummary> {
  const [rows, customerId] = await Promise.all([
    listUserSubscriptions(input.db, input.user.id),
    findCustomerId(input.db, input.user.id),
  ]);
  const shown = current(rows);
  return {
    mode: input.provider.mode,
    plan: planOf(input.user.subscriptionStatus),
    subscription: shown
      ? {
          status: shown.status as SubscriptionState,
          cancelAtPeriodEnd: shown.cancelAtPeriodEnd,
          currentPeriodEnd: shown.currentPeriodEnd?.toISOString() ?? null,
        }
      : null,
    canManage: customerId !== null && shown !== undefined,
  };
}
