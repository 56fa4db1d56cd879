import { PublicLayout } from "../../components/layout/public-layout";
import { ButtonLink } from "../../components/ui/button";

export function LandingRoute() {
  return (
    <PublicLayout
      cta={
        <div className="flex items-center gap-2">
          <a href="/api/login" className="text-sm font-medium text-slate-700 hover:text-brand-700">
            Sign in
          </a>
          <ButtonLink href="/paywall">Get Started</ButtonLink>
        </div>
      }
    >
      <section className="mx-auto max-w-4xl px-4 py-20 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 md:text-6xl">
          Dating advice that is practical, honest and respectful
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          Talk through a first message, a nervous approach or a first date with an AI coach grounded in a
          dating guide, any hour of the day.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink href="/paywall" className="px-6 py-3 text-base">
            Start Coaching Now - $29.99/month
          </ButtonLink>
          <ButtonLink href="/demo" variant="outline" className="px-6 py-3 text-base">
            Try Demo
          </ButtonLink>
        </div>
        <p className="mt-4 text-sm text-slate-500">Free plan: 5 messages a day, no card needed.</p>
      </section>
      <section className="bg-brand-50 px-4 py-16 text-center">
        <h2 className="text-2xl font-bold">Ready when you are</h2>
        <a
          href="/api/login"
          className="mt-6 inline-flex rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Start Your Journey Today
        </a>
      </section>
    </PublicLayout>
  );
}
