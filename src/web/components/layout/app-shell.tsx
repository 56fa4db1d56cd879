import * as Dialog from "@radix-ui/react-dialog";
import { Heart, Menu, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useLocation } from "wouter";
import type { User } from "../../../shared/api/auth";
import { isCurrentPath } from "./is-current-path";
import { bottomBarItems, sidebarItems } from "./nav-items";
import { UserBlock } from "./user-block";

function Brand() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold text-slate-900">
      <Heart className="h-5 w-5 fill-brand-600 text-brand-600" aria-hidden="true" />
      Dating Coach AI
    </span>
  );
}

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  return (
    <ul className="space-y-1">
      {sidebarItems.map(({ href, label, icon: Icon }) => {
        const active = isCurrentPath(href, location);
        return (
          <li key={href}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"
              }`}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function MobileMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded-lg p-2 text-slate-700 hover:bg-slate-100" aria-label="Open menu">
        <Menu className="h-5 w-5" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 flex-col gap-6 bg-white p-4 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title asChild>
              <h2>
                <Brand />
              </h2>
            </Dialog.Title>
            <Dialog.Close className="rounded-lg p-2 hover:bg-slate-100" aria-label="Close menu">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Main navigation</Dialog.Description>
          <nav aria-label="Menu">
            <NavList onNavigate={() => setOpen(false)} />
          </nav>
          <div className="mt-auto border-t border-slate-200 pt-4">
            <UserBlock user={user} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function BottomBar() {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-4 border-t border-slate-200 bg-white md:hidden"
    >
      {bottomBarItems.map(({ href, label, icon: Icon }) => {
        const active = isCurrentPath(href, location);
        return (
          <Link
            key={href}
            href={href}
            aria-current={active ? "page" : undefined}
            className={`flex flex-col items-center gap-1 py-2 text-xs font-medium ${
              active ? "text-brand-700" : "text-slate-600"
            }`}
          >
            <Icon className="h-5 w-5" aria-hidden="true" />
            {label}
          </Link>
        );
      })}
    </nav>
  );
}

/** The signed-in frame: sidebar on desktop; top bar, slide-out menu and bottom bar on mobile. */
export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  return (
    <div className="flex min-h-full">
      <aside className="hidden w-64 shrink-0 flex-col gap-6 border-r border-slate-200 bg-white p-4 md:flex">
        <header>
          <Link href="/">
            <Brand />
          </Link>
        </header>
        <nav aria-label="Sidebar">
          <NavList />
        </nav>
        <div className="mt-auto border-t border-slate-200 pt-4">
          <UserBlock user={user} />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 md:hidden">
          <MobileMenu user={user} />
          <Brand />
          <span className="w-9" />
        </header>
        <main className="flex-1 px-4 pt-6 pb-24 md:px-8 md:pb-8">{children}</main>
      </div>
      <BottomBar />
    </div>
  );
}
