import type { User } from "../../../shared/api/auth";
import { displayName, planLabel } from "../../../shared/user";
import { Avatar } from "../ui/avatar";

export function UserBlock({ user }: { user: User }) {
  return (
    <div className="flex items-center gap-3" data-testid="user-block">
      <Avatar user={user} />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-slate-900">{displayName(user)}</p>
        <p className="text-xs text-slate-500">{planLabel(user.subscriptionStatus)}</p>
      </div>
    </div>
  );
}
