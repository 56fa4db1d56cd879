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
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/**
 * Loads the session behind the cookie. better-auth enforces the idle expiry (and slides it,
 * re-setting the cookie); the absolute lifetime since sign-in is enforced here.
 */
export const session = fp(
  async (app: FastifyInstance, options: { auth: Auth; now: () => Date }) => {
    const { auth, now } = options;
    app.decorate("auth", auth);
    app.decorateRequest("user", null);

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
  },
  { name: "session" },
);
