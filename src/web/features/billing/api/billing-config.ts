import { useQuery } from "@tanstack/react-query";
import type { StripeConfigResponse } from "../../../../shared/api/billing";

export const billingConfigKey = ["/api/config/stripe-pk"] as const;

/** Which payment mode the server runs, and Stripe's publishable key when it is Stripe. */
export const useBillingConfig = () => useQuery<StripeConfigResponse>({ queryKey: billingConfigKey });
