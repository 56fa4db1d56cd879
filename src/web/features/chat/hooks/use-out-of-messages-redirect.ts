import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { useSubscriptionStatus } from "../api/subscription-status";

/**
 * A free user with no messages left today who opens the chat goes to the paywall (PRODUCT.md);
 * reading an earlier conversation (`?c=`) stays allowed. It is decided once, on the visit's first
 * up-to-date count: the user who just spent the last free message reads its reply, and the send
 * after it gets the premium notice and then the paywall (use-chat-send.ts).
 */
export function useOutOfMessagesRedirect() {
  const { data, isFetching } = useSubscriptionStatus();
  const viewing = new URLSearchParams(useSearch()).has("c");
  const [, navigate] = useLocation();
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || !data || isFetching) return;
    decided.current = true;
    if (data.plan === "free" && data.messagesLeftToday === 0 && !viewing) navigate("/paywall");
  }, [data, isFetching, viewing, navigate]);
}
