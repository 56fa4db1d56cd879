import type { ReactNode } from "react";
import { Redirect, Route, Switch } from "wouter";
import type { User } from "../../shared/api/auth";
import { AppShell } from "../components/layout/app-shell";
import { publicRoutes } from "./public-routes";
import { NotFoundRoute } from "./routes/not-found";
import { SignedInPlaceholder } from "./routes/placeholder";
import { ProfileRoute } from "./routes/profile";

/** The signed-in app: /, /library, /history and /profile exist only here (spec section 4). */
export function SignedInRoutes({ user }: { user: User }) {
  const shell = (body: ReactNode) => <AppShell user={user}>{body}</AppShell>;
  return (
    <Switch>
      <Route path="/">
        {shell(
          <SignedInPlaceholder title="Chat Coach">
            Your coach is almost ready. Conversations with the coach open here.
          </SignedInPlaceholder>,
        )}
      </Route>
      <Route path="/library">
        {shell(
          <SignedInPlaceholder title="Document Library">
            Your uploaded books will appear here.
          </SignedInPlaceholder>,
        )}
      </Route>
      <Route path="/history">
        {shell(
          <SignedInPlaceholder title="Chat History">
            Your past conversations will appear here.
          </SignedInPlaceholder>,
        )}
      </Route>
      <Route path="/profile">{shell(<ProfileRoute user={user} />)}</Route>
      <Route path="/subscribe">
        {shell(<SignedInPlaceholder title="Subscription">Premium plans open here soon.</SignedInPlaceholder>)}
      </Route>
      <Route path="/login">
        <Redirect to="/" />
      </Route>
      {publicRoutes()}
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
