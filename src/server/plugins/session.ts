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
    requireCachedUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The session's token, for a route that confirms the session inside its own statement. */
    sessionToken: string | null;
  }
}

/**
 * Loads the session behind the cookie. better-auth enforces the idle expiry (and slides it,
 * re-setting the cookie); the absolute lifetime since sign-in is enforced here.
 *
 * `requireUser` reads the session from the database on every request, so a revoked session is
 * refused at once. `requireCachedUser` takes it from better-auth's signed session-data cookie (no
 * database read): only for a route whose own statement then checks that the session row still
 * exists (the chat send), so revocation still takes effect at once there too.
 */
export const session = fp(
  async (app: FastifyInstance, options: { auth: Auth; now: () => Date }) => {
    const { auth, now } = options;
    app.decorate("auth", auth);
    app.decorateRequest("user", null);
    app.decorateRequest("sessionToken", null);

    const load = (disableCookieCache: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const headers = toFetchHeaders(request);
      const { response, headers: setHeaders } = await auth.api.getSession({
        headers,
        query: { disableCookieCache },
        returnHeaders: true,
      });
      if (!response) throw new AppError("UNAUTHORIZED", "Unauthorized");
      const age = now().getTime() - new Date(response.session.createdAt).getTime();
      if (age > SESSION_ABSOLUTE_SECONDS * 1000) {
        await auth.api.revokeSession({ headers, body: { token: response.session.token } });
        throw new AppError("UNAUTHORIZED", "Unauthorized");
      }
      forwardCookies(setHeaders, reply);
      request.user = response.user;
      request.sessionToken = response.session.token;
    };
    app.decorate("requireUser", load(true));
    app.decorate("requireCachedUser", load(false));
  },
  { name: "session" },
);
