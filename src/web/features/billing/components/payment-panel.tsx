import { AlertTriangle, Loader2 } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "../../../components/ui/button";
import { serverMessage } from "../../../lib/api-client";
import { useBillingConfig } from "../api/billing-config";
import { useClientSecret } from "../api/client-secret";
import { INVALID_CONFIGURATION, isPublishableKey, paymentView, SYSTEM_ERROR } from "../lib/payment-setup";
import { useStripeJs } from "../lib/use-stripe-js";
import { CheckoutButton } from "./checkout-button";
import { DemoNotice } from "./demo-notice";

const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

function Problem({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="space-y-2">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}

function Preparing() {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      Preparing the secure payment form...
    </p>
  );
}

/**
 * Premium's payment area on /subscribe for a signed-in free user: Stripe's embedded card form,
 * or in demo mode the notice and the way to the demo checkout.
 */
export function PaymentPanel({ onPaid }: { onPaid: () => void }) {
  const config = useBillingConfig();
  const key =
    config.data?.mode === "stripe" && isPublishableKey(config.data.publishableKey)
      ? config.data.publishableKey
      : null;
  const secret = useClientSecret(key !== null);
  const stripeJs = useStripeJs(key);
  const view = paymentView({
    config: config.data,
    configFailed: config.isError,
    clientSecret: secret.data?.clientSecret,
    setupError: secret.isError ? serverMessage(secret.error, secret.error.message) : null,
    stripe: stripeJs.status,
  });

  switch (view.kind) {
    case "loading":
      return <Preparing />;
    case "demo":
      return (
        <div className="space-y-4">
          <DemoNotice />
          <CheckoutButton signedIn cancelPath="/subscribe" className="w-full py-3 text-base">
            Continue to demo checkout
          </CheckoutButton>
        </div>
      );
    case "invalid-config":
      return <Problem title="Payment Error">{INVALID_CONFIGURATION}</Problem>;
    case "setup-error":
      return (
        <Problem title="Payment Error">
          <p>{view.message}</p>
          <Button variant="outline" onClick={() => secret.refetch()} disabled={secret.isFetching}>
            Retry
          </Button>
        </Problem>
      );
    case "system-error":
      return <Problem title={SYSTEM_ERROR.title}>{SYSTEM_ERROR.text}</Problem>;
    case "ready":
      return (
        <Suspense fallback={<Preparing />}>
          <StripePaymentForm stripe={stripeJs.stripe!} clientSecret={view.clientSecret} onPaid={onPaid} />
        </Suspense>
      );
  }
}
