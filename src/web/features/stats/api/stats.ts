import { useQuery } from "@tanstack/react-query";
import type { StatsResponse } from "../../../../shared/api/stats";

export const statsQueryKey = ["/api/stats"] as const;

/** Live figures; a failed call simply leaves them out (the row never shows an error). */
export function useStats() {
  return useQuery<StatsResponse>({ queryKey: statsQueryKey });
}
