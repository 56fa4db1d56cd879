import { KeyRound, MessageSquareText } from "lucide-react";
import { PublicLayout } from "../../components/layout/public-layout";
import { ButtonLink, buttonClass } from "../../components/ui/button";
import { pageMeta } from "../../content/page-meta";
import { site } from "../../content/site";
import { BeforeAfter } from "../../features/marketing/components/before-after";
import { CtaBand } from "../../features/marketing/components/cta-band";
import { FeatureGrid } from "../../features/marketing/components/feature-grid";
import { HowItWorks } from "../../features/marketing/components/how-it-works";
import { InfoCard, Section } from "../../features/marketing/components/page-section";
import { Testimonials } from "../../features/marketing/components/testimonials";
import { ALWAYS_ON, StatsRow } from "../../features/stats/components/stats-row";
import { usePageMeta } from "./public/use-page-meta";

const focusRing =
  "rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function Hero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 pt-14 pb-16 md:pt-20">
      <div className="mx-auto grid max-w-6xl items-center gap-12 md:grid-cols-2">
        <div className="text-center md:text-left">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Your AI dating coach</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">
            Dating advice that is practical, honest and respectful
          </h1>
          <p className="mt-6 text-lg text-slate-600">
            Talk through a first message, a nervous approach or a first date with a coach grounded in a dating
            guide, whenever you need it.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row md:justify-start sm:justify-center">
            <ButtonLink href="/paywall" className="px-6 py-3 text-base">
              Start Coaching Now - {site.price.label}
            </ButtonLink>
            <ButtonLink href="/demo" variant="outline" className="px-6 py-3 text-base">
              Try Demo
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm text-slate-600">
            Or{" "}
            <a href="/api/login" className={`font-medium text-brand-700 underline ${focusRing}`}>
              create a free account
            </a>
            : 5 messages a day, no card needed.
          </p>
        </div>
        <BeforeAfter />
      </div>
    </section>
  );
}

function TryItFirst() {
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      <InfoCard title="Try the demo" icon={<MessageSquareText className="h-6 w-6" aria-hidden="true" />}>
        <p>Ask the coach a question right now, without an account. Nothing you type is stored.</p>
        <ButtonLink href="/demo" variant="outline" className="mt-2">
          Try Demo
        </ButtonLink>
      </InfoCard>
      <InfoCard title="Use your own AI key" icon={<KeyRound className="h-6 w-6" aria-hidden="true" />}>
        <p>Connect an OpenAI-compatible key and test the coach with the model of your choice.</p>
        <ButtonLink href="/api-key-setup" variant="outline" className="mt-2">
          Full Setup
        </ButtonLink>
      </InfoCard>
    </div>
  );
}

export function LandingRoute() {
  usePageMeta(pageMeta["/"]);
  return (
    <PublicLayout
      extraFooterLinks={[{ href: "/contact", label: "Support" }]}
      cta={
        <ButtonLink href="/paywall" className="whitespace-nowrap">
          Get Started
        </ButtonLink>
      }
    >
      <Hero />
      <Section
        id="features"
        title="Everything you need for your next date"
        intro="One coach for the whole journey, from the first hello to the second date."
      >
        <FeatureGrid />
      </Section>
      <Section id="how" title="How it works" tone="muted">
        <HowItWorks />
      </Section>
      <Testimonials />
      <section aria-label="Dating Coach AI in numbers" className="bg-white px-4 py-12">
        <StatsRow facts={[ALWAYS_ON, { value: "5", label: "Free messages every day" }]} />
      </section>
      <Section
        id="try"
        title="Try it first"
        tone="muted"
        intro="See how the coach answers before you decide anything."
      >
        <TryItFirst />
      </Section>
      <CtaBand
        title="Ready for your next great conversation?"
        action={
          <a href="/api/login" className={buttonClass("primary", "px-6 py-3 text-base")}>
            Start Your Journey Today
          </a>
        }
      >
        Create your account in a minute. Free to start; upgrade when it helps.
      </CtaBand>
    </PublicLayout>
  );
}
