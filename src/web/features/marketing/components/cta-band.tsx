import { type ReactNode, useId } from "react";

/** The closing call to action of a page. */
export function CtaBand({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-slate-900 px-4 py-16 text-center text-white">
      <div className="mx-auto max-w-2xl">
        <h2 id={titleId} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {children && <p className="mt-4 text-lg text-slate-300">{children}</p>}
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">{action}</div>
      </div>
    </section>
  );
}
