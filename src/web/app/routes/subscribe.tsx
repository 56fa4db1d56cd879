import { useLocation } from "wouter";
import type { User } from "../../../shared/api/auth";
import { planOf } from "../../../shared/plans";
import { PublicLayout } from "../../components/layout/public-layout";
import { site } from "../../content/site";
import { CheckoutButton } from "../../features/billing/components/checkout-button";
import { PaymentPanel } from "../../features/billing/components/payment-panel";
import { PlanComparison } from "../../features/billing/components/plan-comparison";
import { ManageButton } from "../../features/billing/components/subscription-card";

function Note({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-lg bg-slate-100 px-4 py-3 text-center text-sm font-medium text-slate-700">
      {children}
    </p>
  );
}

/** The plan comparison, with Premium's embedded payment form for a signed-in free user. */
function Plans({ user }: { user: User | null }) {
  const [, navigate] = useLocation();
  const plan = user ? planOf(user.subscriptionStatus) : null;
  const freeAction =
    plan === "free" ? (
      <Note>Your current plan</Note>
    ) : plan === null ? (
      <a href="/api/login" className="font-semibold text-brand-700 underline">
        Start free
      </a>
    ) : null;
  const premiumAction =
    plan === "premium" ? (
      <div className="space-y-3">
        <Note>You are a Premium member</Note>
        <ManageButton />
      </div>
    ) : plan === "free" ? (
      <PaymentPanel onPaid={() => navigate("/success")} />
    ) : (
      <CheckoutButton signedIn={false} cancelPath="/subscribe" className="w-full py-3 text-base">
        Sign in to subscribe
      </CheckoutButton>
    );
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div className="space-y-2 text-center">
        <h1 className="text-3xl font-bold">Choose your plan</h1>
        <p className="text-slate-600">Start free. Upgrade when you want unlimited coaching.</p>
      </div>
      <PlanComparison freeAction={freeAction} premiumAction={premiumAction} />
      <p className="mx-auto max-w-2xl text-center text-sm text-slate-600">{site.refundPolicy.full}</p>
    </div>
  );
}

/** /subscribe inside the signed-in shell. */
export function SubscribeRoute({ user }: { user: User }) {
  return <Plans user={user} />;
}

/** /subscribe for visitors who are not signed in. */
export function PublicSubscribeRoute() {
  return (
    <PublicLayout>
      <div className="px-4 py-12">
        <Plans user={null} />
      </div>
    </PublicLayout>
  );
}
