import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import { AppError } from "../../shared/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route whose sender proves itself another way (a signed webhook) skips the Origin check. */
    skipOriginCheck?: boolean;
  }
}

/** Third-party sources a payment form needs (Stripe.js: its script, frames and API). */
export type PaymentSources = { script: string[]; frame: string[]; connect: string[] };

function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== "null") return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Security headers, and a same-origin check on every state-changing request: a browser always
 * sends Origin (or at least Referer) on a POST, so a request without either, or from another
 * origin, is refused before any handler runs.
 */
export const security = fp(
  async (
    app: FastifyInstance,
    options: { trustedOrigins: string[]; production: boolean; paymentSources?: PaymentSources },
  ) => {
    const pay = options.paymentSources;
    // Built once: the Fastify plugin for helmet builds its middleware again, the policy parsed anew,
    // on every request.
    const secureHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(pay?.script ?? [])],
          // Toasts inject a <style> element at run time; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", "https:"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'", ...(pay?.connect ?? [])],
          ...(pay ? { frameSrc: ["'self'", ...pay.frame] } : {}),
          mediaSrc: ["'self'", "blob:"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(options.production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: options.production ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: "deny" },
    });
    app.addHook("onRequest", (request, reply, done) =>
      secureHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
    );

    const trusted = new Set(options.trustedOrigins);
    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.skipOriginCheck) return;
      const origin = requestOrigin(request);
      if (!origin || !trusted.has(origin)) {
        throw new AppError("FORBIDDEN", "Cross-origin request refused");
      }
    });
  },
  { name: "security" },
);
