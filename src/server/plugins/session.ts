import { getCookieCache, getSessionCookie } from "better-auth/cookies";
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
 * The session in better-auth's signed session-data cookie, when its signature and expiry hold and
 * it names the session the session cookie carries (as better-auth's getSession requires); else null.
 */
async function fromCookieCache(auth: Auth, cookie: string | undefined) {
  if (!cookie) return null;
  const headers = new Headers({ cookie });
  const { advanced, secret } = auth.options;
  const config = { cookiePrefix: advanced.cookiePrefix, isSecure: advanced.useSecureCookies, secret };
  const cached = await getCookieCache(headers, config);
  // The session cookie holds "token.signature"; the data cookie's own signature vouches for its token.
  const sessionCookie = getSessionCookie(headers, config);
  if (!cached || !sessionCookie?.startsWith(`${cached.session.token}.`)) return null;
  return cached;
}

/**
 * Loads the session behind the cookie. better-auth enforces the idle expiry (and slides it,
 * re-setting the cookie); the absolute lifetime since sign-in is enforced here.
 *
 * `requireUser` reads the session from the database on every request, so a revoked session is
 * refused at once. `requireCachedUser` takes it from better-auth's signed session-data cookie (no
 * database read, and when that cookie is missing or stale, from the database, which sets it again):
 * only for a route whose own statement then checks that the session row still exists (the chat
 * send), so revocation still takes effect at once there too.
 */
export const session = fp(
  async (app: FastifyInstance, options: { auth: Auth; now: () => Date }) => {
    const { auth, now } = options;
    app.decorate("auth", auth);
    app.decorateRequest("user", null);
    app.decorateRequest("sessionToken", null);

    const accept = async (
      request: FastifyRequest,
      found: { user: SessionUser; session: { token: string; createdAt: Date | string } },
    ) => {
      const age = now().getTime() - new Date(found.session.createdAt).getTime();
      if (age > SESSION_ABSOLUTE_SECONDS * 1000) {
        await auth.api.revokeSession({
          headers: toFetchHeaders(request),
          body: { token: found.session.token },
        });
        throw new AppError("UNAUTHORIZED", "Unauthorized");
      }
      request.user = found.user;
      request.sessionToken = found.session.token;
    };

    const load = (disableCookieCache: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const { response, headers } = await auth.api.getSession({
        headers: toFetchHeaders(request),
        query: { disableCookieCache },
        returnHeaders: true,
      });
      if (!response) throw new AppError("UNAUTHORIZED", "Unauthorized");
      await accept(request, response);
      forwardCookies(headers, reply);
    };
    const loadFromDatabase = load(true);
    const loadAny = load(false);

    app.decorate("requireUser", loadFromDatabase);
    app.decorate("requireCachedUser", async (request: FastifyRequest, reply: FastifyReply) => {
      const cached = await fromCookieCache(auth, request.headers.cookie);
      // The cookie holds the user as better-auth's getSession returns it (additional fields included).
      if (cached) return accept(request, cached as unknown as Parameters<typeof accept>[1]);
      return loadAny(request, reply);
    });
  },
  { name: "session" },
);
