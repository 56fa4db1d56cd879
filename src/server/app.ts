import { randomBytes } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { ENTITLEMENTS, type Entitlements, type Plan } from "../shared/plans";
import type { Database } from "./db/client";
import { accountRoutes } from "./features/account/routes";
import { createAuth, type OidcOptions } from "./features/auth/create-auth";
import { authRoutes } from "./features/auth/routes";
import { billingFeature } from "./features/billing/billing-feature";
import { createDemoProvider } from "./features/billing/demo/demo-provider";
import { type BillingProvider, STRIPE_CSP_SOURCES } from "./features/billing/provider";
import { chatRoutes } from "./features/chat/routes";
import type { CoachEngine } from "./features/coach/engine";
import { createOfflineEngine } from "./features/coach/engines/offline-engine";
import { readGuide } from "./features/coach/guide";
import { memoryRoutes } from "./features/coach/memory-routes";
import { syncGuide } from "./features/coach/queries";
import { contactRoutes } from "./features/contact/routes";
import { demoRoutes } from "./features/demo/routes";
import { extractPdf } from "./features/documents/extraction/extract-pdf";
import { type Extract, startDocumentWorker } from "./features/documents/process-documents";
import { documentRoutes } from "./features/documents/routes";
import { healthRoutes } from "./features/health/routes";
import type { PracticeEngine } from "./features/practice/engine";
import { createOfflinePracticeEngine } from "./features/practice/engines/offline-engine";
import { practiceRoutes } from "./features/practice/routes";
import { providerTestRoutes } from "./features/provider-test/routes";
import { statsRoutes } from "./features/stats/routes";
import { errorHandler } from "./plugins/error-handler";
import { security } from "./plugins/security";
import { session } from "./plugins/session";
import { staticWeb } from "./plugins/static-web";

export type AppOptions = {
  database: Database;
  /** The public origin, e.g. http://localhost:5000. State-changing requests must come from it. */
  appUrl: string;
  /** Further origins allowed to send state-changing requests (the same app under another name). */
  extraOrigins?: string[];
  authSecret?: string;
  production?: boolean;
  oidc?: OidcOptions;
  webRoot?: string;
  /** The coach engine; the offline one unless told otherwise. */
  engine?: CoachEngine;
  /** The partner in practice scenarios; the offline one unless told otherwise. */
  practiceEngine?: PracticeEngine;
  /** Folder of the coaching guide, loaded into the database when it changed. */
  guideDir?: string;
  /** PDF text extraction; pdf.js in worker threads unless a test passes another. */
  extract?: Extract;
  /** Books this process extracts at once. Default 1. */
  documentConcurrency?: number;
  /** Plan limits; the shared ENTITLEMENTS table unless a caller (a benchmark) needs others. */
  entitlements?: Record<Plan, Entitlements>;
  /** Sign-in and sign-up attempts per IP per 15 minutes. */
  authRateLimit?: number;
  /** Who takes payments for Premium: Stripe, or the local demo (the default: no money moves). */
  billing?: BillingProvider;
  /** Where /api-key-setup and /chat-test reach the visitor's provider (OPENAI_BASE_URL, COACH_MODEL). */
  providerTest?: { baseURL?: string; model?: string; timeoutMs?: number };
  logger?: FastifyServerOptions["logger"];
  now?: () => Date;
};

export async function buildApp(options: AppOptions) {
  if (options.guideDir) await syncGuide(options.database.db, await readGuide(options.guideDir));
  const production = options.production ?? false;
  const now = options.now ?? (() => new Date());
  const appOrigin = new URL(options.appUrl).origin;
  const trustedOrigins = [appOrigin, ...(options.extraOrigins ?? [])];
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: production,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const auth = createAuth({
    db: options.database.db,
    baseUrl: appOrigin,
    trustedOrigins,
    // Without a configured secret, sessions last as long as the process: fine for a local demo.
    secret: options.authSecret ?? randomBytes(32).toString("hex"),
    secureCookies: production,
    oidc: options.oidc,
    log: app.log,
  });

  await app.register(errorHandler);
  const billing = options.billing ?? createDemoProvider({ db: options.database.db, now });
  await app.register(security, {
    trustedOrigins,
    production,
    ...(billing.mode === "stripe" ? { paymentSources: STRIPE_CSP_SOURCES } : {}),
  });
  await app.register(rateLimit, { global: false });
  await app.register(session, { auth, now });

  await app.register(healthRoutes, { ping: options.database.ping });
  await app.register(authRoutes, {
    db: options.database.db,
    oidcEnabled: Boolean(options.oidc),
    ipLimit: options.authRateLimit ?? 20,
  });
  const entitlements = options.entitlements ?? ENTITLEMENTS;
  await app.register(billingFeature, {
    db: options.database.db,
    now,
    entitlements,
    provider: billing,
    origins: trustedOrigins,
  });
  await app.register(accountRoutes, { db: options.database.db, provider: billing, now });
  await app.register(chatRoutes, {
    db: options.database.db,
    engine: options.engine ?? createOfflineEngine(),
    now,
    entitlements,
  });
  await app.register(memoryRoutes, { db: options.database.db, now });
  await app.register(practiceRoutes, {
    db: options.database.db,
    engine: options.practiceEngine ?? createOfflinePracticeEngine(),
    now,
    entitlements,
  });
  const extract: Extract = options.extract ?? ((bytes, onPage) => extractPdf(bytes, { onPage }));
  const worker = startDocumentWorker({
    db: options.database.db,
    extract,
    log: app.log,
    concurrency: options.documentConcurrency,
  });
  app.addHook("onClose", () => worker.stop());
  await app.register(documentRoutes, {
    db: options.database.db,
    now,
    entitlements,
    extract,
    onQueued: worker.wake,
    headStart: worker.headStart,
  });
  await app.register(demoRoutes, { db: options.database.db });
  await app.register(providerTestRoutes, {
    db: options.database.db,
    baseURL: options.providerTest?.baseURL,
    model: options.providerTest?.model ?? "gpt-4o-mini",
    timeoutMs: options.providerTest?.timeoutMs ?? 30_000,
  });
  await app.register(statsRoutes, { db: options.database.db, now });
  await app.register(contactRoutes, { db: options.database.db, now });
  if (options.webRoot) await app.register(staticWeb, { root: options.webRoot, appUrl: appOrigin });
  return app;
}
