/** Three bouncing dots while the other side is writing; `label` says who, for screen readers. */
export function TypingDots({ label }: { label: string }) {
  return (
    <span role="status" aria-label={label} className="flex h-6 items-center gap-1">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="h-2 w-2 animate-bounce rounded-full bg-slate-400"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
