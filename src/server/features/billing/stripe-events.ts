/** The events that can change a customer's plan; others are acknowledged and ignored. */
export const SUBSCRIPTION_EVENTS: ReadonlySet<string> = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

/**
 * Only the customer id is taken from a payload: checkout sessions, subscriptions and invoices
 * all carry it as `customer` (an id, or an expanded object).
 */
export function eventCustomerId(event: { type: string; data: { object: unknown } }): string | null {
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return null;
  const customer = (event.data.object as { customer?: unknown } | null)?.customer;
  if (typeof customer === "string") return customer;
  if (customer && typeof customer === "object" && typeof (customer as { id?: unknown }).id === "string")
    return (customer as { id: string }).id;
  return null;
}
