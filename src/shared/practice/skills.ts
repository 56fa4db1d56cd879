/** The four things every practice scene is scored on, 1 to 5. */
export const SKILLS = ["respect", "curiosity", "clarity", "confidence"] as const;
export type Skill = (typeof SKILLS)[number];

export const SKILL_LABELS: Record<Skill, string> = {
  respect: "Respect",
  curiosity: "Curiosity",
  clarity: "Clarity",
  confidence: "Confidence",
};

/** What each score measures, shown beside it on the feedback card. */
export const SKILL_HINTS: Record<Skill, string> = {
  respect: "Treating her as an individual, taking her answers at face value, no pressure.",
  curiosity: "Open questions about her that build on what she said.",
  clarity: "Saying what you mean and what you would like to happen next.",
  confidence: "Calm, direct lines about yourself, without apologising for being there.",
};

/** A scene ends by itself after this many lines from the user. */
export const MAX_USER_TURNS = 12;
/** The longest line a user can say in a scene. */
export const PRACTICE_LINE_MAX = 1000;
