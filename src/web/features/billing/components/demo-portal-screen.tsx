import { toast } from "sonner";
import { Button, ButtonLink } from "../../../components/ui/button";
import { site } from "../../../content/site";
import { longDate } from "../../../lib/dates";
import { failureToast } from "../../../lib/failure-toast";
import { useDemoCancel } from "../api/demo";
import { useBillingSummary } from "../api/subscription";
import { DemoNotice } from "./demo-notice";

/** What the subscription will do next, in one sentence. */
function nextStep(subscription: {
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}) {
  const end = subscription.currentPeriodEnd ? longDate(subscription.currentPeriodEnd) : null;
  if (subscription.status === "canceled") return "Your Premium subscription has ended.";
  if (subscription.cancelAtPeriodEnd)
    return `Cancelled: you keep Premium until ${end}, and it will not renew.`;
  return `Premium renews on ${end} at ${site.price.label}.`;
}

/** Demo mode's stand-in for the provider's customer portal: cancel at period end, or undo it. */
export function DemoPortalScreen() {
  const summary = useBillingSummary();
  const cancel = useDemoCancel();
  const change = (cancelAtPeriodEnd: boolean) =>
    cancel.mutate(cancelAtPeriodEnd, {
      onSuccess: () =>
        toast.success(cancelAtPeriodEnd ? "Subscription cancelled" : "Subscription kept", {
          description: cancelAtPeriodEnd
            ? "Premium stays active until the end of the period you paid for."
            : "Premium will renew as before.",
        }),
      onError: failureToast("Error", "Could not change the subscription."),
    });
  if (summary.data && summary.data.mode !== "demo") {
    // Card payments are managed in the provider's own portal, opened from the profile.
    return (
      <div className="mx-auto max-w-xl space-y-4 px-4 py-12">
        <h1 className="text-2xl font-bold">Manage subscription</h1>
        <p className="text-slate-600">
          Open Manage Subscription on your profile to change or cancel your plan.
        </p>
        <ButtonLink href="/profile">Go to Profile</ButtonLink>
      </div>
    );
  }
  const subscription = summary.data?.subscription;
  const active = subscription?.status === "active" || subscription?.status === "trialing";

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-12">
      <h1 className="text-2xl font-bold">Manage subscription</h1>
      <DemoNotice />
      <section
        aria-labelledby="current-plan"
        className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6"
      >
        <h2 id="current-plan" className="text-lg font-semibold">
          {summary.data?.plan === "premium" ? "Premium" : "Free plan"}
        </h2>
        {summary.isPending && <p className="text-sm text-slate-600">Loading your subscription...</p>}
        {summary.data && !subscription && (
          <p className="text-sm text-slate-600">You have no subscription yet.</p>
        )}
        {subscription && (
          <p data-testid="subscription-next" className="text-sm text-slate-700">
            {nextStep(subscription)}
          </p>
        )}
        {active &&
          (subscription.cancelAtPeriodEnd ? (
            <Button variant="outline" onClick={() => change(false)} disabled={cancel.isPending}>
              Keep my subscription
            </Button>
          ) : (
            <Button
              className="bg-red-600 hover:bg-red-700"
              onClick={() => change(true)}
              disabled={cancel.isPending}
            >
              Cancel at period end
            </Button>
          ))}
        {summary.data && !active && <ButtonLink href="/subscribe">Upgrade to Premium</ButtonLink>}
      </section>
      <ButtonLink href="/profile" variant="outline">
        Back to Profile
      </ButtonLink>
    </div>
  );
}
