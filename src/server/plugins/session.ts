import { parseCookies } from "better-auth/cookies";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../shared/errors";
import { type Auth, SESSION_ABSOLUTE_SECONDS } from "../features/auth/create-auth";
import { forwardCookies, toFetchHeaders } from "./fetch-bridge";

export type SessionUser = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>["user"];

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireSessionToken: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The session cookie's token, for a route that looks the session up in its own statements. */
    sessionToken: string | null;
  }
}

/**
 * Loads the session behind the cookie. better-auth enforces the idle expiry (and slides it,
 * re-setting the cookie); the absolute lifetime since sign-in is enforced here.
 *
 * `requireUser` reads the session from the database on every request, so a revoked session is
 * refused at once. `requireSessionToken` only takes the token out of the session cookie, for the
 * chat send: its statements find the session by that token (and refuse an expired one) and read and
 * write only that session's user's rows. A changed cookie is a token no session has: refused there
 * as well, so the cookie's signature adds nothing that needs the round trip of a check here.
 */
export const session = fp(
  async (app: FastifyInstance, options: { auth: Auth; now: () => Date }) => {
    const { auth, now } = options;
    app.decorate("auth", auth);
    app.decorateRequest("user", null);
    app.decorateRequest("sessionToken", null);

    app.decorate("requireUser", async (request: FastifyRequest, reply: FastifyReply) => {
      const headers = toFetchHeaders(request);
      const { response, headers: setHeaders } = await auth.api.getSession({ headers, returnHeaders: true });
      if (!response) throw new AppError("UNAUTHORIZED", "Unauthorized");
      const age = now().getTime() - new Date(response.session.createdAt).getTime();
      if (age > SESSION_ABSOLUTE_SECONDS * 1000) {
        await auth.api.revokeSession({ headers, body: { token: response.session.token } });
        throw new AppError("UNAUTHORIZED", "Unauthorized");
      }
      forwardCookies(setHeaders, reply);
      request.user = response.user;
    });

    // The very cookie better-auth reads (in production "__Secure-" + name, and only that one).
    const cookieName = (await auth.$context).authCookies.sessionToken.name;
    app.decorate("requireSessionToken", async (request: FastifyRequest) => {
      // "token.signature", as better-auth signs it.
      const signed = parseCookies(request.headers.cookie ?? "").get(cookieName);
      const token = signed?.split(".")[0] ?? "";
      if (!token) throw new AppError("UNAUTHORIZED", "Unauthorized");
      request.sessionToken = token;
    });
  },
  { name: "session" },
);
