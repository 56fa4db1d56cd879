import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import type { User } from "../../../shared/api/auth";
import { displayName } from "../../../shared/user";
import { Avatar } from "../../components/ui/avatar";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { DataCard } from "../../features/account/components/data-card";
import { useUpdateProfile } from "../../features/auth/api/account";
import { SubscriptionCard } from "../../features/billing/components/subscription-card";
import { MemoryCard } from "../../features/memory/components/memory-card";
import { longDate } from "../../lib/dates";
import { failureToast } from "../../lib/failure-toast";

function NameForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    update.mutate(
      { firstName: String(data.get("firstName") ?? ""), lastName: String(data.get("lastName") ?? "") },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success("Profile updated");
        },
        onError: failureToast("Error", "Could not save your name."),
      },
    );
  };
  if (!editing) {
    return (
      <Button variant="outline" onClick={() => setEditing(true)}>
        Edit name
      </Button>
    );
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <Field label="First name" name="firstName" defaultValue={user.firstName ?? ""} maxLength={80} />
      <Field label="Last name" name="lastName" defaultValue={user.lastName ?? ""} maxLength={80} />
      <Button type="submit" disabled={update.isPending}>
        Save
      </Button>
    </form>
  );
}

export function ProfileRoute({ user }: { user: User }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold">Profile Settings</h1>
      <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 className="text-lg font-semibold">Profile information</h2>
        <div className="flex items-center gap-4">
          <Avatar user={user} size="lg" />
          <div>
            <p className="text-lg font-semibold">{displayName(user)}</p>
            <p className="text-sm text-slate-600">{user.email}</p>
            <p className="text-sm text-slate-500">Member since {longDate(user.createdAt)}</p>
          </div>
        </div>
        <NameForm user={user} />
      </section>
      <SubscriptionCard subscriptionStatus={user.subscriptionStatus} />
      <MemoryCard />
      <DataCard />
      <a
        href="/api/logout"
        className="inline-flex rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100"
      >
        Sign Out
      </a>
    </div>
  );
}
