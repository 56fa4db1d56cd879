const steps = [
  {
    title: "Tell the coach what's going on",
    text: "A match who went quiet, a date on Friday, someone you keep seeing at the gym.",
  },
  {
    title: "Get a clear next step",
    text: "What to say, what to ask, where to go, and why it works for both of you.",
  },
  {
    title: "Go live it, then come back",
    text: "Share how it went. The coach remembers, and the next answer builds on it.",
  },
];

export function HowItWorks() {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-2 text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
