import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useEffect, useState } from "react";
import type { StripeLoad } from "./payment-setup";

const LOAD_TIMEOUT_MS = 20_000;
const loads = new Map<string, Promise<Stripe | null>>();

/** Stripe.js from Stripe's servers (the pure entry: nothing loads until a key is known). */
function load(key: string): Promise<Stripe | null> {
  let promise = loads.get(key);
  if (!promise) {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("Stripe.js did not load")), LOAD_TIMEOUT_MS),
    );
    promise = Promise.race([loadStripe(key), timeout]);
    // A failed load may succeed after a reload of the page; do not keep the failure.
    promise.catch(() => loads.delete(key));
    loads.set(key, promise);
  }
  return promise;
}

export function useStripeJs(key: string | null): { status: StripeLoad; stripe: Stripe | null } {
  const [state, setState] = useState<{ status: StripeLoad; stripe: Stripe | null }>({
    status: "loading",
    stripe: null,
  });
  useEffect(() => {
    if (!key) return;
    let live = true;
    load(key).then(
      (stripe) =>
        live && setState(stripe ? { status: "loaded", stripe } : { status: "failed", stripe: null }),
      () => live && setState({ status: "failed", stripe: null }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
