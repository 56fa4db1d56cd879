import type { Skill } from "../../../../shared/practice/skills";
import type { Tone } from "./signals";

/**
 * Something he may bring up, and how she answers when it lands well or badly; `more` answers a
 * follow-up on the same topic. Each answer is used once.
 */
export type Topic = { match: RegExp; warm: string; cool: string; more?: string };

/**
 * The offline partner's script for one scenario: her lines by what the user said (topics, tone,
 * the scene's ask) and the coach's better lines and tips for the feedback card.
 */
export type Script = {
  /** Her mood when the scene starts: -3 (put off) to 5 (delighted). */
  startMood: number;
  /** Words that make a line specific to this scene (normalised: lower case, no punctuation). */
  details: string[];
  topics: Topic[];
  /** Her reply when no topic fits, by how his line landed. */
  replies: Record<Tone, string[]>;
  /** Her answer to an open question no topic covers: a real answer, then a question back. */
  answers: string[];
  /** Her reaction to a stereotype or an assumption about her background. */
  stereotype: string[];
  /** Her reaction to pressure or sexual remarks. */
  pushy: string[];
  /** Her reaction to him defending a slip instead of owning it. */
  defensive?: string[];
  /** Answers to the scene's ask (number, date, call); scenes without one ignore asks. */
  ask?: { yes: string[]; maybe: string[]; no: string[] };
  /** User lines before an ask can get a yes (too early is a "maybe"). */
  minTurnsBeforeAsk?: number;
  /** She wraps the scene up herself after this many user lines. */
  closeAfter?: number;
  /** After her no, when he pushes again. */
  afterNo: string[];
  /** She walks away after repeated pressure; the scene ends. */
  leave: string;
  /** He took her no well and asked her something: said before she answers. */
  acceptedNo?: string;
  /** He took her no well; the scene ends on a friendly note. */
  graceful: string;
  /** Her line after she said yes, ending the scene. */
  afterYes: string;
  /** His apology accepted (apology scenes): with real interest in her, or plain. */
  apologyAccepted?: { warm: string; plain: string };
  /** How she ends the scene when he says goodbye or time runs out, by her mood. */
  close: { warm: string; cool: string };
  /** One better line per skill, for the feedback card. */
  better: Record<Skill, string>;
  /** One thing to try next time, for the lowest score. */
  tips: Record<Skill, string>;
};
