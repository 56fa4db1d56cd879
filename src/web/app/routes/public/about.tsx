import { Bot, HeartHandshake, Lock, ShieldCheck } from "lucide-react";
import { PublicLayout } from "../../../components/layout/public-layout";
import { ButtonLink } from "../../../components/ui/button";
import { CheckList } from "../../../components/ui/check-list";
import { site } from "../../../content/site";
import { AuthorCard } from "../../../features/marketing/components/author-card";
import { CtaBand } from "../../../features/marketing/components/cta-band";
import { InfoCard, PageHero, Section } from "../../../features/marketing/components/page-section";

const icon = "h-6 w-6";

const values = [
  {
    title: "Respect is the product",
    icon: <HeartHandshake className={icon} aria-hidden="true" />,
    text: "Consent, honesty and seeing her as an individual, never a stereotype. The coach will not teach manipulation, pressure or tricks.",
  },
  {
    title: "Practical over theory",
    icon: <ShieldCheck className={icon} aria-hidden="true" />,
    text: "Every answer ends in something you can do: a message to send, a question to ask, a plan for Friday.",
  },
  {
    title: "Private by default",
    icon: <Lock className={icon} aria-hidden="true" />,
    text: "Your conversations are yours. We do not sell data or show ads, and you can export or delete everything at any time.",
  },
  {
    title: "Honest about being an AI",
    icon: <Bot className={icon} aria-hidden="true" />,
    text: "The coach is software, and says so when asked. It is a sparring partner for your dating life, not a therapist or a guru.",
  },
];

export function AboutRoute() {
  return (
    <PublicLayout>
      <PageHero eyebrow="About us" title={`About ${site.productName}`}>
        <p>
          Most dating advice is either vague ("just be confident") or manipulative. We built a coach that is
          neither: specific, kind, and on the side of both people on the date.
        </p>
      </PageHero>
      <Section id="coach" title="Meet the coach">
        <AuthorCard />
      </Section>
      <Section id="story" title="Why we built it" tone="muted">
        <div className="mx-auto max-w-3xl space-y-4 text-lg text-slate-700">
          <p>
            Plenty of men are kind, interesting and worth meeting, and still freeze at the first message or
            overthink a first date. What helps is a patient friend who knows the ground and tells you the
            truth. Not everyone has one at 11 p.m. on a Thursday.
          </p>
          <p>
            {site.productName} is that friend, available any time. The coach works from our own dating guide,
            written for this product, and from what you choose to tell it about your life. It covers
            approaching someone, conversation, online dating, first dates and cultural differences, with
            curiosity about the person in front of you rather than generalisations about groups.
          </p>
          <div className="flex justify-center pt-2">
            <ButtonLink href="/paywall" className="px-6 py-3 text-base">
              Start Coaching
            </ButtonLink>
          </div>
        </div>
      </Section>
      <Section id="values" title="What we believe">
        <div className="grid gap-6 sm:grid-cols-2">
          {values.map((value) => (
            <InfoCard key={value.title} title={value.title} icon={value.icon}>
              <p>{value.text}</p>
            </InfoCard>
          ))}
        </div>
      </Section>
      <Section id="how-advice" title="How the advice is made" tone="muted">
        <CheckList
          className="mx-auto max-w-3xl text-lg text-slate-700"
          items={[
            "Your question is matched with the most relevant parts of our guide and of any books you upload.",
            "The coach remembers facts you share (you can see, edit and delete them) so you do not repeat yourself.",
            "Requests to deceive, pressure or track someone get a clear no and a better way forward.",
            "For online dating it keeps you moving: suggest meeting in person within 5-7 messages.",
          ]}
        />
      </Section>
      <CtaBand
        title="Your next date deserves a plan"
        action={
          <ButtonLink href="/paywall" className="px-6 py-3 text-base">
            Start Coaching
          </ButtonLink>
        }
      >
        {site.price.label}, cancel anytime. {site.refundPolicy.short}
      </CtaBand>
    </PublicLayout>
  );
}
