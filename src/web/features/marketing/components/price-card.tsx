import { ButtonLink } from "../../../components/ui/button";
import { CheckList } from "../../../components/ui/check-list";
import { PREMIUM_FEATURES } from "../../../content/plans";
import { site } from "../../../content/site";

export function PriceCard() {
  const [dollars, cents] = site.price.monthlyUsd.toFixed(2).split(".");
  return (
    <div className="mx-auto max-w-md rounded-3xl border-2 border-brand-600 bg-white p-8 shadow-lg">
      <h2 className="text-center text-2xl font-bold text-slate-900">Premium</h2>
      <p className="mt-4 text-center">
        <span className="align-top text-2xl font-semibold text-slate-900">$</span>
        <span className="text-6xl font-extrabold tracking-tight text-slate-900">{dollars}</span>
        <span className="align-top text-2xl font-semibold text-slate-900">.{cents}</span>
        <span className="ml-1 text-slate-600">/month</span>
      </p>
      <p className="mt-2 text-center text-sm text-slate-600">Billed monthly in advance. Cancel anytime.</p>
      <CheckList items={PREMIUM_FEATURES} className="mt-8 text-slate-700" />
      <ButtonLink href="/paywall" data-testid="button-subscribe" className="mt-8 w-full px-6 py-3 text-base">
        Start Coaching Now
      </ButtonLink>
      <p className="mt-4 text-center text-sm text-slate-600">{site.refundPolicy.short}</p>
      <p className="mt-2 text-center text-sm text-slate-600">
        Not ready? The free plan gives you 5 messages a day.{" "}
        <a href="/api/login" className="font-medium text-brand-700 underline">
          Create a free account
        </a>
      </p>
    </div>
  );
}
