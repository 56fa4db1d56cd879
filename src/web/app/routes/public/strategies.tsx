import { ExternalLink } from "lucide-react";
import { PublicLayout } from "../../../components/layout/public-layout";
import { ButtonLink } from "../../../components/ui/button";
import { CheckList } from "../../../components/ui/check-list";
import { site } from "../../../content/site";
import { breakdown, categories, coachingHelps, scenarios } from "../../../content/strategies";
import { CtaBand } from "../../../features/marketing/components/cta-band";
import { InfoCard, PageHero, Section } from "../../../features/marketing/components/page-section";

function BookLink() {
  if (!site.author.bookUrl) return null;
  return (
    <p className="mt-10 text-center">
      <a
        href={site.author.bookUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
      >
        Get the book behind the coach
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </p>
  );
}

export function StrategiesRoute() {
  return (
    <PublicLayout>
      <PageHero eyebrow="Strategies" title="Dating strategies that respect both of you">
        <p>Six areas the coach works on with you, and how it turns them into your next step.</p>
      </PageHero>
      <Section id="categories" title="What the coach covers">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <InfoCard key={category.title} title={category.title}>
              <CheckList items={category.points} />
            </InfoCard>
          ))}
        </div>
      </Section>
      <Section id="helps" title="How AI coaching helps" tone="muted">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {coachingHelps.map((item) => (
            <InfoCard key={item.title} title={item.title}>
              <p>{item.text}</p>
            </InfoCard>
          ))}
        </div>
      </Section>
      <Section id="breakdown" title="Approach, connection and cultural sensitivity">
        <div className="grid gap-6 md:grid-cols-3">
          {breakdown.map((part) => (
            <InfoCard key={part.title} title={part.title}>
              <CheckList items={part.points} />
            </InfoCard>
          ))}
        </div>
      </Section>
      <Section id="scenarios" title="Real-world scenarios" tone="muted">
        <div className="grid gap-6 md:grid-cols-3">
          {scenarios.map((scenario) => (
            <InfoCard key={scenario.title} title={scenario.title}>
              <p className="font-medium text-slate-800">{scenario.situation}</p>
              <p>{scenario.advice}</p>
            </InfoCard>
          ))}
        </div>
        <BookLink />
      </Section>
      <CtaBand
        title="Bring your own situation"
        action={
          <ButtonLink href="/paywall" className="px-6 py-3 text-base">
            Start Coaching
          </ButtonLink>
        }
      >
        Every scenario above started as somebody's question. Ask yours.
      </CtaBand>
    </PublicLayout>
  );
}
