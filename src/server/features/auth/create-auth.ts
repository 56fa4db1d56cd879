import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { FastifyBaseLogger } from "fastify";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../shared/passwords";
import type { Db } from "../../db/client";
import { accounts, sessions, users, verifications } from "../../db/schema";

export const OIDC_PROVIDER_ID = "oidc";
const DAY = 24 * 60 * 60;

/** Sessions die after a week without use (idle) and 30 days after sign-in whatever happens (absolute). */
export const SESSION_IDLE_SECONDS = 7 * DAY;
export const SESSION_ABSOLUTE_SECONDS = 30 * DAY;

export type OidcOptions = { issuer: string; clientId: string; clientSecret: string };

export type AuthOptions = {
  db: Db;
  baseUrl: string;
  trustedOrigins: string[];
  secret: string;
  secureCookies: boolean;
  oidc?: OidcOptions;
  /** better-auth's own messages go to the app's logger instead of the console. */
  log: Pick<FastifyBaseLogger, "debug" | "info" | "warn" | "error">;
};

function splitName(name: unknown): [string, string] {
  const parts = typeof name === "string" ? name.trim().split(/\s+/) : [];
  return [parts[0] ?? "", parts.slice(1).join(" ")];
}

export function createAuth(options: AuthOptions) {
  const { oidc } = options;
  return betterAuth({
    appName: "Dating Coach AI",
    logger: {
      level: "warn",
      log: (level, message, ...args) => options.log[level]({ args }, `auth: ${message}`),
    },
    baseURL: options.baseUrl,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        subscriptionStatus: { type: "string", required: false, defaultValue: "free", input: false },
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: DAY,
    },
    // Rate limits live in the Fastify layer (per IP and per email), in front of these calls.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "dating-coach",
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: options.secureCookies },
    },
    plugins: oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                discoveryUrl: `${oidc.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
                clientId: oidc.clientId,
                clientSecret: oidc.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                mapProfileToUser: (profile) => {
                  const [first, last] = splitName(profile.name);
                  const given = typeof profile.given_name === "string" ? profile.given_name : first;
                  const family = typeof profile.family_name === "string" ? profile.family_name : last;
                  return { firstName: given, lastName: family };
                },
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
