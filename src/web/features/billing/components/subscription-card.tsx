import { Crown } from "lucide-react";
import { ENTITLEMENTS } from "../../../../shared/plans";
import { Button, ButtonLink } from "../../../components/ui/button";
import { site } from "../../../content/site";
import { longDate } from "../../../lib/dates";
import { failureToast } from "../../../lib/failure-toast";
import { useBillingSummary, useOpenPortal } from "../api/subscription";

export function ManageButton() {
  const portal = useOpenPortal();
  const busy = portal.isPending || portal.isSuccess;
  const onClick = () =>
    portal.mutate(undefined, { onError: failureToast("Error", "Could not open subscription management.") });
  return (
    <Button onClick={onClick} disabled={busy} aria-busy={busy}>
      Manage Subscription
    </Button>
  );
}

/** The profile's subscription card: the plan, when it renews or ends, and the way to change it. */
export function SubscriptionCard({ subscriptionStatus }: { subscriptionStatus: string }) {
  const { data } = useBillingSummary();
  const plan = data?.plan ?? (subscriptionStatus === "premium" ? "premium" : "free");
  const sub = data?.subscription;
  const end = sub?.currentPeriodEnd ? longDate(sub.currentPeriodEnd) : null;
  const paymentProblem = sub?.status === "past_due" || sub?.status === "unpaid";

  return (
    <section
      aria-labelledby="subscription-title"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="subscription-title" className="flex items-center gap-2 text-lg font-semibold">
        {plan === "premium" && <Crown className="h-5 w-5 text-brand-600" aria-hidden="true" />}
        Subscription
      </h2>
      {plan === "premium" ? (
        <>
          <p className="text-sm font-medium text-slate-900">Premium Member</p>
          {end && (
            <p data-testid="subscription-dates" className="text-sm text-slate-600">
              {sub?.cancelAtPeriodEnd
                ? `Cancelled: Premium stays active until ${end}, then your plan returns to Free.`
                : `Renews on ${end} at ${site.price.label}.`}
            </p>
          )}
          <ManageButton />
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            Free plan: {ENTITLEMENTS.free.messagesPerDay} messages a day.
          </p>
          {paymentProblem && (
            <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              Your last payment did not go through, so Premium is paused. Update your payment method to
              continue.
            </p>
          )}
          {sub?.status === "canceled" && end && (
            <p className="text-sm text-slate-600">Your Premium subscription ended on {end}.</p>
          )}
          {/* A paused subscription is fixed by updating the card, not by buying a second one. */}
          {paymentProblem && data?.canManage ? (
            <ManageButton />
          ) : (
            <ButtonLink href="/subscribe">Upgrade to Premium</ButtonLink>
          )}
        </>
      )}
    </section>
  );
}
