import { AlertCircle } from "lucide-react";

/** Any path no route claims (spec section 2). All of it sits in the main landmark. */
export function NotFoundRoute() {
  return (
    <main className="flex min-h-full items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
          404 Page Not Found
        </h1>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <a
          href="/"
          className="mt-6 inline-block rounded-sm text-sm font-medium text-brand-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Go to the home page
        </a>
      </div>
    </main>
  );
}
