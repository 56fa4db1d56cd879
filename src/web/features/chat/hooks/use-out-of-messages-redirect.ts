import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { useSubscriptionStatus } from "../api/subscription-status";

/**
 * A free user with no messages left today who opens the chat goes to the paywall (PRODUCT.md);
 * reading an earlier conversation (`?c=`) stays allowed.
 */
export function useOutOfMessagesRedirect() {
  const { data } = useSubscriptionStatus();
  const viewing = new URLSearchParams(useSearch()).has("c");
  const [, navigate] = useLocation();
  const outOfMessages = data?.plan === "free" && data.messagesLeftToday === 0;
  useEffect(() => {
    if (outOfMessages && !viewing) navigate("/paywall");
  }, [outOfMessages, viewing, navigate]);
}
