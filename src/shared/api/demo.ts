import { z } from "zod";

/** Demo messages are shorter than signed-in ones: a taste of the coach, not a free plan. */
export const DEMO_MESSAGE_MAX = 1000;
/** The demo answers no sooner than this, measured from when the request arrived (spec section 9). */
export const DEMO_REPLY_MIN_MS = 1000;
/** Demo messages per IP address per minute. */
export const DEMO_MESSAGES_PER_MINUTE = 20;

export const demoChatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Message is empty")
    .max(DEMO_MESSAGE_MAX, `Demo messages are at most ${DEMO_MESSAGE_MAX} characters`),
});
export type DemoChatRequest = z.infer<typeof demoChatRequestSchema>;

export const demoChatResponseSchema = z.object({ reply: z.string() });
export type DemoChatResponse = z.infer<typeof demoChatResponseSchema>;
