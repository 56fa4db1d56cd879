import { useSearch } from "wouter";
import { PublicLayout } from "../../components/layout/public-layout";
import { useUser } from "../../features/auth/api/use-user";
import { DemoCheckoutScreen } from "../../features/billing/components/demo-checkout-screen";

export function SignInFirst({ what }: { what: string }) {
  return (
    <PublicLayout>
      <div className="mx-auto max-w-md space-y-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Sign in first</h1>
        <p className="text-slate-600">{what} belongs to your account. Sign in to continue.</p>
        <a href="/api/login" className="font-semibold text-brand-700 underline">
          Sign in
        </a>
      </div>
    </PublicLayout>
  );
}

/** /demo-checkout?session=...: demo mode's checkout page (where Stripe's hosted page would be). */
export function DemoCheckoutRoute() {
  const { user, isLoading } = useUser();
  const sessionId = new URLSearchParams(useSearch()).get("session") ?? "";
  if (isLoading) return <div className="min-h-full" aria-busy="true" />;
  if (!user) return <SignInFirst what="This checkout" />;
  return <DemoCheckoutScreen sessionId={sessionId} />;
}
