import { expect, test } from "vitest";
import { parseEnv } from "./env";

const SECRET = "0123456789abcdef0123456789abcdef";

test("defaults: port 5000, data in ./data, development, all interfaces", () => {
  const env = parseEnv({});
  expect(env.PORT).toBe(5000);
  expect(env.DATA_DIR).toBe("./data");
  expect(env.NODE_ENV).toBe("development");
  expect(env.HOST).toBe("0.0.0.0");
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.LOG_LEVEL).toBe("info");
  expect(env.AUTH_RATE_LIMIT).toBe(20);
  expect(env.DOCUMENT_CONCURRENCY).toBe(1);
});

test.each(["0", "17", "two"])("DOCUMENT_CONCURRENCY=%s is refused with an error naming it", (value) => {
  expect(() => parseEnv({ DOCUMENT_CONCURRENCY: value })).toThrow(/DOCUMENT_CONCURRENCY: /);
  expect(parseEnv({ DOCUMENT_CONCURRENCY: "3" }).DOCUMENT_CONCURRENCY).toBe(3);
});

test("an empty string counts as unset", () => {
  const env = parseEnv({ PORT: "", DATA_DIR: "", DATABASE_URL: "", NODE_ENV: "", OIDC_ISSUER: "" });
  expect(env.PORT).toBe(5000);
  expect(env.DATA_DIR).toBe("./data");
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.NODE_ENV).toBe("development");
});

test("values given are used, and PORT becomes a number", () => {
  const env = parseEnv({
    PORT: "8080",
    DATA_DIR: "/var/lib/app",
    DATABASE_URL: "postgres://app@db:5432/app",
  });
  expect(env.PORT).toBe(8080);
  expect(env.DATA_DIR).toBe("/var/lib/app");
  expect(env.DATABASE_URL).toBe("postgres://app@db:5432/app");
});

test.each(["abc", "0", "70000", "80.5"])("PORT=%s is refused with an error naming PORT", (port) => {
  expect(() => parseEnv({ PORT: port })).toThrow(/^Invalid environment:\nPORT: /);
});

test("a DATABASE_URL that is not PostgreSQL is refused", () => {
  expect(() => parseEnv({ DATABASE_URL: "mysql://root@localhost/app" })).toThrow(/DATABASE_URL/);
});

test.each([
  { OIDC_ISSUER: "https://id.example.com" },
  { OIDC_CLIENT_ID: "app" },
  { OIDC_ISSUER: "https://id.example.com", OIDC_CLIENT_ID: "app" },
  { OIDC_CLIENT_ID: "app", OIDC_CLIENT_SECRET: "s3cret" },
])("a partial OpenID Connect configuration is refused: %o", (oidc) => {
  expect(() => parseEnv(oidc)).toThrow(
    /OIDC_ISSUER: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together/,
  );
});

test("a complete OpenID Connect configuration is accepted", () => {
  const env = parseEnv({
    OIDC_ISSUER: "https://id.example.com",
    OIDC_CLIENT_ID: "app",
    OIDC_CLIENT_SECRET: "s",
  });
  expect(env.OIDC_ISSUER).toBe("https://id.example.com");
});

test("production without AUTH_SECRET is refused", () => {
  expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET: is required in production/);
  expect(() => parseEnv({ NODE_ENV: "production", AUTH_SECRET: "" })).toThrow(/AUTH_SECRET/);
});

test("production with a 32-character AUTH_SECRET is accepted", () => {
  // DEMO_PAYMENTS=1: production also needs Stripe settings or an explicit yes to demo payments.
  expect(parseEnv({ NODE_ENV: "production", AUTH_SECRET: SECRET, DEMO_PAYMENTS: "1" }).AUTH_SECRET).toBe(
    SECRET,
  );
});

test("an AUTH_SECRET shorter than 32 characters is refused", () => {
  expect(() => parseEnv({ AUTH_SECRET: SECRET.slice(1) })).toThrow(
    /AUTH_SECRET: must be at least 32 characters/,
  );
});

test("every invalid field is reported at once", () => {
  expect(() => parseEnv({ PORT: "x", AUTH_SECRET: "short" })).toThrow(/PORT: [^\n]+\nAUTH_SECRET: /);
});
