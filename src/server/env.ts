import { z } from "zod";

// Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(["development", "production", "test"])).default("development"),
    PORT: optional(z.coerce.number().int().min(1).max(65535)).default(5000),
    HOST: optional(z.string()).default("0.0.0.0"),
    DATA_DIR: optional(z.string()).default("./data"),
    WEB_ROOT: optional(z.string()),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
    APP_URL: optional(z.url({ protocol: /^https?$/ })),
    AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    OIDC_ISSUER: optional(z.url()),
    OIDC_CLIENT_ID: optional(z.string()),
    OIDC_CLIENT_SECRET: optional(z.string()),
    COACH_ENGINE: optional(z.enum(["offline", "openai"])).default("offline"),
    OPENAI_API_KEY: optional(z.string()),
    OPENAI_BASE_URL: optional(z.url()),
    COACH_MODEL: optional(z.string()).default("gpt-4o-mini"),
    COACH_TIMEOUT_MS: optional(z.coerce.number().int().min(1000)).default(30_000),
    AUTH_RATE_LIMIT: optional(z.coerce.number().int().min(1)).default(20),
    DOCUMENT_CONCURRENCY: optional(z.coerce.number().int().min(1).max(16)).default(1),
    STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, "must start with sk_ or rk_")),
    STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_/, "must start with pk_")),
    STRIPE_PRICE_ID: optional(z.string().regex(/^price_/, "must start with price_")),
    STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, "must start with whsec_")),
    DEMO_PAYMENTS: optional(z.enum(["0", "1"])).default("0"),
    LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])).default(
      "info",
    ),
  })
  .superRefine((env, ctx) => {
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["OIDC_ISSUER"],
        message: "set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together",
      });
    }
    if (env.COACH_ENGINE === "openai" && !env.OPENAI_API_KEY) {
      // Local servers (Ollama, llama.cpp) accept any key, but the SDK needs one.
      ctx.addIssue({
        code: "custom",
        path: ["OPENAI_API_KEY"],
        message: "is required when COACH_ENGINE=openai",
      });
    }
    const stripe = [
      env.STRIPE_SECRET_KEY,
      env.STRIPE_PUBLISHABLE_KEY,
      env.STRIPE_PRICE_ID,
      env.STRIPE_WEBHOOK_SECRET,
    ];
    if (stripe.some(Boolean) && !stripe.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message:
          "set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET together",
      });
    }
    // Demo payments hand out Premium without money: never by accident on a live site.
    if (env.NODE_ENV === "production" && !stripe.every(Boolean) && env.DEMO_PAYMENTS !== "1") {
      ctx.addIssue({
        code: "custom",
        path: ["DEMO_PAYMENTS"],
        message: "set the STRIPE_* variables, or DEMO_PAYMENTS=1 to run demo payments in production",
      });
    }
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required in production" });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Stripe's settings when all four are set; demo payments otherwise. */
export function stripeSettings(env: Env) {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_PRICE_ID || !STRIPE_WEBHOOK_SECRET)
    return null;
  return {
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    priceId: STRIPE_PRICE_ID,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
  };
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join("\n")}`);
}
