import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Conversation, Message } from "../../../../shared/api/chat";
import { apiRequest } from "../../../lib/api-client";

/** Same keys as the chat screen's (the URL), so a sent message refreshes this list. */
export const conversationsKey = ["/api/conversations"] as const;
const messagesKey = (id: string) => ["/api/conversations", id, "messages"] as const;

export const useConversations = () => useQuery<Conversation[]>({ queryKey: conversationsKey });

export const renameConversation = ({ id, title }: { id: string; title: string }) =>
  apiRequest<Conversation>("PATCH", `/api/conversations/${id}`, { title });

export const deleteConversation = (id: string) => apiRequest<void>("DELETE", `/api/conversations/${id}`);

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameConversation,
    onSuccess: (updated) =>
      queryClient.setQueryData<Conversation[]>(conversationsKey, (list) =>
        list?.map((c) => (c.id === updated.id ? updated : c)),
      ),
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<Conversation[]>(conversationsKey, (list) => list?.filter((c) => c.id !== id));
      queryClient.removeQueries({ queryKey: messagesKey(id) });
    },
  });
}

/** The messages of one conversation, from the cache when the chat screen already loaded them. */
export function useFetchMessages() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.fetchQuery<Message[]>({ queryKey: messagesKey(id) });
}
