import { BadgeCheck } from "lucide-react";
import { planOf } from "../../../shared/plans";
import { PublicLayout } from "../../components/layout/public-layout";
import { ButtonLink } from "../../components/ui/button";
import { useUser } from "../../features/auth/api/use-user";
import { useBillingConfig } from "../../features/billing/api/billing-config";
import { DemoNotice } from "../../features/billing/components/demo-notice";
import { PremiumCard } from "../../features/billing/components/premium-card";
import { StatsRow } from "../../features/stats/components/stats-row";

function AlreadyPremium() {
  return (
    <div className="mx-auto max-w-md space-y-4 rounded-3xl border border-emerald-200 bg-emerald-50 p-8 text-center">
      <BadgeCheck className="mx-auto h-8 w-8 text-emerald-700" aria-hidden="true" />
      <h2 className="text-xl font-bold">You are already Premium</h2>
      <p className="text-slate-700">
        Unlimited coaching is yours. Manage your subscription from your profile.
      </p>
      <div className="flex justify-center gap-3">
        <ButtonLink href="/">Open the coach</ButtonLink>
        <ButtonLink href="/profile" variant="outline">
          Profile
        </ButtonLink>
      </div>
    </div>
  );
}

/** /paywall: the single Premium card with hosted checkout (spec: Paywall, variant 2). */
export function PaywallRoute() {
  const { user } = useUser();
  const config = useBillingConfig();
  const premium = user !== null && planOf(user.subscriptionStatus) === "premium";
  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16">
        <div className="mx-auto max-w-3xl space-y-4 text-center">
          <h1 className="text-3xl font-extrabold tracking-tight md:text-5xl">Unlock unlimited coaching</h1>
          <p className="text-lg text-slate-600">
            The free plan gives you 5 messages a day. Premium removes the limit and adds your own books,
            practice scenarios without a cap and chat export.
          </p>
        </div>
        <div className="mx-auto mt-10 max-w-md space-y-6">
          {config.data?.mode === "demo" && <DemoNotice />}
          {premium ? <AlreadyPremium /> : <PremiumCard signedIn={user !== null} />}
        </div>
      </section>
      <section aria-label="Statistics" className="px-4 pb-12">
        <StatsRow />
      </section>
      <div className="flex justify-center px-4 pb-16">
        <ButtonLink href="/" variant="outline">
          Back to Home
        </ButtonLink>
      </div>
    </PublicLayout>
  );
}
