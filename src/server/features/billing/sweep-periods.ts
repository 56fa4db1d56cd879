import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { BillingProvider } from "./provider";
import { customersWithEndedPeriods, pruneEvents } from "./queries";
import { syncSubscription } from "./sync-subscription";

const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Re-reads every subscription whose paid period has ended: a cancelled one ends, a renewed one
 * gets its new period. Webhooks do this too; the sweep covers a lost webhook and demo mode,
 * which has none. Answers how many customers were synced.
 */
export async function sweepEndedPeriods(input: {
  db: Db;
  provider: BillingProvider;
  now: () => Date;
  log?: Pick<FastifyBaseLogger, "error">;
}): Promise<number> {
  const customers = await customersWithEndedPeriods(input.db, input.now());
  let synced = 0;
  for (const customerId of customers) {
    try {
      await syncSubscription({ ...input, customerId });
      synced += 1;
    } catch (error) {
      input.log?.error({ err: error, customerId }, "subscription sweep: sync failed");
    }
  }
  await pruneEvents(input.db, new Date(input.now().getTime() - EVENT_RETENTION_MS));
  return synced;
}

/** Runs the sweep every `intervalMs` until stopped; a slow sweep never overlaps the next. */
export function startPeriodSweep(input: Parameters<typeof sweepEndedPeriods>[0] & { intervalMs: number }) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await sweepEndedPeriods(input);
    } catch (error) {
      input.log?.error({ err: error }, "subscription sweep failed");
    } finally {
      running = false;
    }
  }, input.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
