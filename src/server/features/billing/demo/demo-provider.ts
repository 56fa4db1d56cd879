import { randomBytes } from "node:crypto";
import type { Db } from "../../../db/client";
import type { BillingProvider, ProviderCheckoutSession, ProviderSubscription } from "../provider";
import {
  completeDemoCheckout,
  type DemoSubscriptionRow,
  deleteDemoCustomer,
  findDemoCheckout,
  insertDemoCheckout,
  insertDemoCustomer,
  listDemoSubscriptions,
  updateDemoSubscription,
} from "./queries";

export const DEMO_PRICE_ID = "price_demo_premium_monthly";
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

const newId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString("hex")}`;

/**
 * `months` calendar months after `anchor`, on the anchor's day or the month's last day, like a
 * card subscription's billing cycle (Jan 31 -> Feb 28 -> Mar 31).
 */
export function addMonths(anchor: Date, months: number): Date {
  const next = new Date(anchor);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(anchor.getUTCDate(), lastDay));
  return next;
}

export type DemoBillingProvider = BillingProvider & {
  mode: "demo";
  /** The local checkout page's "Subscribe": starts the subscription, no card, no money. */
  completeCheckout(sessionId: string): Promise<{ customerId: string; successUrl: string } | null>;
  findCheckout(sessionId: string): Promise<(ProviderCheckoutSession & { cancelUrl: string }) | null>;
  /** The local manage page: cancel at the end of the period, or keep the subscription after all. */
  setCancelAtPeriodEnd(customerId: string, cancel: boolean): Promise<boolean>;
};

export function isDemoProvider(provider: BillingProvider): provider is DemoBillingProvider {
  return provider.mode === "demo" && "completeCheckout" in provider;
}

/**
 * Demo mode's provider: the same lifecycle as a card subscription (active, renewing monthly,
 * cancel at period end, canceled when the period ends), kept in local tables. No money moves.
 */
export function createDemoProvider(options: { db: Db; now: () => Date }): DemoBillingProvider {
  const { db, now } = options;

  /** What time has done to a subscription: renewals, or the end of a cancelled one. */
  async function advance(row: DemoSubscriptionRow): Promise<DemoSubscriptionRow> {
    const at = now();
    if (row.status !== "active" || row.currentPeriodEnd > at) return row;
    if (row.cancelAtPeriodEnd) {
      const ended = { ...row, status: "canceled", endedAt: row.currentPeriodEnd };
      await updateDemoSubscription(db, row.id, { status: "canceled", endedAt: row.currentPeriodEnd });
      return ended;
    }
    let cycle = 1;
    while (addMonths(row.createdAt, cycle) <= at) cycle += 1;
    const start = addMonths(row.createdAt, cycle - 1);
    const end = addMonths(row.createdAt, cycle);
    await updateDemoSubscription(db, row.id, { currentPeriodStart: start, currentPeriodEnd: end });
    return { ...row, currentPeriodStart: start, currentPeriodEnd: end };
  }

  const toSubscription = (row: DemoSubscriptionRow): ProviderSubscription => ({
    id: row.id,
    customerId: row.customerId,
    status: row.status as ProviderSubscription["status"],
    priceId: DEMO_PRICE_ID,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    createdAt: row.createdAt,
  });

  async function findCheckout(id: string) {
    const row = await findDemoCheckout(db, id);
    if (!row) return null;
    const expired = row.status === "open" && row.expiresAt <= now();
    return {
      id: row.id,
      customerId: row.customerId,
      status: expired ? ("expired" as const) : row.status,
      cancelUrl: row.cancelUrl,
    };
  }

  return {
    mode: "demo",
    publishableKey: null,

    async createCustomer({ email }) {
      const id = newId("cus");
      await insertDemoCustomer(db, { id, email, now: now() });
      return id;
    },

    async listSubscriptions(customerId) {
      const rows = await listDemoSubscriptions(db, customerId);
      return Promise.all(rows.map(async (row) => toSubscription(await advance(row))));
    },

    async createCheckoutSession({ customerId, successUrl, cancelUrl }) {
      const id = newId("cs");
      const at = now();
      const separator = successUrl.includes("?") ? "&" : "?";
      await insertDemoCheckout(db, {
        id,
        customerId,
        successUrl: `${successUrl}${separator}session_id=${id}`,
        cancelUrl,
        now: at,
        expiresAt: new Date(at.getTime() + CHECKOUT_LIFETIME_MS),
      });
      return { id, url: `/demo-checkout?session=${id}` };
    },

    retrieveCheckoutSession: findCheckout,
    findCheckout,

    // The embedded card form needs Stripe; demo mode pays through its checkout page instead.
    subscriptionClientSecret: async () => null,

    createPortalSession: async () => ({ url: "/demo-portal" }),

    deleteCustomer: (customerId) => deleteDemoCustomer(db, customerId),

    async completeCheckout(sessionId) {
      const at = now();
      const done = await completeDemoCheckout(db, {
        sessionId,
        subscriptionId: newId("sub"),
        now: at,
        periodEnd: addMonths(at, 1),
      });
      if (done?.status !== "complete") return null;
      return { customerId: done.customerId, successUrl: done.successUrl };
    },

    async setCancelAtPeriodEnd(customerId, cancel) {
      const rows = await Promise.all((await listDemoSubscriptions(db, customerId)).map(advance));
      const current = rows.find((row) => row.status === "active");
      if (!current) return false;
      await updateDemoSubscription(db, current.id, { cancelAtPeriodEnd: cancel });
      return true;
    },
  };
}
