import { useLayoutEffect, useRef } from "react";

/** A textarea that grows with its text up to `maxHeight` pixels, then scrolls (spec: 120 px). */
export function useAutoGrow(value: string, maxHeight: number) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = "auto";
    const height = Math.min(el.scrollHeight, maxHeight);
    el.style.height = `${height}px`;
    el.style.overflowY = el.scrollHeight > maxHeight ? "auto" : "hidden";
  }, [value, maxHeight]);
  return ref;
}
