/**
 * Everything operator-specific lives here (PRODUCT.md, Name and voice / Honest numbers).
 * Claims nobody can check render only when filled in; they ship empty.
 */
export type SiteContent = {
  productName: string;
  price: { monthlyUsd: number; label: string };
  /** One refund policy, quoted by the pricing page, the paywall and the Terms. */
  refundPolicy: { short: string; full: string };
  supportEmail: string;
  /** Addresses for the business, legal and privacy contacts (may all be the support address). */
  contactEmails: { business: string; legal: string; privacy: string };
  /** Promised reply times, in hours (spec section 9). */
  responseHours: { support: number; business: number; legal: number };
  /** Who runs the service, as the Terms and Privacy Policy name it. */
  operator: { name: string; governingLaw: string | null };
  policies: {
    minimumAge: number;
    priceChangeNoticeDays: number;
    legalLastUpdated: string;
    copyrightYear: number;
  };
  author: {
    name: string;
    bio: string;
    photoUrl: string | null;
    yearsOfExperience: number | null;
    bookUrl: string | null;
  };
  claims: { successRate: string | null; successStories: string | null; yearsFieldTested: string | null };
  testimonials: { quote: string; name: string }[];
};

export const site: SiteContent = {
  productName: "Dating Coach AI",
  price: { monthlyUsd: 29.99, label: "$29.99/month" },
  refundPolicy: {
    short: "30-day money-back guarantee on your first payment.",
    full:
      "Your first payment comes with a 30-day money-back guarantee. After that you can cancel anytime: " +
      "you keep access until the end of the period you paid for, and partial months are not refunded.",
  },
  supportEmail: "support@example.com",
  contactEmails: {
    business: "business@example.com",
    legal: "legal@example.com",
    privacy: "privacy@example.com",
  },
  responseHours: { support: 24, business: 48, legal: 48 },
  operator: { name: "Dating Coach AI", governingLaw: null },
  policies: {
    minimumAge: 18,
    priceChangeNoticeDays: 30,
    legalLastUpdated: "December 2024",
    copyrightYear: 2024,
  },
  author: {
    name: "Your coach",
    bio: "Practical, respectful dating advice grounded in our own coaching guide.",
    photoUrl: null,
    yearsOfExperience: null,
    bookUrl: null,
  },
  claims: { successRate: null, successStories: null, yearsFieldTested: null },
  testimonials: [],
};
