import type { ReactNode } from "react";
import { Button, buttonClass } from "../../../components/ui/button";
import { failureToast } from "../../../lib/failure-toast";
import { useStartCheckout } from "../api/checkout";
import { CHECKOUT_FAILED } from "../lib/payment-setup";

/**
 * Starts checkout (Stripe's hosted page, or the demo checkout). A visitor who is not signed in
 * signs in first: a subscription belongs to an account.
 */
export function CheckoutButton({
  signedIn,
  cancelPath,
  className = "",
  children,
}: {
  signedIn: boolean;
  cancelPath: string;
  className?: string;
  children: ReactNode;
}) {
  const start = useStartCheckout(cancelPath);
  if (!signedIn) {
    return (
      <a href="/api/login" className={buttonClass("primary", className)}>
        {children}
      </a>
    );
  }
  const onClick = () =>
    start.mutate(undefined, { onError: failureToast(CHECKOUT_FAILED, "Please try again.") });
  // Stays disabled after success too: the browser is already leaving for checkout.
  const busy = start.isPending || start.isSuccess;
  return (
    <Button className={className} onClick={onClick} disabled={busy} aria-busy={busy}>
      {busy ? "Opening checkout..." : children}
    </Button>
  );
}
