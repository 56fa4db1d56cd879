import { useMutation } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import { serverMessage } from "../../../lib/api-client";
import { sendDemoMessage } from "../api/demo-chat";

export type DemoTurn = { id: number; role: "user" | "assistant"; content: string };

/**
 * The demo conversation lives in this page only: it is gone on reload, and the server stores none
 * of it. `send` resolves false when the message got no answer, so the input can give it back.
 */
export function useDemoConversation() {
  const [turns, setTurns] = useState<DemoTurn[]>([]);
  const [pending, setPending] = useState<string | null>(null);
  const nextId = useRef(1);
  const mutation = useMutation({ mutationFn: sendDemoMessage });

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || pending !== null) return false;
      setPending(message);
      try {
        const { reply } = await mutation.mutateAsync({ message });
        const user = { id: nextId.current++, role: "user" as const, content: message };
        const coach = { id: nextId.current++, role: "assistant" as const, content: reply };
        setTurns((list) => [...list, user, coach]);
        return true;
      } catch (error) {
        toast.error("Error", {
          description: serverMessage(error, "Failed to send message. Please try again."),
        });
        return false;
      } finally {
        setPending(null);
      }
    },
    [pending, mutation.mutateAsync],
  );

  return { turns, pending, send };
}
