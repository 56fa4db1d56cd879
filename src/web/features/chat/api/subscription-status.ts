import { useQuery } from "@tanstack/react-query";
import type { SubscriptionStatusResponse } from "../../../../shared/api/billing";

export const subscriptionStatusKey = ["/api/subscription-status"] as const;

export const useSubscriptionStatus = () =>
  useQuery<SubscriptionStatusResponse>({ queryKey: subscriptionStatusKey });
