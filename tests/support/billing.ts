import { eq } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { billingCustomers, users } from "../../src/server/db/schema";
import { APP_URL, getUser, post, type TestApp } from "./app";

/** What the paywall's Subscribe button sends; `body` overrides a field to test the checks. */
export function startCheckout(app: TestApp, cookie: string, body: object = {}) {
  return post(app, cookie, "/api/create-checkout-session", {
    mode: "subscription",
    successUrl: `${APP_URL}/success`,
    cancelUrl: `${APP_URL}/paywall`,
    ...body,
  });
}

/** The signed-in user's plan as the app reports it ("free" or "premium"). */
export async function subscriptionStatusOf(app: TestApp, cookie: string): Promise<string> {
  return (await getUser(app, cookie)).json().subscriptionStatus;
}

/** The payment provider's customer id stored for the user with this email, if any. */
export async function customerIdOf(db: Db, email: string): Promise<string | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return undefined;
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  return row?.customerId;
}
