import { ENTITLEMENTS } from "../../shared/plans";

const { free, premium } = ENTITLEMENTS;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const perDay = (cap: number | null, word: string, uncapped: string) =>
  cap === null ? uncapped : `${plural(cap, word)} a day`;

/**
 * What each plan includes: the one list the pricing page, the paywall, Subscribe and /success
 * show. Limits are worded from the plan table, so a changed limit changes every page.
 */
export const FREE_FEATURES: readonly string[] = [
  perDay(free.messagesPerDay, "coaching message", "Unlimited coaching messages"),
  `${plural(free.maxBooks, "PDF book")} to personalise your coach`,
  perDay(free.practiceSessionsPerDay, "practice scenario", "Practice scenarios"),
  "Voice input and read-aloud replies",
];

export const PREMIUM_FEATURES: readonly string[] = [
  perDay(premium.messagesPerDay, "coaching message", "Unlimited coaching conversations"),
  "Voice input and read-aloud replies",
  perDay(premium.practiceSessionsPerDay, "practice scenario", "Practice scenarios without a daily cap"),
  "Cultural sensitivity guidance",
  "Advice that remembers your earlier conversations",
  `Upload up to ${plural(premium.maxBooks, "PDF book")} to personalise the coach`,
  "Your full chat history",
  ...(premium.chatExport ? ["Export your conversations"] : []),
  "Available 24/7, answers in seconds",
  "Private conversations, encrypted in transit",
];
