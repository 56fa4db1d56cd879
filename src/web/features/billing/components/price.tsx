import { site } from "../../../content/site";

/** The monthly price, large, from the site content. */
export function Price({ className = "" }: { className?: string }) {
  const [dollars, cents] = site.price.monthlyUsd.toFixed(2).split(".");
  return (
    <p className={`text-slate-900 ${className}`}>
      <span className="text-5xl font-extrabold tracking-tight">
        ${dollars}
        <span className="text-2xl">.{cents}</span>
      </span>
      <span className="ml-1 text-slate-600">/month</span>
    </p>
  );
}
