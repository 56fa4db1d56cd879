import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { createStripeProvider } from "../../src/server/features/billing/stripe-provider";

/**
 * A Stripe-compatible API on 127.0.0.1 answering the calls the app makes, with the state a
 * test can drive (complete a checkout, fail a payment, end a period). The official SDK talks to
 * it through its host/port/protocol options, so requests and responses go through the SDK's real
 * encoding, retries and error handling.
 */

export const SECRET_KEY = "sk_test_local_0123456789";
export const PUBLISHABLE_KEY = "pk_test_local_0123456789";
export const PRICE_ID = "price_premium_monthly";
export const WEBHOOK_SECRET = "whsec_local_0123456789abcdef";

type Obj = Record<string, unknown>;
export type StripeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  created: number;
  items: { object: "list"; data: { id: string; price: { id: string }; current_period_end: number }[] };
  latest_invoice: string;
};
export type Call = { method: string; path: string; params: Obj; idempotencyKey?: string };

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;
const MONTH = 30 * 24 * 60 * 60;

/** Stripe's form encoding (`items[0][price]=x`, `expand[0]=y`) back into objects and arrays. */
export function parseForm(text: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split("[").map((part) => part.replace(/]$/, ""));
    let node: Obj = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Obj;
      }
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value as Obj).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) return entries.map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return arrays(root) as Obj;
}

