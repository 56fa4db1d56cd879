import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BillingSummary, DemoCheckout } from "../../../../shared/api/billing";
import { apiRequest } from "../../../lib/api-client";
import { billingSummaryKey } from "./subscription";

export const useDemoCheckout = (sessionId: string) =>
  useQuery<DemoCheckout>({ queryKey: ["/api/billing/demo/checkout", sessionId], enabled: sessionId !== "" });

/** The demo checkout's Subscribe: no card, no money; then on to /success like Stripe would. */
export function useCompleteDemoCheckout(sessionId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ redirectUrl: string }>(
        "POST",
        `/api/billing/demo/checkout/${encodeURIComponent(sessionId)}/complete`,
      ),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
}

export function useDemoCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancelAtPeriodEnd: boolean) =>
      apiRequest<BillingSummary>("POST", "/api/billing/demo/cancel", { cancelAtPeriodEnd }),
    onSuccess: (summary) => queryClient.setQueryData(billingSummaryKey, summary),
  });
}
