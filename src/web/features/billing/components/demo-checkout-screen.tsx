import { Lock } from "lucide-react";
import { Button, ButtonLink } from "../../../components/ui/button";
import { site } from "../../../content/site";
import { failureToast } from "../../../lib/failure-toast";
import { useCompleteDemoCheckout, useDemoCheckout } from "../api/demo";
import { DemoNotice } from "./demo-notice";
import { Price } from "./price";

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-full items-start justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md space-y-6 rounded-2xl bg-white p-8 shadow-lg">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-500">
          <Lock className="h-4 w-4" aria-hidden="true" />
          {site.productName} · Demo checkout
        </p>
        {children}
      </div>
    </div>
  );
}

function Unavailable({ title, text }: { title: string; text: string }) {
  return (
    <Frame>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-600">{text}</p>
      <ButtonLink href="/paywall">Back to Premium</ButtonLink>
    </Frame>
  );
}

/**
 * Demo mode's stand-in for a hosted checkout page: the order, the plain statement that no money
 * moves, and Subscribe or Cancel. Subscribe starts the demo subscription and returns to /success.
 */
export function DemoCheckoutScreen({ sessionId }: { sessionId: string }) {
  const checkout = useDemoCheckout(sessionId);
  const complete = useCompleteDemoCheckout(sessionId);
  if (sessionId === "" || checkout.isError)
    return (
      <Unavailable
        title="Checkout not found"
        text="This checkout does not exist or belongs to another account."
      />
    );
  if (!checkout.data) return <Frame>{null}</Frame>;
  if (checkout.data.status === "expired")
    return (
      <Unavailable title="This checkout has expired" text="Checkouts last 24 hours. Please start again." />
    );
  if (checkout.data.status === "complete")
    return (
      <Unavailable title="Already paid" text="This checkout is complete. Your Premium plan is active." />
    );

  const onSubscribe = () =>
    complete.mutate(undefined, { onError: failureToast("Payment Failed", "Please try again.") });
  const busy = complete.isPending || complete.isSuccess;
  return (
    <Frame>
      <h1 className="text-2xl font-bold">Subscribe to {site.productName} Premium</h1>
      <DemoNotice />
      <div className="space-y-1 border-y border-slate-200 py-4">
        <Price />
        <p className="text-sm text-slate-600">
          Billed monthly. Cancel anytime; access lasts to the end of the month paid.
        </p>
        <p className="text-sm text-slate-600">{site.refundPolicy.short}</p>
      </div>
      <div className="flex flex-col gap-3">
        <Button className="w-full py-3 text-base" onClick={onSubscribe} disabled={busy} aria-busy={busy}>
          {busy ? "Processing..." : "Subscribe (demo, no charge)"}
        </Button>
        <a
          href={checkout.data.cancelUrl}
          className="text-center text-sm font-medium text-slate-600 underline"
        >
          Cancel and go back
        </a>
      </div>
    </Frame>
  );
}
