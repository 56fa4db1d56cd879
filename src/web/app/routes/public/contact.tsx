import { Link } from "wouter";
import { PublicLayout } from "../../../components/layout/public-layout";
import { ButtonLink } from "../../../components/ui/button";
import { site } from "../../../content/site";
import { ContactCards } from "../../../features/contact/components/contact-cards";
import { ContactForm } from "../../../features/contact/components/contact-form";
import { accountTopics, HelpTopics, technicalTopics } from "../../../features/contact/components/help-topics";
import { CtaBand } from "../../../features/marketing/components/cta-band";
import { PageHero, Section } from "../../../features/marketing/components/page-section";

const quickLinks = [
  { href: "/about", label: "About the coach", text: "Who we are and how the advice is made." },
  { href: "/pricing", label: "Pricing and plans", text: "What Premium includes, refunds and cancelling." },
  { href: "/strategies", label: "Dating strategies", text: "The six areas the coach helps with." },
];

export function ContactRoute() {
  return (
    <PublicLayout>
      <PageHero eyebrow="Contact" title="We're here to help">
        <p>Questions about coaching, billing or your account? Reach us any way you like.</p>
      </PageHero>
      <section aria-labelledby="reach-us-title" className="px-4 pb-14">
        <div className="mx-auto max-w-6xl">
          <h2 id="reach-us-title" className="sr-only">
            Ways to reach us
          </h2>
          <ContactCards />
        </div>
      </section>
      <Section
        id="message"
        title="Send Us a Message"
        tone="muted"
        intro={`Every field is required. We reply by email within ${site.responseHours.support} hours.`}
      >
        <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
          <ContactForm />
        </div>
      </Section>
      <Section id="help" title="Quick Help">
        <div className="grid gap-6 md:grid-cols-3">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">Learn more</h3>
            <ul className="mt-3 space-y-3">
              {quickLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="font-medium text-brand-700 underline">
                    {link.label}
                  </Link>
                  <p className="text-sm text-slate-600">{link.text}</p>
                </li>
              ))}
            </ul>
          </div>
          <HelpTopics title="Account & Billing" topics={accountTopics} />
          <HelpTopics title="Technical Help" topics={technicalTopics} />
        </div>
      </Section>
      <CtaBand
        title="Rather just ask the coach?"
        action={
          <ButtonLink href="/paywall" className="px-6 py-3 text-base">
            Start Coaching
          </ButtonLink>
        }
      >
        Most dating questions get a better answer there, in seconds.
      </CtaBand>
    </PublicLayout>
  );
}
