/** The checkout session id Stripe (or the demo) appends to /success, if it looks like one. */
export function checkoutSessionId(search: string): string | undefined {
  const value = new URLSearchParams(search).get("session_id");
  return value && /^cs_[A-Za-z0-9_]{1,250}$/.test(value) ? value : undefined;
}
