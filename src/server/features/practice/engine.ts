import type { Feedback } from "../../../shared/api/practice";
import type { ScenarioCard } from "../../../shared/practice/scenarios";

/** One line of a scene, oldest first. `flagged` marks a user line the safety layer stopped. */
export type SceneLine = { role: "user" | "partner"; content: string; flagged?: boolean };

export type PartnerReply = {
  /** What she says next, in character. */
  text: string;
  /** The scene has come to a natural close (a goodbye, a yes that wraps up, her leaving). */
  ended: boolean;
};

/**
 * Plays the other person in a practice scene and scores the user's side of it. Provider failures
 * throw CoachEngineError (../coach/engine), with a message fit to show the user.
 */
export type PracticeEngine = {
  readonly name: "offline" | "openai";
  /**
   * Her reply to the newest user line (the transcript ends with it). The coach's notes are not in
   * the transcript; the lines they answered are, flagged, and she never heard their words.
   * `lastTurn` asks her to wrap the scene up.
   */
  respond(input: {
    scenario: ScenarioCard;
    transcript: SceneLine[];
    lastTurn: boolean;
    signal: AbortSignal;
  }): Promise<PartnerReply>;
  /** The feedback card for a finished scene; the transcript includes flagged user lines. */
  score(input: { scenario: ScenarioCard; transcript: SceneLine[]; signal: AbortSignal }): Promise<Feedback>;
};
