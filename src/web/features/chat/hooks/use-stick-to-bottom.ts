import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * Keeps a scrolling list at its newest line while content arrives, unless the reader has
 * scrolled up to read something earlier.
 */
export function useStickToBottom<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  const atBottom = useRef(true);
  const onScroll = useCallback(() => {
    const el = ref.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the content changes
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [trigger]);
  return { ref, onScroll };
}
