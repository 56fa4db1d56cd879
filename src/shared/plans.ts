export type Plan = "free" | "premium";

export type Entitlements = {
  /** User messages per UTC day; null means no daily cap. */
  messagesPerDay: number | null;
  /** Fair-use cap per minute, protecting the provider bill. */
  messagesPerMinute: number;
  maxBooks: number;
  chatExport: boolean;
  /** Practice scenarios started per UTC day; null means no daily cap. */
  practiceSessionsPerDay: number | null;
};

/** Every plan limit lives here; nothing else hard-codes one. */
export const ENTITLEMENTS: Record<Plan, Entitlements> = {
  free: {
    messagesPerDay: 5,
    messagesPerMinute: 10,
    maxBooks: 1,
    chatExport: false,
    practiceSessionsPerDay: 1,
  },
  premium: {
    messagesPerDay: null,
    messagesPerMinute: 20,
    maxBooks: 5,
    chatExport: true,
    practiceSessionsPerDay: null,
  },
};

export function planOf(subscriptionStatus: string | null | undefined): Plan {
  return subscriptionStatus === "premium" ? "premium" : "free";
}
