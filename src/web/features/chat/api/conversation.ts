import { useMutation, useQuery } from "@tanstack/react-query";
import type { Conversation, Message } from "../../../../shared/api/chat";
import { apiRequest } from "../../../lib/api-client";

/** The list and every conversation's messages share this prefix, so one invalidation covers both. */
export const conversationsKey = ["/api/conversations"] as const;
export const messagesKey = (conversationId: string) =>
  ["/api/conversations", conversationId, "messages"] as const;

/** Reuses the newest empty conversation or starts one (server side); called on every load. */
export const openConversation = () => apiRequest<Conversation>("POST", "/api/conversations");

export const useOpenConversation = () => useMutation({ mutationFn: openConversation });

export function useMessages(conversationId: string | null) {
  return useQuery<Message[]>({
    queryKey: messagesKey(conversationId ?? ""),
    enabled: conversationId !== null,
  });
}
