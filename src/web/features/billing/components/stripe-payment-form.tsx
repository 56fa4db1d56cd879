import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { site } from "../../../content/site";
import { INIT_FAILED } from "../lib/payment-setup";

function PaymentForm({ onPaid }: { onPaid: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (processing) return;
    if (!stripe || !elements) {
      toast.error("Payment Error", { description: INIT_FAILED });
      return;
    }
    setProcessing(true);
    // Cards that need a bank's check (3-D Secure) leave and come back to /success.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/success` },
      redirect: "if_required",
    });
    if (error) {
      toast.error("Payment Failed", { description: error.message ?? "Your payment did not go through." });
      setProcessing(false);
      return;
    }
    toast.success("Payment Successful", { description: "You are now subscribed to Premium!" });
    onPaid();
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Card payment">
      <PaymentElement />
      <Button
        type="submit"
        className="w-full py-3 text-base"
        disabled={processing || !stripe}
        aria-busy={processing}
      >
        {processing ? "Processing..." : `Subscribe - ${site.price.label}`}
      </Button>
    </form>
  );
}

/** Stripe's embedded Payment Element for the user's incomplete subscription. */
export default function StripePaymentForm({
  stripe,
  clientSecret,
  onPaid,
}: {
  stripe: Stripe;
  clientSecret: string;
  onPaid: () => void;
}) {
  return (
    <Elements
      stripe={stripe}
      options={{ clientSecret, appearance: { theme: "stripe", variables: { colorPrimary: "#e11d48" } } }}
    >
      <PaymentForm onPaid={onPaid} />
    </Elements>
  );
}
