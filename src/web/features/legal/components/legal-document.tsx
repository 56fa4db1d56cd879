import type { ReactNode } from "react";
import type { LegalSection } from "../../../content/legal";

function Block({ block }: { block: LegalSection["body"][number] }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-1 pl-6">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A numbered legal document with a table of contents; every section can be linked to. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">Last updated: {updated}</p>
        <div className="mt-6 text-lg text-slate-700">{intro}</div>
      </header>
      <nav aria-label="Contents" className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6">
        <h2 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Contents</h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-4"
        >
          <h2 id={`${section.id}-title`} className="text-2xl font-bold text-slate-900">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 space-y-3 text-slate-700">
            {section.body.map((block) => (
              <Block key={typeof block === "string" ? block : block.list.join("|")} block={block} />
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
