import { BadgeCheck, Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button, ButtonLink } from "../../../components/ui/button";
import { CheckList } from "../../../components/ui/check-list";
import { PREMIUM_FEATURES } from "../../../content/plans";
import { site } from "../../../content/site";
import { useSyncSubscription } from "../api/subscription";

function Status({ signedIn, sessionId }: { signedIn: boolean; sessionId: string | undefined }) {
  const sync = useSyncSubscription();
  const started = useRef(false);
  const run = () => sync.mutate(sessionId ? { sessionId } : {});
  // Once per visit: the provider's answer decides the plan, whatever the webhook is doing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the page opens
  useEffect(() => {
    if (!signedIn || started.current) return;
    started.current = true;
    run();
  }, [signedIn]);

  if (!signedIn) {
    return (
      <>
        <h1 className="text-3xl font-bold">Sign in to start coaching</h1>
        <p className="text-slate-600">
          Sign in with the account you subscribed with to see your Premium plan.
        </p>
        <a href="/api/login" className="font-semibold text-brand-700 underline">
          Sign in
        </a>
      </>
    );
  }
  if (sync.data?.plan === "premium") {
    return (
      <>
        <h1 className="text-3xl font-bold">Payment Successful!</h1>
        <p
          data-testid="premium-activated"
          className="inline-flex items-center gap-2 rounded-full bg-emerald-100 px-4 py-1 text-sm font-semibold text-emerald-800"
        >
          <BadgeCheck className="h-4 w-4" aria-hidden="true" />
          Premium Activated
        </p>
      </>
    );
  }
  if (sync.isError) {
    return (
      <>
        <h1 className="text-3xl font-bold">We could not confirm your payment yet</h1>
        <p className="text-slate-600">
          The payment provider did not answer. Your payment is safe; please check again.
        </p>
        <Button onClick={run}>Check again</Button>
      </>
    );
  }
  if (!sync.isSuccess) {
    return (
      <p className="flex items-center gap-2 text-lg text-slate-700" aria-live="polite">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        Confirming your payment...
      </p>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-bold">Your payment is not confirmed yet</h1>
      <p className="text-slate-600">
        If you just paid, it can take a moment to arrive. Nothing was charged for an unfinished checkout.
      </p>
      <div className="flex gap-3">
        <Button onClick={run}>Check again</Button>
        <ButtonLink href="/paywall" variant="outline">
          Back to Premium
        </ButtonLink>
      </div>
    </>
  );
}

/** /success: confirms the subscription with the provider on arrival, then shows what is unlocked. */
export function SuccessScreen({ signedIn, sessionId }: { signedIn: boolean; sessionId: string | undefined }) {
  return (
    <div className="mx-auto max-w-xl space-y-8 px-4 py-16 text-center">
      <div className="flex flex-col items-center gap-4">
        <Status signedIn={signedIn} sessionId={sessionId} />
      </div>
      <section aria-labelledby="unlocked" className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="unlocked" className="text-lg font-semibold">
          What you can do now
        </h2>
        <CheckList items={PREMIUM_FEATURES} small className="mx-auto mt-4 max-w-sm" />
      </section>
      <ButtonLink href="/" className="px-6 py-3 text-base">
        Start Your AI Coaching Journey
      </ButtonLink>
      <p className="text-sm text-slate-600">
        Premium is {site.price.label}. Cancel anytime in account settings. Questions? Write to{" "}
        <a href={`mailto:${site.supportEmail}`} className="font-medium text-brand-700 underline">
          {site.supportEmail}
        </a>
        .
      </p>
    </div>
  );
}
