import { lazy, type ReactNode, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import type { User } from "../../shared/api/auth";
import { ENTITLEMENTS, planOf } from "../../shared/plans";
import { AppShell } from "../components/layout/app-shell";
import { LibraryScreen } from "../features/documents/components/library-screen";
import { HistoryScreen } from "../features/history/components/history-screen";
import { publicRoutes } from "./public-routes";
import { ChatRoute } from "./routes/chat";
import { NotFoundRoute } from "./routes/not-found";
import { ProfileRoute } from "./routes/profile";
import { SubscribeRoute } from "./routes/subscribe";

const Loading = () => <div className="min-h-64" aria-busy="true" />;
const PracticeRoute = lazy(() => import("./routes/practice").then((m) => ({ default: m.PracticeRoute })));
const PracticeSceneRoute = lazy(() =>
  import("./routes/practice").then((m) => ({ default: m.PracticeSceneRoute })),
);

/** The signed-in app: /, /library, /history and /profile exist only here (spec section 4). */
export function SignedInRoutes({ user }: { user: User }) {
  const shell = (body: ReactNode) => <AppShell user={user}>{body}</AppShell>;
  return (
    <Switch>
      <Route path="/">{shell(<ChatRoute firstName={user.firstName} />)}</Route>
      <Route path="/library">
        {shell(<LibraryScreen maxBooks={ENTITLEMENTS[planOf(user.subscriptionStatus)].maxBooks} />)}
      </Route>
      <Route path="/history">
        {shell(<HistoryScreen canExport={ENTITLEMENTS[planOf(user.subscriptionStatus)].chatExport} />)}
      </Route>
      <Route path="/practice">
        {shell(
          <Suspense fallback={<Loading />}>
            <PracticeRoute />
          </Suspense>,
        )}
      </Route>
      <Route path="/practice/:id">
        {(params) =>
          shell(
            <Suspense fallback={<Loading />}>
              <PracticeSceneRoute id={params.id} />
            </Suspense>,
          )
        }
      </Route>
      <Route path="/profile">{shell(<ProfileRoute user={user} />)}</Route>
      <Route path="/subscribe">{shell(<SubscribeRoute user={user} />)}</Route>
      <Route path="/login">
        <Redirect to="/" />
      </Route>
      {publicRoutes()}
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
