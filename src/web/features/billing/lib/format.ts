/** "March 5, 2026": how billing dates read on the profile and the manage page. */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

/** The checkout session id Stripe (or the demo) appends to /success, if it looks like one. */
export function checkoutSessionId(search: string): string | undefined {
  const value = new URLSearchParams(search).get("session_id");
  return value && /^cs_[A-Za-z0-9_]{1,250}$/.test(value) ? value : undefined;
}
