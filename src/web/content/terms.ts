import type { LegalSection } from "./legal";
import { site } from "./site";

const { productName: product, price, policies, operator } = site;
const law = operator.governingLaw ?? "the country where the operator is established";

/** Terms of Service: 17 sections (spec, /terms). Plain words; the refund policy is the one in site.ts. */
export const termsSections: LegalSection[] = [
  {
    id: "acceptance",
    title: "Acceptance of These Terms",
    body: [
      `These Terms of Service ("Terms") are an agreement between you and ${operator.name} ("we", "us") about your use of ${product}, its website and its coaching service (the "Service").`,
      "By creating an account, starting a subscription or using the Service, you accept these Terms and our Privacy Policy. If you do not agree, please do not use the Service.",
    ],
  },
  {
    id: "eligibility",
    title: "Eligibility",
    body: [
      `You must be at least ${policies.minimumAge} years old to use the Service. By creating an account you confirm that you are ${policies.minimumAge} or older and able to enter into this agreement.`,
      `The Service is not directed at anyone under ${policies.minimumAge}. We close accounts that we learn belong to a minor.`,
    ],
  },
  {
    id: "service",
    title: "The Service",
    body: [
      `${product} is an AI dating coach. It answers your questions with advice based on our own coaching guide, on books you upload, and on what you choose to share with it.`,
      "Depending on how the Service is configured, replies are produced by our own software or with the help of a third-party AI provider that processes your messages on our behalf. The Privacy Policy explains what is shared.",
      "We may improve, change or remove features over time. If a change materially reduces what a paid subscription includes, we will tell you in advance.",
    ],
  },
  {
    id: "accounts",
    title: "Your Account",
    body: [
      "Give accurate information when you sign up and keep your password to yourself. You are responsible for what happens under your account.",
      `Tell us at ${site.supportEmail} straight away if you think someone else has used your account.`,
    ],
  },
  {
    id: "subscriptions",
    title: "Subscriptions and Automatic Renewal",
    body: [
      `Premium costs ${price.label}, billed monthly in advance through our card payment provider. Prices include any taxes stated at checkout.`,
      "Your subscription renews automatically every month, and we charge the card on file at the start of each new period, until you cancel.",
    ],
  },
  {
    id: "cancellation",
    title: "Cancellation",
    body: [
      "You can cancel at any time from your Profile page (Manage Subscription). Cancellation takes effect at the end of the current billing period: you keep Premium until then, and you are not charged again.",
    ],
  },
  {
    id: "refunds",
    title: "Refunds",
    body: [
      site.refundPolicy.full,
      `To ask for a refund within the guarantee period, email ${site.supportEmail} from the address on your account. Nothing in these Terms limits refunds you are entitled to by law.`,
    ],
  },
  {
    id: "failed-payments",
    title: "Failed Payments",
    body: [
      "If a payment fails, we will let you know and retry. While the payment remains unpaid we may suspend Premium features; your account returns to the free plan until the payment succeeds or you update your card.",
    ],
  },
  {
    id: "price-changes",
    title: "Price Changes",
    body: [
      `We may change the price of Premium. We will announce any change at least ${policies.priceChangeNoticeDays} days in advance by email and in the app. The new price applies from your first renewal after the notice period; if you do not want to pay it, you can cancel before then.`,
    ],
  },
  {
    id: "free-plan",
    title: "Free Plan and Demo",
    body: [
      "The free plan includes 5 coach messages per calendar day (UTC). The demo lets you try the coach without an account and stores nothing you type. We may change what the free plan and the demo include.",
    ],
  },
  {
    id: "acceptable-use",
    title: "Acceptable Use",
    body: [
      "The coach is here to help you meet people honestly and respectfully. You agree not to use it to:",
      {
        list: [
          'pressure, deceive, manipulate or coerce anyone, or plan to get around someone\'s "no";',
          "harass, stalk, track or threaten anyone, or find out where someone lives without their consent;",
          "seek anything sexual involving minors, or anything involving intoxicating someone;",
          "produce hateful or degrading content about any group of people;",
          "break the law, infringe others' rights, or upload files you have no right to use;",
          "attack, overload, scrape or reverse-engineer the Service, or share your account.",
        ],
      },
      "The coach declines requests like these and points you to a better way forward.",
    ],
  },
  {
    id: "advice",
    title: "Coaching Advice",
    body: [
      "Advice from the coach is general guidance produced by software. It is not professional, medical, psychological or legal advice, and it can be wrong. Use your own judgement, and put your safety and the other person's comfort first.",
      "For online dating the coach suggests meeting in person within 5-7 messages, in a public place, once you both want to.",
      "If you are in crisis or thinking about harming yourself, please contact local emergency services or a crisis line now.",
    ],
  },
  {
    id: "content",
    title: "Your Content",
    body: [
      "Your messages, the facts the coach remembers and the books you upload stay yours. You give us permission to store and process them only to provide the Service to you.",
      "Only upload books and documents you have the right to use. You can export your data and delete it, including your whole account, at any time.",
    ],
  },
  {
    id: "ip",
    title: "Our Intellectual Property",
    body: [
      `The Service, our coaching guide, the software and the ${product} name belong to us or our licensors. You may use them only as part of the Service, for your personal, non-commercial use.`,
    ],
  },
  {
    id: "termination",
    title: "Termination",
    body: [
      "You can stop using the Service and delete your account at any time.",
      "We may suspend or end your access for a serious or repeated breach of these Terms, for non-payment, or where your account poses a security risk to the Service or other people. Termination for these reasons ends your access immediately. Where the law requires, we will tell you why.",
    ],
  },
  {
    id: "liability",
    title: "Disclaimers and Limitation of Liability",
    body: [
      'We work hard to keep the Service available and useful, but we provide it "as is", without promises about outcomes: no coach can guarantee a date or a relationship.',
      "To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability to you is limited to what you paid us in the 12 months before the claim. Nothing here limits liability that cannot be limited by law.",
    ],
  },
  {
    id: "changes-contact",
    title: "Changes, Governing Law and Contact",
    body: [
      "We may update these Terms. If a change is material we will tell you by email or in the app before it takes effect; continuing to use the Service after that means you accept the new Terms.",
      `These Terms are governed by the laws of ${law}, without affecting the rights you have under the consumer laws of the place you live.`,
      `Questions about these Terms? Email ${site.contactEmails.legal}. Our legal contact replies within ${site.responseHours.legal} hours.`,
    ],
  },
];
