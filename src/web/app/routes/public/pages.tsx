import { type ComponentType, lazy } from "react";
import { Route } from "wouter";
import { pageMeta } from "../../../content/page-meta";
import { usePageMeta } from "./use-page-meta";

type Loader = () => Promise<ComponentType>;

/** Marketing and legal pages: a chunk each, so the landing page ships none of their text. */
const loaders = {
  "/about": () => import("./about").then((m) => m.AboutRoute),
  "/pricing": () => import("./pricing").then((m) => m.PricingRoute),
  "/strategies": () => import("./strategies").then((m) => m.StrategiesRoute),
  "/contact": () => import("./contact").then((m) => m.ContactRoute),
  "/terms": () => import("./terms").then((m) => m.TermsRoute),
  "/privacy": () => import("./privacy").then((m) => m.PrivacyRoute),
} satisfies Record<string, Loader>;

type LazyPath = keyof typeof loaders;
const loaded = new Map<string, ComponentType>();

/**
 * Loads a page's chunk ahead of rendering. The client calls it before hydrating prerendered HTML
 * (so hydration never suspends), and the prerender before rendering.
 */
export async function preloadPublicPage(path: string): Promise<void> {
  const load = (loaders as Record<string, Loader>)[path];
  if (load && !loaded.has(path)) loaded.set(path, await load());
}

function pageFor(path: LazyPath): ComponentType {
  const Lazy = lazy(() => loaders[path]().then((component) => ({ default: component })));
  return function PublicPage() {
    usePageMeta(pageMeta[path]);
    const Ready = loaded.get(path);
    return Ready ? <Ready /> : <Lazy />;
  };
}

const pages = Object.fromEntries(
  (Object.keys(loaders) as LazyPath[]).map((path) => [path, pageFor(path)]),
) as Record<LazyPath, ComponentType>;

/** The routes of /about, /pricing, /strategies, /contact, /terms and /privacy. */
export function marketingRoutes() {
  return (Object.keys(pages) as LazyPath[]).map((path) => (
    <Route key={path} path={path} component={pages[path]} />
  ));
}
