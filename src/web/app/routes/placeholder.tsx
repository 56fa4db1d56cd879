import type { ReactNode } from "react";
import { PublicLayout } from "../../components/layout/public-layout";

/** Body of a screen whose feature has not shipped yet: its title and one honest line. */
export function SignedInPlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl space-y-3">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-600">{children}</p>
    </div>
  );
}

export function PublicPlaceholder({ title }: { title: string }) {
  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-slate-600">This page is being written. Please check back soon.</p>
      </div>
    </PublicLayout>
  );
}
