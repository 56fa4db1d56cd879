import type { ReactNode } from "react";
import { CheckList } from "../../../components/ui/check-list";
import { FREE_FEATURES, PREMIUM_FEATURES } from "../../../content/plans";
import { Price } from "./price";

/** Free and Premium side by side; `premiumAction` is where Premium is bought (or managed). */
export function PlanComparison({
  freeAction,
  premiumAction,
}: {
  freeAction: ReactNode;
  premiumAction: ReactNode;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <section aria-labelledby="plan-free" className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="plan-free" className="text-xl font-bold">
          Free
        </h2>
        <p className="mt-3 text-slate-900">
          <span className="text-5xl font-extrabold tracking-tight">$0</span>
          <span className="ml-1 text-slate-600">/month</span>
        </p>
        <CheckList items={FREE_FEATURES} small className="mt-6" />
        <div className="mt-6">{freeAction}</div>
      </section>
      <section
        aria-labelledby="plan-premium"
        className="relative rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-lg"
      >
        <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          Most Popular
        </span>
        <h2 id="plan-premium" className="text-xl font-bold">
          Premium
        </h2>
        <Price className="mt-3" />
        <CheckList items={PREMIUM_FEATURES} small className="mt-6" />
        <div className="mt-6">{premiumAction}</div>
      </section>
    </div>
  );
}
