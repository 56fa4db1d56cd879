import { Link } from "wouter";
import { useSubscriptionStatus } from "../api/subscription-status";

/** Free plan only: how many of today's messages are left, and the way to unlimited coaching. */
export function QuotaNotice() {
  const { data } = useSubscriptionStatus();
  if (data?.plan !== "free" || data.messagesLeftToday === null) return null;
  const left = data.messagesLeftToday;
  return (
    <p className="text-center text-xs text-slate-500" data-testid="quota-notice">
      {left > 0 ? (
        `${left} free ${left === 1 ? "message" : "messages"} left today`
      ) : (
        <>
          No free messages left today.{" "}
          <Link href="/paywall" className="font-semibold text-brand-700 underline">
            Upgrade for unlimited coaching
          </Link>
        </>
      )}
    </p>
  );
}
