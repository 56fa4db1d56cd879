import { site } from "./site";

/** Title and description of each prerendered page: the <head> at build time, document.title after. */
export type PageMeta = { title: string; description: string };

export const DEFAULT_TITLE = site.productName;

export const pageMeta = {
  "/": {
    title: `${site.productName}: practical, respectful dating coaching`,
    description:
      "An AI dating coach grounded in a practical dating guide: first messages, approaches, first dates and what to say next. Try it free, 5 messages a day.",
  },
  "/about": {
    title: `About | ${site.productName}`,
    description:
      "Who is behind Dating Coach AI, what the coach believes about dating, and how its advice is made: honest, respectful and practical.",
  },
  "/pricing": {
    title: `Pricing: ${site.price.label} | ${site.productName}`,
    description: `Premium is ${site.price.label}, billed monthly, cancel anytime. ${site.refundPolicy.short} Start free with 5 messages a day.`,
  },
  "/strategies": {
    title: `Dating Strategies | ${site.productName}`,
    description:
      "Six areas the coach helps with, from approaching someone and keeping a conversation going to online dating and planning a great first date.",
  },
  "/contact": {
    title: `Contact | ${site.productName}`,
    description: `Questions about coaching, billing or your account? Email support or send us a message: we reply within ${site.responseHours.support} hours.`,
  },
  "/terms": {
    title: `Terms of Service | ${site.productName}`,
    description: `The terms for using ${site.productName}: eligibility, subscriptions, renewal, cancellation, refunds and acceptable use.`,
  },
  "/privacy": {
    title: `Privacy Policy | ${site.productName}`,
    description: `What ${site.productName} collects, why, who processes it, how long it is kept, and how to export or delete your data.`,
  },
} satisfies Record<string, PageMeta>;

export type PrerenderedPath = keyof typeof pageMeta;
export const prerenderedPaths = Object.keys(pageMeta) as PrerenderedPath[];
