import { z } from "zod";
import { SCENARIO_IDS } from "../practice/scenarios";
import { PRACTICE_LINE_MAX } from "../practice/skills";

export const scenarioIdSchema = z.enum(SCENARIO_IDS, { error: "Unknown scenario" });

/** One score on the feedback card, with the user's own line that earned it and a better one. */
export const skillScoreSchema = z.object({
  score: z.number().int().min(1).max(5),
  /** Why this score, in one sentence. */
  reason: z.string(),
  /** The user's own line that earned it. */
  line: z.string(),
  /** One line that would have scored higher (or another strong option). */
  better: z.string(),
});
export type SkillScore = z.infer<typeof skillScoreSchema>;

export const feedbackSchema = z.object({
  scores: z.object({
    respect: skillScoreSchema,
    curiosity: skillScoreSchema,
    clarity: skillScoreSchema,
    confidence: skillScoreSchema,
  }),
  /** One thing to try next time. */
  nextTime: z.string(),
  /** Which scorer produced the card. */
  scoredBy: z.enum(["offline", "openai"]),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const practiceTurnSchema = z.object({
  id: z.string(),
  /** partner: the person the coach plays; coach: the coach stepping out of the scene (safety). */
  role: z.enum(["user", "partner", "coach"]),
  content: z.string(),
  createdAt: z.string(),
});
export type PracticeTurn = z.infer<typeof practiceTurnSchema>;

export const practiceSessionSummarySchema = z.object({
  id: z.string(),
  scenarioId: scenarioIdSchema,
  status: z.enum(["active", "completed"]),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Scores once completed; null while the scene is going on. */
  scores: z
    .object({ respect: z.number(), curiosity: z.number(), clarity: z.number(), confidence: z.number() })
    .nullable(),
});
export type PracticeSessionSummary = z.infer<typeof practiceSessionSummarySchema>;

export const practiceSessionSchema = practiceSessionSummarySchema.extend({
  turns: z.array(practiceTurnSchema),
  feedback: feedbackSchema.nullable(),
});
export type PracticeSession = z.infer<typeof practiceSessionSchema>;

export const practiceOverviewSchema = z.object({
  /** Newest first. */
  sessions: z.array(practiceSessionSummarySchema),
  /** null when the plan has no daily cap. */
  sessionsLeftToday: z.number().int().nullable(),
});
export type PracticeOverview = z.infer<typeof practiceOverviewSchema>;

export const startPracticeRequestSchema = z.object({ scenarioId: scenarioIdSchema });
export type StartPracticeRequest = z.infer<typeof startPracticeRequestSchema>;

export const practiceSessionParamsSchema = z.object({ id: z.uuid("Unknown practice session") });

export const practiceLineRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Say something first")
    .max(PRACTICE_LINE_MAX, `Lines are at most ${PRACTICE_LINE_MAX} characters`),
});
export type PracticeLineRequest = z.infer<typeof practiceLineRequestSchema>;
