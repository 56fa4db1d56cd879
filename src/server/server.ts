import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { parseEnv, stripeSettings } from "./env";
import { createStripeProvider } from "./features/billing/stripe-provider";
import { createOfflineEngine } from "./features/coach/engines/offline-engine";
import { createOpenAIEngine } from "./features/coach/engines/openai-engine";
import { prewarmSafetyCheck } from "./features/coach/safety-checker";
import { prewarmPdfExtraction } from "./features/documents/extraction/extract-pdf";
import { createOfflinePracticeEngine } from "./features/practice/engines/offline-engine";
import { createOpenAIPracticeEngine } from "./features/practice/engines/openai-engine";

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

/** Without AUTH_SECRET, a secret is made once and kept beside the data, so restarts keep sessions. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();

// Without Stripe settings payments run in demo mode (in production only with DEMO_PAYMENTS=1).
const stripe = stripeSettings(env);
const app = await buildApp({
  database,
  appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
  extraOrigins: env.APP_URL ? [] : [`http://127.0.0.1:${env.PORT}`],
  authSecret: env.AUTH_SECRET ?? localSecret(env.DATA_DIR),
  production: env.NODE_ENV === "production",
  oidc:
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
      : undefined,
  webRoot: env.WEB_ROOT ?? fileURLToPath(new URL("../../dist/web", import.meta.url)),
  guideDir: fileURLToPath(new URL("../../content/guide", import.meta.url)),
  documentConcurrency: env.DOCUMENT_CONCURRENCY,
  engine:
    env.COACH_ENGINE === "openai"
      ? createOpenAIEngine({
          apiKey: env.OPENAI_API_KEY!,
          baseURL: env.OPENAI_BASE_URL,
          model: env.COACH_MODEL,
          timeoutMs: env.COACH_TIMEOUT_MS,
        })
      : createOfflineEngine(),
  practiceEngine:
    env.COACH_ENGINE === "openai"
      ? createOpenAIPracticeEngine({
          apiKey: env.OPENAI_API_KEY!,
          baseURL: env.OPENAI_BASE_URL,
          model: env.COACH_MODEL,
          timeoutMs: env.COACH_TIMEOUT_MS,
          onFallback: (reason, cause) =>
            app.log.warn({ reason, err: cause }, "practice scoring used the offline rubric"),
        })
      : createOfflinePracticeEngine(),
  authRateLimit: env.AUTH_RATE_LIMIT,
  billing: stripe ? createStripeProvider(stripe) : undefined,
  providerTest: { baseURL: env.OPENAI_BASE_URL, model: env.COACH_MODEL, timeoutMs: env.COACH_TIMEOUT_MS },
  logger: { level: env.LOG_LEVEL },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  // close() stops accepting connections and waits for in-flight requests to finish.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: env.PORT, host: env.HOST });
// The first book after start-up should not wait for pdf.js to load, nor the first message for a
// safety check thread and its compiled rules.
prewarmPdfExtraction();
void prewarmSafetyCheck();
