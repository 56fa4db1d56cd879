import * as Tabs from "@radix-ui/react-tabs";
import type { FormEvent } from "react";
import { useLocation } from "wouter";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../../shared/passwords";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { serverMessage } from "../../../lib/api-client";
import { useSignIn, useSignUp } from "../api/account";

const tabClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow";

function formValues(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  return (name: string) => String(data.get(name) ?? "");
}

function ErrorMessage({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {serverMessage(error, "Something went wrong. Please try again.")}
    </p>
  );
}

function SignInForm() {
  const [, navigate] = useLocation();
  const signIn = useSignIn();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = formValues(event);
    signIn.mutate({ email: value("email"), password: value("password") }, { onSuccess: () => navigate("/") });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required />
      <ErrorMessage error={signIn.error} />
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        Sign in
      </Button>
    </form>
  );
}

function SignUpForm() {
  const [, navigate] = useLocation();
  const signUp = useSignUp();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = formValues(event);
    signUp.mutate(
      {
        firstName: value("firstName"),
        lastName: value("lastName"),
        email: value("email"),
        password: value("password"),
        acceptTerms: value("acceptTerms") === "on",
      } as Parameters<typeof signUp.mutate>[0],
      { onSuccess: () => navigate("/") },
    );
  };
  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Create account">
      <div className="grid grid-cols-2 gap-3">
        <Field label="First name" name="firstName" autoComplete="given-name" required maxLength={80} />
        <Field label="Last name" name="lastName" autoComplete="family-name" maxLength={80} />
      </div>
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        aria-describedby="password-hint"
      />
      <p id="password-hint" className="-mt-2 text-xs text-slate-500">
        At least {PASSWORD_MIN} characters. A phrase of a few words works well.
      </p>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input type="checkbox" name="acceptTerms" required className="mt-1 accent-brand-600" />
        <span>
          I am 18 or older and accept the{" "}
          <a href="/terms" className="font-medium text-brand-700 underline">
            Terms of Service
          </a>
        </span>
      </label>
      <ErrorMessage error={signUp.error} />
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        Create account
      </Button>
    </form>
  );
}

export function LoginForm({ initialTab = "sign-in" }: { initialTab?: "sign-in" | "create" }) {
  return (
    <Tabs.Root defaultValue={initialTab} className="space-y-6">
      <Tabs.List aria-label="Account" className="flex gap-1 rounded-lg bg-slate-100 p-1">
        <Tabs.Trigger value="sign-in" className={tabClass}>
          Sign in
        </Tabs.Trigger>
        <Tabs.Trigger value="create" className={tabClass}>
          Create account
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sign-in">
        <SignInForm />
      </Tabs.Content>
      <Tabs.Content value="create">
        <SignUpForm />
      </Tabs.Content>
    </Tabs.Root>
  );
}
