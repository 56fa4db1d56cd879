import { lazy } from "react";
import { Route } from "wouter";
import { LandingRoute } from "./routes/landing";
import { PublicPlaceholder } from "./routes/placeholder";
import { marketingRoutes } from "./routes/public/pages";

const LoginRoute = lazy(() => import("./routes/login").then((m) => ({ default: m.LoginRoute })));
const UploadTestRoute = lazy(() =>
  import("../features/documents/components/upload-test-page").then((m) => ({ default: m.UploadTestPage })),
);

const publicPages: Record<string, string> = {
  "/subscribe": "Subscription",
  "/paywall": "Go Premium",
  "/success": "Subscription",
  "/chat-test": "AI Dating Coach Test",
  "/api-key-setup": "AI Provider Setup",
  "/demo": "Demo Mode",
};

/** Routes every visitor has (spec section 2). Signed-in routes registered before these win. */
export function publicRoutes() {
  return [
    <Route key="/" path="/" component={LandingRoute} />,
    <Route key="/login" path="/login" component={LoginRoute} />,
    <Route key="/upload-test" path="/upload-test" component={UploadTestRoute} />,
    ...marketingRoutes(),
    ...Object.entries(publicPages).map(([path, title]) => (
      <Route key={path} path={path}>
        <PublicPlaceholder title={title} />
      </Route>
    )),
  ];
}
