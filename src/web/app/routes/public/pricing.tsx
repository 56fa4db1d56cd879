import { BookOpen, PiggyBank, Zap } from "lucide-react";
import { PublicLayout } from "../../../components/layout/public-layout";
import { ButtonLink } from "../../../components/ui/button";
import { site } from "../../../content/site";
import { CtaBand } from "../../../features/marketing/components/cta-band";
import { type Faq, FaqList } from "../../../features/marketing/components/faq-list";
import { InfoCard, PageHero, Section } from "../../../features/marketing/components/page-section";
import { PriceCard } from "../../../features/marketing/components/price-card";
import { ValueComparison } from "../../../features/marketing/components/value-comparison";

const icon = "h-6 w-6";
const perDay = ((site.price.monthlyUsd * 12) / 365).toFixed(2);

const faqs: Faq[] = [
  {
    question: "Can I try it before I pay?",
    answer:
      "Yes. The demo answers without an account, and the free plan gives you 5 messages a day for as long as you like. Upgrade only when it helps.",
  },
  {
    question: "How do I cancel?",
    answer:
      "Any time, from Profile, Manage Subscription. Your subscription stops renewing and you keep Premium until the end of the period you paid for.",
  },
  { question: "What is your refund policy?", answer: site.refundPolicy.full },
  {
    question: "Are my conversations private?",
    answer:
      "Yes. We do not sell your data or use it for advertising. You can export your conversations, edit what the coach remembers, and delete your account with everything in it.",
  },
  {
    question: "How do I pay?",
    answer:
      "By card, through our payment provider. Your card details go straight to them; we never see or store your card number.",
  },
  {
    question: "Who is it for?",
    answer: `Adults (${site.policies.minimumAge}+) who want straight, respectful advice about meeting people and dating. It is a coach, not therapy: if you are struggling, please talk to someone you trust or a professional.`,
  },
  {
    question: "Why not just use a general-purpose AI?",
    answer:
      "A general chatbot gives general answers. Our coach works from a dating guide written for this purpose, remembers your situation across conversations, turns down manipulative requests, and adds practice scenarios, voice and your own books. It is built for one job.",
  },
];

export function PricingRoute() {
  return (
    <PublicLayout>
      <PageHero eyebrow="Pricing" title="One plan. Everything included.">
        <p>
          Unlimited coaching for {site.price.label}. Start free with 5 messages a day, upgrade when you are
          ready, cancel anytime.
        </p>
      </PageHero>
      <section aria-label="Premium plan" className="px-4 pb-16">
        <PriceCard />
      </section>
      <Section id="compare" title="What dating help usually costs" tone="muted">
        <ValueComparison />
      </Section>
      <Section id="investment" title="Investment in Success">
        <div className="grid gap-6 md:grid-cols-3">
          <InfoCard title="Under $1 a day" icon={<PiggyBank className={icon} aria-hidden="true" />}>
            <p>
              {site.price.label} averages ${perDay} a day: less than a coffee, for advice whenever you need
              it.
            </p>
          </InfoCard>
          <InfoCard title="Strategies that hold up" icon={<BookOpen className={icon} aria-hidden="true" />}>
            <p>Built on a practical guide: honest approaches, better conversations, plans people enjoy.</p>
          </InfoCard>
          <InfoCard title="Instant advice" icon={<Zap className={icon} aria-hidden="true" />}>
            <p>No appointments. Ask the moment a question comes up and get a clear next step in seconds.</p>
          </InfoCard>
        </div>
      </Section>
      <Section id="faq" title="Frequently asked questions" tone="muted">
        <FaqList items={faqs} />
      </Section>
      <CtaBand
        title="Start your next conversation with a plan"
        action={
          <ButtonLink href="/paywall" className="px-6 py-3 text-base">
            Get Premium
          </ButtonLink>
        }
      >
        {site.refundPolicy.short}
      </CtaBand>
    </PublicLayout>
  );
}
