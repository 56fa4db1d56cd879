import { PublicLayout } from "../../components/layout/public-layout";
import { LoginForm } from "../../features/auth/components/login-form";

export function LoginRoute() {
  const providerError = new URLSearchParams(window.location.search).has("error");
  return (
    <PublicLayout>
      <div className="mx-auto max-w-md px-4 py-16">
        <h1 className="mb-2 text-center text-2xl font-bold">Welcome to Dating Coach AI</h1>
        <p className="mb-8 text-center text-sm text-slate-600">
          Sign in or create your account to start coaching.
        </p>
        {providerError && (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            Signing in with your provider did not work. Please try again.
          </p>
        )}
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <LoginForm />
        </div>
      </div>
    </PublicLayout>
  );
}
