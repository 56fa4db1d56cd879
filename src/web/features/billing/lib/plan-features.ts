import { ENTITLEMENTS } from "../../../../shared/plans";

const { free, premium } = ENTITLEMENTS;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What each plan includes, worded from the one table of plan limits. */
export const FREE_FEATURES = [
  free.messagesPerDay === null
    ? "Unlimited coaching messages"
    : `${plural(free.messagesPerDay, "coaching message")} a day`,
  `${plural(free.maxBooks, "PDF book")} to personalise your coach`,
  free.practiceSessionsPerDay === null
    ? "Practice scenarios"
    : `${plural(free.practiceSessionsPerDay, "practice scenario")} a day`,
  "Voice input and read-aloud replies",
];

export const PREMIUM_FEATURES = [
  "Unlimited coaching conversations",
  `Up to ${plural(premium.maxBooks, "PDF book")} to personalise your coach`,
  "Practice scenarios without a daily cap",
  ...(premium.chatExport ? ["Export your chat history"] : []),
  "Memory of earlier conversations",
  "Voice input and read-aloud replies",
];
