import { Heart, Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { site } from "../../content/site";
import { ButtonLink } from "../ui/button";
import { useSignedIn } from "./signed-in-context";

type NavLink = { href: string; label: string };

const headerLinks: NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/strategies", label: "Strategies" },
  { href: "/pricing", label: "Pricing" },
  { href: "/contact", label: "Contact" },
];
const footerLinks: NavLink[] = [
  ...headerLinks,
  { href: "/privacy", label: "Privacy" },
  { href: "/terms", label: "Terms" },
];

const focusRing =
  "rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function NavLinks({
  links,
  className,
  onNavigate,
}: {
  links: NavLink[];
  className: string;
  onNavigate?: () => void;
}) {
  const [location] = useLocation();
  return links.map((link) => (
    <Link
      key={link.href}
      href={link.href}
      onClick={onNavigate}
      aria-current={location === link.href ? "page" : undefined}
      className={`${className} ${focusRing} hover:text-brand-700 aria-[current=page]:text-brand-700`}
    >
      {link.label}
    </Link>
  ));
}

/**
 * Sign in for visitors; Open the app once the session says the visitor is signed in. With
 * `reserveWidth` both labels share one grid cell (the other one invisible), so the header keeps
 * the width of the longer label and nothing beside it moves when it switches after hydration.
 */
function AccountLink({
  className,
  reserveWidth = false,
  onNavigate,
}: {
  className: string;
  reserveWidth?: boolean;
  onNavigate?: () => void;
}) {
  const signedIn = useSignedIn();
  const label = (text: string, shown: boolean) =>
    reserveWidth ? (
      <span className={`[grid-area:1/1] ${shown ? "" : "invisible"}`} aria-hidden={shown ? undefined : true}>
        {text}
      </span>
    ) : (
      shown && text
    );
  const labels = (
    <>
      {label("Sign in", !signedIn)}
      {label("Open the app", signedIn)}
    </>
  );
  const classes = `${className} ${focusRing} hover:text-brand-700`;
  return signedIn ? (
    <Link href="/" onClick={onNavigate} className={classes}>
      {labels}
    </Link>
  ) : (
    // A browser navigation, not a client route: the server decides where signing in happens.
    <a href="/api/login" className={classes}>
      {labels}
    </a>
  );
}

/** The header links behind a button on small screens. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={`p-2 text-slate-700 hover:bg-slate-100 ${focusRing}`}
      >
        {open ? (
          <X className="h-5 w-5" aria-hidden="true" />
        ) : (
          <Menu className="h-5 w-5" aria-hidden="true" />
        )}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 border-b border-slate-200 bg-white px-4 py-2 shadow-lg"
      >
        <NavLinks
          links={headerLinks}
          className="block py-3 text-base font-medium"
          onNavigate={() => setOpen(false)}
        />
        <AccountLink className="block py-3 text-base font-medium" onNavigate={() => setOpen(false)} />
      </nav>
    </div>
  );
}

/**
 * Chrome of the public pages: skip link, navigation (a menu button on small screens), Sign in
 * (Open the app when signed in), a call to action (Start Coaching unless told otherwise), and the
 * footer.
 * `extraFooterLinks` adds links after the shared ones (the landing page's Support).
 */
export function PublicLayout({
  children,
  cta,
  extraFooterLinks = [],
}: {
  children: ReactNode;
  cta?: ReactNode;
  extraFooterLinks?: NavLink[];
}) {
  return (
    <div className="flex min-h-full flex-col bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Skip to main content
      </a>
      <header className="relative border-b border-slate-200">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-1">
            <MobileMenu />
            <Link
              href="/"
              className={`flex items-center gap-2 text-lg font-bold whitespace-nowrap ${focusRing}`}
            >
              <Heart className="h-5 w-5 fill-brand-600 text-brand-600" aria-hidden="true" />
              {site.productName}
            </Link>
          </div>
          <nav aria-label="Main" className="hidden gap-6 text-sm font-medium text-slate-700 md:flex">
            <NavLinks links={headerLinks} className="" />
          </nav>
          <div className="flex items-center gap-2">
            <AccountLink
              className="hidden justify-items-end px-2 text-sm font-medium text-slate-700 md:inline-grid"
              reserveWidth
            />
            {cta ?? (
              <ButtonLink href="/paywall" className="whitespace-nowrap">
                Start Coaching
              </ButtonLink>
            )}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 md:flex-row md:justify-between">
          <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
            <NavLinks links={[...footerLinks, ...extraFooterLinks]} className="py-1" />
          </nav>
          <p className="py-1">
            © {site.policies.copyrightYear} {site.productName}. All rights reserved.
          </p>
        </div>
      </footer>
    </div>
  );
}
