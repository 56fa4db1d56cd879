import { z } from "zod";

export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  plan: z.enum(["free", "premium"]),
  /** null when the plan has no daily cap. */
  messagesLeftToday: z.number().int().nullable(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusSchema>;
