import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  signInRequestSchema,
  signUpRequestSchema,
  updateProfileRequestSchema,
  userSchema,
} from "../../../shared/api/auth";
import { AppError } from "../../../shared/errors";
import { displayName } from "../../../shared/user";
import type { Db } from "../../db/client";
import { forwardCookies, toFetchHeaders } from "../../plugins/fetch-bridge";
import { isCommonPassword } from "./common-passwords";
import { OIDC_PROVIDER_ID } from "./create-auth";
import { deleteSession, updateUserName } from "./queries";
import { serializeUser } from "./serialize-user";

const WINDOW = "15 minutes";

async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? response.statusText;
}

export async function authRoutes(
  app: FastifyInstance,
  options: { db: Db; oidcEnabled: boolean; ipLimit: number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = app;

  const byIp = app.rateLimit({ max: options.ipLimit, timeWindow: WINDOW });
  // Not app.rateLimit(): its handlers skip a request that another one (byIp) already counted,
  // so a second app.rateLimit() in the same preHandler list never runs.
  const emailLimit = app.createRateLimit({
    max: 10,
    timeWindow: WINDOW,
    keyGenerator: (request) =>
      `email:${String((request.body as { email?: unknown })?.email ?? "").toLowerCase()}`,
  });
  const byEmail = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await emailLimit(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header("retry-after", limit.ttlInSeconds);
    const minutes = Math.ceil(limit.ttlInSeconds / 60);
    throw new AppError("TOO_MANY_REQUESTS", `Too many attempts for this email, retry in ${minutes} minutes`);
  };

  /** Hands the new session cookie to the browser and ends the session it came with (rotation). */
  async function startSession(request: FastifyRequest, reply: FastifyReply, response: Response) {
    const previous = await auth.api.getSession({
      headers: toFetchHeaders(request),
      query: { disableRefresh: true },
    });
    if (previous) await deleteSession(options.db, previous.session.token);
    forwardCookies(response.headers, reply);
    const { user } = (await response.json()) as { user: Parameters<typeof serializeUser>[0] };
    return serializeUser(user);
  }

  api.post(
    "/api/account/sign-up",
    { schema: { body: signUpRequestSchema, response: { 200: userSchema } }, preHandler: [byIp, byEmail] },
    async (request, reply) => {
      const { email, password, firstName, lastName } = request.body;
      if (isCommonPassword(password)) {
        throw new AppError("BAD_REQUEST", "This password is too common. Choose one that is harder to guess.");
      }
      const response = await auth.api.signUpEmail({
        body: { email, password, firstName, lastName, name: displayName({ firstName, lastName }) },
        headers: toFetchHeaders(request),
        asResponse: true,
      });
      if (response.status === 422) {
        throw new AppError("CONFLICT", "An account with this email already exists. Sign in instead.");
      }
      if (!response.ok) throw new AppError("BAD_REQUEST", await errorMessage(response));
      return startSession(request, reply, response);
    },
  );

  api.post(
    "/api/account/sign-in",
    { schema: { body: signInRequestSchema, response: { 200: userSchema } }, preHandler: [byIp, byEmail] },
    async (request, reply) => {
      const response = await auth.api.signInEmail({
        body: { email: request.body.email, password: request.body.password, rememberMe: true },
        headers: toFetchHeaders(request),
        asResponse: true,
      });
      // One message for an unknown email and a wrong password alike.
      if (!response.ok) throw new AppError("UNAUTHORIZED", "Invalid email or password.");
      return startSession(request, reply, response);
    },
  );

  api.get(
    "/api/auth/user",
    { schema: { response: { 200: userSchema } }, preHandler: app.requireUser },
    async (request) => serializeUser(request.user!),
  );

  api.patch(
    "/api/auth/user",
    {
      schema: { body: updateProfileRequestSchema, response: { 200: userSchema } },
      preHandler: app.requireUser,
    },
    async (request) => {
      const row = await updateUserName(options.db, { userId: request.user!.id, ...request.body });
      if (!row) throw new AppError("NOT_FOUND", "User not found");
      return serializeUser(row);
    },
  );

  // Browser navigations (spec section 2), not data calls.
  app.get("/api/login", async (request, reply) => {
    if (!options.oidcEnabled) return reply.redirect("/login");
    const response = await auth.api.signInSocial({
      body: { provider: OIDC_PROVIDER_ID, callbackURL: "/", errorCallbackURL: "/login?error=provider" },
      headers: toFetchHeaders(request),
      asResponse: true,
    });
    const body = (await response.json().catch(() => null)) as { url?: string } | null;
    if (!response.ok || !body?.url) {
      request.log.error({ status: response.status }, "could not start OpenID Connect sign-in");
      return reply.redirect("/login?error=provider");
    }
    forwardCookies(response.headers, reply);
    return reply.redirect(body.url);
  });

  app.get("/api/logout", async (request, reply) => {
    // A link on another site must not sign the user out; typed URLs and our own links do.
    const site = request.headers["sec-fetch-site"];
    if (site !== "cross-site" && site !== "same-site") {
      const response = await auth.api.signOut({ headers: toFetchHeaders(request), asResponse: true });
      forwardCookies(response.headers, reply);
    }
    return reply.redirect("/");
  });

  app.get("/api/auth/callback/:providerId", (request, reply) => relayToAuth(request, reply));

  async function relayToAuth(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, auth.options.baseURL as string);
    const response = await auth.handler(
      new Request(url, { method: "GET", headers: toFetchHeaders(request) }),
    );
    forwardCookies(response.headers, reply);
    const location = response.headers.get("location");
    if (location) return reply.redirect(location, response.status);
    return reply
      .status(response.status)
      .type("application/json")
      .send(await response.text());
  }
}
