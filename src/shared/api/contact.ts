import { z } from "zod";

/** Subject choices of the contact form (spec section 3), value then label. */
export const CONTACT_SUBJECTS = {
  support: "Technical Support",
  billing: "Billing & Subscription",
  feedback: "Feedback & Suggestions",
  business: "Business Inquiry",
  press: "Press & Media",
  other: "Other",
} as const;
export type ContactSubject = keyof typeof CONTACT_SUBJECTS;

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;
/** Messages one address may send per hour; more is almost always a script. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

const subjects = Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]];

export const contactRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter your name")
    .max(CONTACT_LIMITS.name, `Names are at most ${CONTACT_LIMITS.name} characters`),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email, `Email addresses are at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email("Please enter a valid email address")),
  subject: z.enum(subjects, { error: "Please choose a topic" }),
  message: z
    .string()
    .trim()
    .min(1, "Please write a message")
    .max(CONTACT_LIMITS.message, `Messages are at most ${CONTACT_LIMITS.message} characters`),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ id: z.string(), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
