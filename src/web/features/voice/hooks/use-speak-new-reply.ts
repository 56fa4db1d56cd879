import { useEffect, useRef } from "react";
import { AUTO_SPEAK_DELAY_MS } from "../lib/voice-settings";

export type Reply = { id: string; text: string };

/**
 * Speaks a reply that arrives while the screen is open, AUTO_SPEAK_DELAY_MS after it arrives,
 * unless the microphone is on then (spec section 4). `reply` is the newest reply, null when
 * there is none, undefined while loading; whatever is there when `scope` (the conversation)
 * opens counts as already heard.
 */
export function useSpeakNewReply(
  reply: Reply | null | undefined,
  options: {
    scope: string | null;
    enabled: boolean;
    isListening: () => boolean;
    speak: (text: string) => void;
  },
) {
  const seen = useRef<{ scope: string | null; id: string | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;

  const { scope } = options;
  const id = reply?.id ?? null;
  const text = reply?.text ?? "";
  const loaded = reply !== undefined;

  useEffect(() => {
    if (!loaded) return;
    if (seen.current?.scope !== scope) {
      seen.current = { scope, id };
      return;
    }
    if (id === null || id === seen.current.id) return;
    seen.current = { scope, id };
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const now = latest.current;
      if (now.enabled && !now.isListening()) now.speak(text);
    }, AUTO_SPEAK_DELAY_MS);
  }, [scope, id, text, loaded]);

  useEffect(() => () => clearTimeout(timer.current), []);
}
