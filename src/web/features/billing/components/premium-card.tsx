import { Crown } from "lucide-react";
import { CheckList } from "../../../components/ui/check-list";
import { PREMIUM_FEATURES } from "../../../content/plans";
import { site } from "../../../content/site";
import { CheckoutButton } from "./checkout-button";
import { Price } from "./price";

/** The paywall's single Premium card: the price, what it includes, and hosted checkout. */
export function PremiumCard({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      aria-labelledby="premium-card-title"
      className="mx-auto w-full max-w-md rounded-3xl border-2 border-brand-600 bg-white p-8 text-center shadow-lg"
    >
      <Crown className="mx-auto h-8 w-8 text-brand-600" aria-hidden="true" />
      <h2 id="premium-card-title" className="mt-2 text-2xl font-bold">
        Premium
      </h2>
      <Price className="mt-4" />
      <CheckList items={PREMIUM_FEATURES} small className="mt-6" />
      <CheckoutButton signedIn={signedIn} cancelPath="/paywall" className="mt-8 w-full px-6 py-3 text-base">
        Start Your Transformation - {site.price.label}
      </CheckoutButton>
      <p className="mt-4 text-sm font-medium text-slate-700">Cancel anytime</p>
      <p className="mt-1 text-sm text-slate-600">{site.refundPolicy.short}</p>
    </section>
  );
}
