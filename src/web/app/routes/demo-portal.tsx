import { PublicLayout } from "../../components/layout/public-layout";
import { useUser } from "../../features/auth/api/use-user";
import { DemoPortalScreen } from "../../features/billing/components/demo-portal-screen";
import { SignInFirst } from "./demo-checkout";

/** /demo-portal: demo mode's manage page (where Stripe's customer portal would be). */
export function DemoPortalRoute() {
  const { user, isLoading } = useUser();
  if (isLoading) return <div className="min-h-full" aria-busy="true" />;
  if (!user) return <SignInFirst what="Your subscription" />;
  return (
    <PublicLayout>
      <DemoPortalScreen />
    </PublicLayout>
  );
}
