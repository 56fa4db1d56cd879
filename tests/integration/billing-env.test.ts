import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";
import { parseEnv, stripeSettings } from "../../src/server/env";

const SECRET = "0123456789abcdef0123456789abcdef";
const STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_abc",
  STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
  STRIPE_PRICE_ID: "price_abc",
  STRIPE_WEBHOOK_SECRET: "whsec_abc",
};
const failure = (source: NodeJS.ProcessEnv) => {
  try {
    parseEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("parseEnv accepted it");
};

test("without Stripe settings payments run in demo mode", () => {
  expect(stripeSettings(parseEnv({}))).toBeNull();
  expect(stripeSettings(parseEnv({ STRIPE_SECRET_KEY: "", DEMO_PAYMENTS: "" }))).toBeNull();
});

test("all four Stripe settings switch to Stripe", () => {
  expect(stripeSettings(parseEnv(STRIPE))).toEqual({
    secretKey: "sk_test_abc",
    publishableKey: "pk_test_abc",
    priceId: "price_abc",
    webhookSecret: "whsec_abc",
  });
});

test("Stripe settings come all together, each with its prefix", () => {
  expect(failure({ STRIPE_SECRET_KEY: "sk_test_abc" })).toContain(
    "STRIPE_SECRET_KEY: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET together",
  );
  expect(failure({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: "sk_live_oops" })).toContain(
    "STRIPE_PUBLISHABLE_KEY: must start with pk_",
  );
  expect(failure({ ...STRIPE, STRIPE_WEBHOOK_SECRET: "abc" })).toContain(
    "STRIPE_WEBHOOK_SECRET: must start with whsec_",
  );
  expect(failure({ DEMO_PAYMENTS: "yes" })).toContain("DEMO_PAYMENTS");
});

test("production refuses demo payments unless DEMO_PAYMENTS=1 says so", () => {
  const production = { NODE_ENV: "production", AUTH_SECRET: SECRET };
  expect(failure(production)).toContain(
    "DEMO_PAYMENTS: set the STRIPE_* variables, or DEMO_PAYMENTS=1 to run demo payments in production",
  );
  expect(failure({ ...production, DEMO_PAYMENTS: "0" })).toContain("DEMO_PAYMENTS");
  expect(parseEnv({ ...production, DEMO_PAYMENTS: "1" }).DEMO_PAYMENTS).toBe("1");
  expect(stripeSettings(parseEnv({ ...production, ...STRIPE }))).not.toBeNull();
});

test("the server stops at start-up in production with demo payments, naming the variable", () => {
  const result = spawnSync(process.execPath, ["--import", "tsx", "src/server/server.ts"], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", AUTH_SECRET: SECRET, PORT: "1" },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("DEMO_PAYMENTS: set the STRIPE_* variables");
});
