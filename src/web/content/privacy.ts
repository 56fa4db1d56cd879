import type { LegalSection } from "./legal";
import { site } from "./site";

const { productName: product, policies, operator } = site;

/** Privacy Policy: 13 sections (spec, /privacy). It promises only what the product does. */
export const privacySections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who We Are",
    body: [
      `${product} is run by ${operator.name} ("we", "us"). We are responsible for the personal data described in this policy.`,
    ],
  },
  {
    id: "what-we-collect",
    title: "Information We Collect",
    body: [
      {
        list: [
          "Account details: your name, email address, password (stored only as a salted hash), and when you joined.",
          "Coaching data: your conversations with the coach, the facts it remembers about you, practice sessions, and the books you upload with their extracted text.",
          "Subscription data: your plan, its status and renewal date, and the customer reference from our payment provider.",
          "Messages you send us through the contact form or by email.",
          "Technical data: server logs with IP address, browser type and the pages requested, used for security and to fix problems.",
        ],
      },
    ],
  },
  {
    id: "how-we-use",
    title: "How We Use Your Information",
    body: [
      {
        list: [
          "to provide the coaching service, including remembering context you share so advice fits your situation;",
          "to run your subscription and answer your questions;",
          "to keep the Service secure, prevent abuse and enforce our Terms;",
          "to meet legal obligations.",
        ],
      },
      "We do not sell your data, use it for advertising, or build marketing profiles.",
    ],
  },
  {
    id: "ai-processing",
    title: "AI Processing",
    body: [
      "Replies are produced either by our own software or, when we configure one, by a third-party AI provider. In that case your message, recent messages of the conversation and the relevant passages of our guide and your books are sent to the provider to produce the reply.",
      "The provider processes this data on our behalf, only to produce the reply, under its terms for business use of its API.",
    ],
  },
  {
    id: "payments",
    title: "Payments",
    body: [
      "Card payments are handled by our payment provider. Your card number goes directly to them; we never see or store it. We keep only what we need to manage your subscription: the customer reference, plan, status and billing dates.",
    ],
  },
  {
    id: "cookies",
    title: "Cookies",
    body: [
      "We use one essential cookie to keep you signed in. It is HttpOnly (scripts cannot read it) and is sent only to our own site. We do not use advertising or analytics cookies, and we do not track you across other sites.",
      "Your browser may store settings such as voice preferences on your device; they never leave it.",
    ],
  },
  {
    id: "sharing",
    title: "How We Share Information",
    body: [
      "We share personal data only with service providers that help us run the Service (hosting, payments and, when configured, AI processing), under agreements that limit their use of it; when the law requires us to; or to protect someone's safety. If the business changes hands, this policy continues to apply to your data.",
    ],
  },
  {
    id: "retention",
    title: "Data Retention",
    body: [
      "We keep your account and coaching data for as long as your account exists. When you delete a conversation, a remembered fact or a book, it is removed. When you delete your account, everything linked to it is deleted.",
      "We keep billing records as long as tax law requires, contact messages until your question is resolved, and server logs for a short time for security.",
    ],
  },
  {
    id: "security",
    title: "Security",
    body: [
      "Connections to the Service are encrypted in transit. Passwords are hashed, sessions expire, and every request is checked so that only you can see your conversations, books and memories. No system is perfectly secure; if a breach affects you, we will tell you as the law requires.",
    ],
  },
  {
    id: "your-rights",
    title: "Your Rights and Choices",
    body: [
      {
        list: [
          "See and correct your name and details on your Profile page.",
          "See, edit or delete what the coach remembers about you.",
          "Export your conversations and your data.",
          "Delete your account and everything in it.",
          "Object to or ask about any processing by emailing us.",
        ],
      },
      "Depending on where you live you may have further rights, such as complaining to your data protection authority.",
    ],
  },
  {
    id: "children",
    title: "Children",
    body: [
      `The Service is for adults ${policies.minimumAge} and over. We do not knowingly collect data from anyone under ${policies.minimumAge}; if we learn that we have, we delete the account.`,
    ],
  },
  {
    id: "changes",
    title: "Changes to This Policy",
    body: [
      "If we change this policy in a way that matters, we will tell you by email or in the app before the change takes effect. The date at the top shows the latest version.",
    ],
  },
  {
    id: "contact",
    title: "Contact Us",
    body: [
      `Questions or requests about your privacy? Email ${site.contactEmails.privacy}. Our privacy contact replies within ${site.responseHours.legal} hours.`,
    ],
  },
];
