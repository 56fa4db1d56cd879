/** The hero's before/after picture, drawn in HTML so it is sharp, light and readable by everyone. */
function Bubble({ children, tone }: { children: string; tone: "before" | "after" }) {
  const colours = tone === "before" ? "bg-slate-200 text-slate-800" : "bg-brand-600 text-white";
  return <p className={`max-w-[85%] rounded-2xl rounded-br-sm px-4 py-2 text-sm ${colours}`}>{children}</p>;
}

function Panel({
  label,
  note,
  tone,
  lines,
}: {
  label: string;
  note: string;
  tone: "before" | "after";
  lines: string[];
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p
        className={`text-xs font-bold tracking-wide uppercase ${tone === "before" ? "text-slate-600" : "text-brand-700"}`}
      >
        {label}
      </p>
      <div className="mt-3 flex flex-col items-end gap-2">
        {lines.map((line) => (
          <Bubble key={line} tone={tone}>
            {line}
          </Bubble>
        ))}
      </div>
      <p className="mt-3 text-xs text-slate-600">{note}</p>
    </div>
  );
}

export function BeforeAfter() {
  return (
    <figure className="mx-auto w-full max-w-md">
      <div className="grid gap-4">
        <Panel
          label="Before"
          tone="before"
          lines={["hey", "you're cute, wanna hang out sometime?"]}
          note="Generic, easy to ignore, nothing to answer."
        />
        <Panel
          label="After coaching"
          tone="after"
          lines={[
            "Is that the lighthouse trail in your second photo? I've wanted to try it. Worth the climb?",
            "I'm Sam, by the way.",
          ]}
          note="Specific, curious about her, easy to reply to."
        />
      </div>
      <figcaption className="mt-3 text-center text-sm text-slate-600">
        The same first message, before and after a two-minute chat with the coach.
      </figcaption>
    </figure>
  );
}
