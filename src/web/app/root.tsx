import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense, useEffect, useState } from "react";
import { Router, useLocation } from "wouter";
import { useUser } from "../features/auth/api/use-user";
import { AppRouter } from "./router";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * Toasts come from their own chunk, mounted on the first screen that can raise one. The signed-out
 * landing page raises none, so it ships without them; a toast raised before they mount is shown
 * on arrival.
 */
function Toasts() {
  const [location] = useLocation();
  const { user } = useUser();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (location !== "/" || user) setMounted(true);
  }, [location, user]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      {/* On a phone, below the top bar, so a toast never covers its menu button. */}
      <Toaster visibleToasts={1} position="top-center" mobileOffset={{ top: 72 }} richColors closeButton />
    </Suspense>
  );
}

/**
 * The whole app. The browser renders it (main.tsx) and the build prerenders it (prerender/render.tsx)
 * with `ssrPath`, so both sides produce the same tree and hydration matches.
 */
export function AppRoot({ queryClient, ssrPath }: { queryClient: QueryClient; ssrPath?: string }) {
  // Marks the page as live: a prerendered page shows before its code runs, and until then a tap on a
  // control such as the menu button does nothing. The browser tests wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
  }, []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={ssrPath}>
          <AppRouter />
          <Toasts />
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
