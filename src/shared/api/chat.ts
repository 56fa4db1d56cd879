import { z } from "zod";

export const MESSAGE_MAX = 4000;
export const TITLE_MAX = 60;

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const safetySchema = z.object({ category: z.string() }).nullable();

export const messageSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  createdAt: z.string(),
  safety: safetySchema,
});
export type Message = z.infer<typeof messageSchema>;

export const conversationParamsSchema = z.object({ id: z.uuid("Unknown conversation") });

export const sendMessageRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Message is empty")
    .max(MESSAGE_MAX, `Messages are at most ${MESSAGE_MAX} characters`),
  conversationId: z.uuid("Unknown conversation"),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

export const sendMessageResponseSchema = z.object({ message: messageSchema });

export const renameConversationRequestSchema = z.object({
  title: z.string().trim().min(1, "Title is empty").max(100, "Titles are at most 100 characters"),
});

/** Server-sent events of a streamed reply. */
export type ChatStreamEvent =
  | { type: "delta"; content: string }
  | { type: "done"; message: Message }
  | { type: "error"; message: string };
