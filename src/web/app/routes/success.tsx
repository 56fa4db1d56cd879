import { useSearch } from "wouter";
import { PublicLayout } from "../../components/layout/public-layout";
import { useUser } from "../../features/auth/api/use-user";
import { SuccessScreen } from "../../features/billing/components/success-screen";
import { checkoutSessionId } from "../../features/billing/lib/format";

/** /success: where checkout returns; it confirms the subscription with the provider. */
export function SuccessRoute() {
  const { user, isLoading } = useUser();
  const sessionId = checkoutSessionId(useSearch());
  return (
    <PublicLayout>
      {isLoading ? (
        <div className="min-h-96" aria-busy="true" />
      ) : (
        <SuccessScreen signedIn={user !== null} sessionId={sessionId} />
      )}
    </PublicLayout>
  );
}
