import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { useUser } from "../features/auth/api/use-user";
import { publicRoutes } from "./public-routes";
import { NotFoundRoute } from "./routes/not-found";

const SignedInRoutes = lazy(() => import("./signed-in-routes").then((m) => ({ default: m.SignedInRoutes })));

/** While the user loads, or when signed out, only the public routes exist. */
export function AppRouter() {
  const { user } = useUser();
  return (
    <Suspense fallback={<div className="min-h-full" aria-busy="true" />}>
      {user ? (
        <SignedInRoutes user={user} />
      ) : (
        <Switch>
          {publicRoutes()}
          <Route component={NotFoundRoute} />
        </Switch>
      )}
    </Suspense>
  );
}
