import { z } from "zod";

export const subscriptionStatusSchema = z.object({ subscribed: z.boolean() });
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusSchema>;
