import { useMutation } from "@tanstack/react-query";
import type { CheckoutSessionResponse, CreateCheckoutSessionRequest } from "../../../../shared/api/billing";
import { apiRequest } from "../../../lib/api-client";

export const createCheckoutSession = (body: CreateCheckoutSessionRequest) =>
  apiRequest<CheckoutSessionResponse>("POST", "/api/create-checkout-session", body);

/**
 * Starts checkout and leaves for it: Stripe's hosted page, or the local demo checkout. Coming
 * back goes to /success (paid) or to `cancelPath` (cancelled), both on this site.
 */
export function useStartCheckout(cancelPath: string) {
  return useMutation({
    mutationFn: () =>
      createCheckoutSession({
        mode: "subscription",
        successUrl: `${window.location.origin}/success`,
        cancelUrl: `${window.location.origin}${cancelPath}`,
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
