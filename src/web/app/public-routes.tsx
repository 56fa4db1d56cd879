import { lazy } from "react";
import { Route } from "wouter";
import { LandingRoute } from "./routes/landing";
import { marketingRoutes } from "./routes/public/pages";

const LoginRoute = lazy(() => import("./routes/login").then((m) => ({ default: m.LoginRoute })));
const UploadTestRoute = lazy(() =>
  import("../features/documents/components/upload-test-page").then((m) => ({ default: m.UploadTestPage })),
);

const billingPages = {
  "/paywall": lazy(() => import("./routes/paywall").then((m) => ({ default: m.PaywallRoute }))),
  "/subscribe": lazy(() => import("./routes/subscribe").then((m) => ({ default: m.PublicSubscribeRoute }))),
  "/success": lazy(() => import("./routes/success").then((m) => ({ default: m.SuccessRoute }))),
  "/demo-checkout": lazy(() =>
    import("./routes/demo-checkout").then((m) => ({ default: m.DemoCheckoutRoute })),
  ),
  "/demo-portal": lazy(() => import("./routes/demo-portal").then((m) => ({ default: m.DemoPortalRoute }))),
};

const tryOutPages = {
  "/demo": lazy(() => import("./routes/demo").then((m) => ({ default: m.DemoRoute }))),
  "/chat-test": lazy(() => import("./routes/chat-test").then((m) => ({ default: m.ChatTestRoute }))),
  "/api-key-setup": lazy(() =>
    import("./routes/api-key-setup").then((m) => ({ default: m.ApiKeySetupRoute })),
  ),
};

/** Routes every visitor has (spec section 2). Signed-in routes registered before these win. */
export function publicRoutes() {
  return [
    <Route key="/" path="/" component={LandingRoute} />,
    <Route key="/login" path="/login" component={LoginRoute} />,
    <Route key="/upload-test" path="/upload-test" component={UploadTestRoute} />,
    ...marketingRoutes(),
    ...Object.entries(billingPages).map(([path, page]) => <Route key={path} path={path} component={page} />),
    ...Object.entries(tryOutPages).map(([path, page]) => <Route key={path} path={path} component={page} />),
  ];
}
