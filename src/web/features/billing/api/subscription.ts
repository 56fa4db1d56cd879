import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BillingSummary, PortalResponse, SyncRequest } from "../../../../shared/api/billing";
import { apiRequest } from "../../../lib/api-client";

export const billingSummaryKey = ["/api/billing/subscription"] as const;

export const useBillingSummary = () => useQuery<BillingSummary>({ queryKey: billingSummaryKey });

/**
 * Re-reads the subscription from the payment provider. A plan change touches almost every
 * screen (limits, books, labels), so every query is refreshed afterwards.
 */
export function useSyncSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SyncRequest) => apiRequest<BillingSummary>("POST", "/api/billing/sync", body),
    onSuccess: async (summary) => {
      queryClient.setQueryData(billingSummaryKey, summary);
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== billingSummaryKey[0],
      });
    },
  });
}

/** 'Manage Subscription': off to the provider's customer portal (demo mode: the local page). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => apiRequest<PortalResponse>("POST", "/api/billing/portal"),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
