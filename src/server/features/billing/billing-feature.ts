import type { FastifyInstance } from "fastify";
import type { Entitlements, Plan } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { isDemoProvider } from "./demo/demo-provider";
import { demoBillingRoutes } from "./demo/routes";
import type { BillingProvider } from "./provider";
import { billingRoutes } from "./routes";
import { startPeriodSweep } from "./sweep-periods";
import { webhookRoutes } from "./webhook-routes";

/** How often subscriptions whose period ended are re-read (see sweep-periods.ts). */
const SWEEP_INTERVAL_MS = 60_000;

/** Premium billing: the app's calls, the provider's webhook, demo mode's own pages, the sweep. */
export async function billingFeature(
  app: FastifyInstance,
  options: {
    db: Db;
    now: () => Date;
    entitlements: Record<Plan, Entitlements>;
    provider: BillingProvider;
    origins: readonly string[];
  },
) {
  const { db, now, provider } = options;
  await app.register(billingRoutes, options);
  await app.register(webhookRoutes, { db, provider, now });
  if (isDemoProvider(provider)) await app.register(demoBillingRoutes, { db, provider, now });
  const sweep = startPeriodSweep({ db, provider, now, log: app.log, intervalMs: SWEEP_INTERVAL_MS });
  app.addHook("onClose", async () => sweep.stop());
}
