import type { ReactNode } from "react";

/** The top of a marketing page: one h1 and a lead paragraph. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 pt-16 pb-12 text-center md:pt-20">
      <div className="mx-auto max-w-3xl">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">{title}</h1>
        {children && <div className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">{children}</div>}
      </div>
    </section>
  );
}

/** A titled band of a page; `id` makes it a link target and labels the region. */
export function Section({
  id,
  title,
  intro,
  tone = "plain",
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: "plain" | "muted";
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`px-4 py-14 md:py-16 ${tone === "muted" ? "bg-slate-50" : "bg-white"}`}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          {intro && <p className="mt-3 text-slate-600">{intro}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** A card in a grid: an icon, a title and a few lines. */
export function InfoCard({
  icon,
  title,
  children,
  headingLevel = 3,
}: {
  icon?: ReactNode;
  title: string;
  children: ReactNode;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {icon && (
        <div className="mb-4 inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          {icon}
        </div>
      )}
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      <div className="mt-2 space-y-2 text-slate-600">{children}</div>
    </div>
  );
}