export async function startStripeServer(options: { now?: () => Date } = {}) {
  const now = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const customers = new Map<string, Obj & { deleted?: boolean }>();
  const subscriptions = new Map<string, StripeSubscription>();
  const sessions = new Map<string, Obj & { status: string; customer: string }>();
  const invoices = new Map<string, { id: string; client_secret: string }>();
  const idempotent = new Map<string, unknown>();
  const calls: Call[] = [];
  let failing: string | null = null;

  const ok = (body: unknown) => ({ status: 200, body });
  const notFound = (message: string, code?: string) => ({
    status: 404,
    body: { error: { type: "invalid_request_error", message, ...(code ? { code } : {}) } },
  });
  const missing = (kind: string, key: unknown) => notFound(`No such ${kind}: '${key}'`, "resource_missing");
  const liveCustomer = (key: unknown) => {
    const customer = customers.get(String(key));
    return customer && !customer.deleted ? (customer.id as string) : null;
  };
  /** Stripe's list filter: "all", one status, or (by default) everything not canceled. */
  const statusMatches = (status: string, wanted: unknown) =>
    wanted === "all" ? true : wanted ? status === wanted : status !== "canceled";

  function view(sub: StripeSubscription, expand: unknown) {
    const wanted = Array.isArray(expand) ? expand.map(String) : [];
    if (!wanted.some((e) => e.endsWith("latest_invoice.confirmation_secret"))) return sub;
    const invoice = invoices.get(sub.latest_invoice);
    return {
      ...sub,
      latest_invoice: {
        id: sub.latest_invoice,
        object: "invoice",
        confirmation_secret: invoice
          ? { client_secret: invoice.client_secret, type: "payment_intent" }
          : null,
      },
    };
  }

  function newSubscription(customer: string, price: string, status: string): StripeSubscription {
    const invoice = { id: id("in"), client_secret: `${id("pi")}_secret_${randomBytes(6).toString("hex")}` };
    invoices.set(invoice.id, invoice);
    const sub: StripeSubscription = {
      id: id("sub"),
      object: "subscription",
      customer,
      status,
      cancel_at_period_end: false,
      cancel_at: null,
      created: now(),
      items: {
        object: "list",
        data: [{ id: id("si"), price: { id: price }, current_period_end: now() + MONTH }],
      },
      latest_invoice: invoice.id,
    };
    subscriptions.set(sub.id, sub);
    return sub;
  }

  function route(method: string, path: string, params: Obj): { status: number; body: unknown } {
    const [, , resource, key, action] = path.split("/");
    if (method === "POST" && path === "/v1/customers") {
      const customer = { ...params, id: id("cus"), object: "customer", created: now() };
      customers.set(customer.id, customer);
      return ok(customer);
    }
    if (method === "DELETE" && resource === "customers" && key) {
      if (!liveCustomer(key)) return missing("customer", key);
      customers.get(key)!.deleted = true;
      for (const sub of subscriptions.values()) if (sub.customer === key) sub.status = "canceled";
      return ok({ id: key, object: "customer", deleted: true });
    }
    if (method === "GET" && path === "/v1/subscriptions") {
      const data = [...subscriptions.values()].filter(
        (sub) =>
          sub.customer === params.customer &&
          statusMatches(sub.status, params.status) &&
          (!params.price || sub.items.data.some((item) => item.price.id === params.price)),
      );
      const body = data.map((sub) => view(sub, params.expand));
      return ok({ object: "list", data: body, has_more: false, url: "/v1/subscriptions" });
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const customer = liveCustomer(params.customer);
      if (!customer) return missing("customer", params.customer);
      const items = params.items as { price: string }[];
      return ok(view(newSubscription(customer, items[0]!.price, "incomplete"), params.expand));
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const customer = liveCustomer(params.customer);
      if (!customer) return missing("customer", params.customer);
      const sessionId = id("cs_test");
      const url = `https://checkout.stripe.test/c/pay/${sessionId}`;
      const session = { ...params, id: sessionId, object: "checkout.session", url, status: "open", customer };
      sessions.set(sessionId, session);
      return ok(session);
    }
    if (method === "GET" && resource === "checkout" && key === "sessions" && action) {
      const session = sessions.get(action);
      return session ? ok(session) : missing("checkout.session", action);
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!liveCustomer(params.customer)) return missing("customer", params.customer);
      const url = `https://billing.stripe.test/p/session/${id("s")}`;
      return ok({ ...params, id: id("bps"), object: "billing_portal.session", url });
    }
    return notFound(`Unrecognized request URL (${method}: ${path})`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? "/", "http://localhost");
    const method = request.method ?? "GET";
    const params = parseForm(method === "GET" ? url.search.slice(1) : Buffer.concat(chunks).toString());
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    calls.push({ method, path: url.pathname, params, idempotencyKey });
    const send = (status: number, body: unknown) => {
      // The SDK would otherwise retry a 5xx; tests want one call per attempt.
      response.writeHead(status, { "content-type": "application/json", "stripe-should-retry": "false" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${SECRET_KEY}`)
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    if (failing && url.pathname.startsWith(failing))
      return send(500, { error: { type: "api_error", message: "Something went wrong on Stripe's end." } });
    const replayKey = idempotencyKey && `${method} ${url.pathname} ${idempotencyKey}`;
    if (replayKey && idempotent.has(replayKey)) return send(200, idempotent.get(replayKey));
    const result = route(method, url.pathname, params);
    if (replayKey && result.status === 200) idempotent.set(replayKey, result.body);
    send(result.status, result.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    api: { host: "127.0.0.1", port, protocol: "http" as const },
    calls,
    customers,
    subscriptions,
    /** Every request from now on whose path starts with `prefix` fails with a 500; null heals. */
    failFrom(prefix: string | null) {
      failing = prefix;
    },
    /** What Stripe does when the customer pays on the hosted page. */
    completeCheckout(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const sub = newSubscription(session.customer, PRICE_ID, "active");
      Object.assign(session, { status: "complete", subscription: sub.id });
      return sub;
    },
    /** What Stripe does when the Payment Element confirms: the incomplete subscription activates. */
    payIncomplete(customerId: string) {
      const sub = [...subscriptions.values()].find(
        (s) => s.customer === customerId && s.status === "incomplete",
      );
      if (!sub) throw new Error(`no incomplete subscription for ${customerId}`);
      sub.status = "active";
      return sub;
    },
    update(
      subscriptionId: string,
      patch: Partial<Pick<StripeSubscription, "status" | "cancel_at_period_end">> & { periodEnd?: number },
    ) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const { periodEnd, ...rest } = patch;
      Object.assign(sub, rest);
      if (periodEnd !== undefined) for (const item of sub.items.data) item.current_period_end = periodEnd;
      return sub;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;

/** The app's real Stripe provider, with the SDK pointed at this server. */
export function stripeProviderFor(server: StripeServer, now?: () => Date) {
  return createStripeProvider({
    secretKey: SECRET_KEY,
    publishableKey: PUBLISHABLE_KEY,
    priceId: PRICE_ID,
    webhookSecret: WEBHOOK_SECRET,
    api: server.api,
    now,
  });
}

const signer = new Stripe(SECRET_KEY);

/** A webhook delivery as Stripe sends it: the JSON body and its Stripe-Signature header. */
export function signedEvent(input: {
  type: string;
  object: Obj;
  id?: string;
  secret?: string;
  /** Seconds since the epoch the signature claims; now unless told. */
  timestamp?: number;
}) {
  const payload = JSON.stringify({
    id: input.id ?? id("evt"),
    object: "event",
    type: input.type,
    created: input.timestamp ?? Math.floor(Date.now() / 1000),
    data: { object: input.object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: input.secret ?? WEBHOOK_SECRET,
    timestamp: input.timestamp,
  });
  return { payload, signature };
}
