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
