import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { SignedInContext } from "../components/layout/signed-in-context";
import { useUser } from "../features/auth/api/use-user";
import { publicRoutes } from "./public-routes";
import { NotFoundRoute } from "./routes/not-found";

const SignedInRoutes = lazy(() => import("./signed-in-routes").then((m) => ({ default: m.SignedInRoutes })));

const Busy = () => <div className="min-h-full" aria-busy="true" />;

/**
 * While the user loads, or when signed out, only the public routes exist; a path none of them
 * claims waits for the user instead of flashing the not-found page.
 * The signed-in code loads once someone is signed in. The switch is not deferred: a public page
 * kept on screen meanwhile would be rebuilt when that code arrives, dropping what was typed or chosen.
 */
export function AppRouter() {
  const { user, isLoading } = useUser();
  return (
    <SignedInContext value={user !== null}>
      <Suspense fallback={<Busy />}>
        {user ? (
          <SignedInRoutes user={user} />
        ) : (
          <Switch>
            {publicRoutes()}
            <Route>{isLoading ? <Busy /> : <NotFoundRoute />}</Route>
          </Switch>
        )}
      </Suspense>
    </SignedInContext>
  );
}
