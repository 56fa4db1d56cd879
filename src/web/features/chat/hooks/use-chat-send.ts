import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useLocation } from "wouter";
import type { Message, SendMessageRequest } from "../../../../shared/api/chat";
import { isSubscriptionRequired, isUnauthorizedError } from "../../../lib/api-client";
import { conversationsKey, messagesKey } from "../api/conversation";
import {
  type SendResult,
  sendFailureText,
  sendMessage,
  wasRejectedBeforeStreaming,
} from "../api/send-message";
import { subscriptionStatusKey } from "../api/subscription-status";

export const PAYWALL_REDIRECT_MS = 1000;

/** The message being answered: the user's text and the reply so far. */
export type PendingTurn = { text: string; reply: string };

function localMessage(role: Message["role"], content: string): Message {
  return {
    id: `local-${role}-${Date.now()}`,
    role,
    content,
    createdAt: new Date().toISOString(),
    safety: null,
  };
}

/**
 * Chat send (spec section 4): idle -> pending -> refreshed messages, or an error toast (section 8).
 * `send` resolves false when the server never stored the message, so the input can give it back.
 */
export function useChatSend(conversationId: string | null) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const controller = useRef<AbortController | null>(null);
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: (body: SendMessageRequest): Promise<SendResult> => {
      const abort = new AbortController();
      controller.current = abort;
      const onDelta = (text: string) => setPending((turn) => turn && { ...turn, reply: turn.reply + text });
      return sendMessage(body, { signal: abort.signal, onDelta });
    },
  });

  useEffect(() => () => controller.current?.abort(), []);

  const fail = useCallback(
    (error: unknown) => {
      if (isUnauthorizedError(error)) return; // lib/query-client.ts shows it and signs in again
      if (isSubscriptionRequired(error)) {
        toast.error("Premium Subscription Required", {
          description: "Upgrade to continue chatting with your AI dating coach.",
        });
        setTimeout(() => navigate("/paywall"), PAYWALL_REDIRECT_MS);
        return;
      }
      toast.error("Error", { description: sendFailureText(error) });
    },
    [navigate],
  );

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || !conversationId || busy.current) return false;
      busy.current = true;
      setPending({ text: message, reply: "" });
      const key = messagesKey(conversationId);
      let stored = true;
      try {
        const result = await mutation.mutateAsync({ message, conversationId });
        if (result.status === "done") {
          await queryClient.invalidateQueries({ queryKey: key });
        } else {
          // The server stores a stopped reply as it closes the stream; show it now rather than race it.
          const kept = [localMessage("user", message)];
          if (result.partial.trim()) kept.push(localMessage("assistant", result.partial));
          queryClient.setQueryData<Message[]>(key, (old) => [...(old ?? []), ...kept]);
          await queryClient.invalidateQueries({ queryKey: key, refetchType: "none" });
        }
      } catch (error) {
        stored = !wasRejectedBeforeStreaming(error);
        fail(error);
        // A reply that failed half-way still stored the user's message: show the stored version.
        await queryClient.invalidateQueries({ queryKey: key }).catch(() => {});
      } finally {
        void queryClient.invalidateQueries({ queryKey: subscriptionStatusKey });
        void queryClient.invalidateQueries({ queryKey: conversationsKey, exact: true });
        controller.current = null;
        busy.current = false;
        setPending(null);
      }
      return stored;
    },
    [conversationId, mutation.mutateAsync, queryClient, fail],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { send, stop, pending, isPending: pending !== null };
}
