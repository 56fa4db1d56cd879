import { ChevronDown } from "lucide-react";
import { site } from "../../../content/site";

type Topic = { question: string; answer: string };

const email = site.supportEmail;

/** Billing and account answers point to what exists (Profile) and end with the support address. */
export const accountTopics: Topic[] = [
  {
    question: "Cancel subscription",
    answer: `Open Profile and choose Manage Subscription to cancel; you keep Premium until the end of the period you paid for. Questions? Email ${email} for billing questions.`,
  },
  {
    question: "Update payment method",
    answer: `Open Profile and choose Manage Subscription to change the card you pay with. Anything else? Email ${email} for account changes.`,
  },
  {
    question: "Account settings",
    answer: `Your name, data export and account deletion live on the Profile page once you sign in. Email ${email} for account questions.`,
  },
];

export const technicalTopics: Topic[] = [
  {
    question: "Voice not working",
    answer: `Voice needs a browser with speech support (Chrome or Edge work best) and microphone permission for this site. Try refreshing the page or clearing your browser cache. If issues persist, email ${email}.`,
  },
  {
    question: "App won't load",
    answer: `Make sure JavaScript is enabled. For further help, email ${email}.`,
  },
  {
    question: "Connection problems",
    answer: `Check your internet connection. If problems continue, email ${email}.`,
  },
];

/** A titled group of answers that open in place (native disclosure: works before scripts load). */
export function HelpTopics({ title, topics }: { title: string; topics: Topic[] }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-3 divide-y divide-slate-200">
        {topics.map((topic) => (
          <details key={topic.question} className="group py-3">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-md font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
              {topic.question}
              <ChevronDown
                className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="mt-2 text-sm text-slate-600">{topic.answer}</p>
          </details>
        ))}
      </div>
    </div>
  );
}
