import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { useLocation, useSearch } from "wouter";
import { isUnauthorizedError } from "../../../lib/api-client";
import { useOpenConversation } from "../api/conversation";

/**
 * The conversation on screen: the one named by `?c=<id>` (History's "View Chat"), otherwise the
 * user's newest empty conversation, which the server reuses or creates on every load.
 */
export function useConversationId() {
  const requested = new URLSearchParams(useSearch()).get("c");
  const [, navigate] = useLocation();
  const { mutate, data, isPending, isError } = useOpenConversation();
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for a fresh conversation
  useEffect(() => {
    if (requested) return;
    mutate(undefined, {
      onError: (error) => {
        if (!isUnauthorizedError(error))
          toast.error("Error", { description: "Failed to create conversation" });
      },
    });
  }, [requested, mutate, generation]);

  /** "New chat": leave a viewed conversation, or open a fresh one in place. */
  const startNew = useCallback(() => {
    if (requested) navigate("/");
    else setGeneration((n) => n + 1);
  }, [requested, navigate]);

  return {
    conversationId: requested ?? (isPending ? null : (data?.id ?? null)),
    isOpening: !requested && isPending,
    openFailed: !requested && isError,
    startNew,
  };
}
