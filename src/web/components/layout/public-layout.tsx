import { Heart } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { ButtonLink } from "../ui/button";

const headerLinks = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/strategies", label: "Strategies" },
  { href: "/pricing", label: "Pricing" },
  { href: "/contact", label: "Contact" },
];
const footerLinks = [
  ...headerLinks,
  { href: "/privacy", label: "Privacy" },
  { href: "/terms", label: "Terms" },
];

/** Chrome of the public pages: navigation, a call to action, and the footer. */
export function PublicLayout({ children, cta }: { children: ReactNode; cta?: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col bg-white">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link href="/" className="flex items-center gap-2 text-lg font-bold">
            <Heart className="h-5 w-5 fill-brand-600 text-brand-600" aria-hidden="true" />
            Dating Coach AI
          </Link>
          <nav aria-label="Main" className="hidden gap-6 text-sm font-medium text-slate-700 md:flex">
            {headerLinks.map((link) => (
              <Link key={link.href} href={link.href} className="hover:text-brand-700">
                {link.label}
              </Link>
            ))}
          </nav>
          {cta ?? <ButtonLink href="/paywall">Start Coaching</ButtonLink>}
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 md:flex-row md:justify-between">
          <nav aria-label="Footer" className="flex flex-wrap gap-4">
            {footerLinks.map((link) => (
              <Link key={link.href} href={link.href} className="hover:text-brand-700">
                {link.label}
              </Link>
            ))}
          </nav>
          <p>© 2024 Dating Coach AI. All rights reserved.</p>
        </div>
      </footer>
    </div>
  );
}
