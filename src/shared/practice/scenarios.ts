/**
 * The practice scenarios: a real situation, the person the coach plays, what the user is trying to
 * do and what a good outcome looks like. Shown on /practice and given to the practice engines.
 */

/** What the scene asks of the user; the scorer's clarity rubric and the partner's script follow it. */
export type ScenarioGoal =
  /** Ask for her number or to meet again. */
  | "number"
  /** Ask her out (or out again). */
  | "date"
  /** Suggest a phone or video call. */
  | "call"
  /** Own a mistake and repair the moment. */
  | "apology"
  /** Take a "no" gracefully. */
  | "accept_no"
  /** Keep a good conversation going. */
  | "conversation";

export type ScenarioCard = {
  id: string;
  title: string;
  /** One line for the picker. */
  summary: string;
  difficulty: "Easy" | "Medium" | "Hard";
  /** Where and when; what the user knows going in. */
  setting: string;
  /** The person the coach plays. */
  partner: { name: string; role: string };
  goal: string;
  goodOutcome: string;
  /** Her first line, or null when the user speaks first. */
  opening: string | null;
  goalKind: ScenarioGoal;
  /** She has already said no when the scene starts, and that no stands. */
  startsWithNo: boolean;
  /** One tip shown before the first line. */
  tip: string;
};

export const SCENARIOS = [
  {
    id: "coffee-shop",
    title: "Approaching someone at a coffee shop",
    summary: "Start a conversation with a stranger without making it awkward.",
    difficulty: "Medium",
    setting:
      "Saturday morning at a busy neighbourhood café. Mei, at the next table, is reading a battered paperback of Good Omens and has just laughed out loud at it. She looks up and catches your eye.",
    partner: { name: "Mei", role: "a stranger at the next table" },
    goal: "Open with something real, find out a little about her, and if it goes well, ask to see her again.",
    goodOutcome:
      "She enjoys the chat, asks you things back, and is happy to swap numbers or meet for a coffee on purpose.",
    opening: null,
    goalKind: "number",
    startsWithNo: false,
    tip: "Comment on what is in front of you (the book, the laugh) and ask a question she would enjoy answering.",
  },
  {
    id: "first-message",
    title: "A first message on a dating app",
    summary: "Write an opener that gets a real reply, then suggest meeting.",
    difficulty: "Easy",
    setting:
      "You matched with Jia, 29. Her photos: the summit of a hike at sunrise, a tray of dumplings she made with her grandmother, her dog Miso. Her prompt: \u201cThe way to win me over is\u2026 recommend me a bookshop I haven't been to.\u201d",
    partner: { name: "Jia", role: "your new match" },
    goal: "Send a first message about her profile, keep the chat going, and suggest meeting within a few messages.",
    goodOutcome: "She replies with interest, asks you something back, and agrees to meet in person.",
    opening: null,
    goalKind: "date",
    startsWithNo: false,
    tip: "Pick one detail from her profile and ask about it. \u201cHey\u201d and compliments on her looks get ignored.",
  },
  {
    id: "first-date",
    title: "Keeping a first-date conversation going",
    summary: "Get past small talk and find what you both care about.",
    difficulty: "Medium",
    setting:
      "A quiet wine bar on a Thursday evening. Yuna is a nurse who just got back from a week in Lisbon. You matched two weeks ago; the drinks have just arrived.",
    partner: { name: "Yuna", role: "your date" },
    goal: "Keep the conversation flowing: ask, listen, follow up, and share about yourself too.",
    goodOutcome: "The talk flows both ways and she says she would like to do this again.",
    opening: "So this is my first time here. Nice pick! Have you been before?",
    goalKind: "conversation",
    startsWithNo: false,
    tip: "Follow up on her answers (\u201cWhat surprised you about Lisbon?\u201d) before changing the subject.",
  },
  {
    id: "second-date",
    title: "Asking for a second date",
    summary: "The date went well. Ask clearly before you say goodbye.",
    difficulty: "Easy",
    setting:
      "End of a first date with Lina: dinner at a small Georgian restaurant, then a walk by the river. You talked about her pottery class and your shared love of terrible sci-fi films.",
    partner: { name: "Lina", role: "your date" },
    goal: "Tell her you had a good time and ask her out again, with a concrete plan.",
    goodOutcome: "She says yes to a specific plan and you part on a warm note.",
    opening: "I had a really nice time tonight. My station's just around the corner.",
    goalKind: "date",
    startsWithNo: false,
    tip: "Name a plan, a day and a reason: \u201cThere's a so-bad-it's-good sci-fi night on Friday. Come with me?\u201d",
  },
  {
    id: "meeting-parents",
    title: "Meeting her parents",
    summary: "Make a good first impression on her mother at Sunday lunch.",
    difficulty: "Hard",
    setting:
      "Sunday lunch at the home of your girlfriend Wen's parents. Her mother, Mrs. Chen, has been cooking all morning; her father is out in the garden. Wen told you her mum loves her garden and worries that Wen works too hard.",
    partner: { name: "Mrs. Chen", role: "your girlfriend's mother" },
    goal: "Be warm and polite, follow the house's ways, and show interest in her parents as people.",
    goodOutcome: "Mrs. Chen relaxes, tells you a story or two, and invites you back.",
    opening: "Come in, come in! You must be the one Wen keeps talking about. Shoes can go just there.",
    goalKind: "conversation",
    startsWithNo: false,
    tip: "Take the cue about the shoes, thank her for the meal, and ask about the garden.",
  },
  {
    id: "cultural-misunderstanding",
    title: "Recovering from a cultural misunderstanding",
    summary: "You made an assumption. Own it and get back to her as a person.",
    difficulty: "Hard",
    setting:
      "A second date with Hana at a street-food market. A minute ago you told her \u201cYour English is really good!\u201d She grew up in Vancouver; English is her first language.",
    partner: { name: "Hana", role: "your date" },
    goal: "Apologise simply, without excuses or a lecture, and show real interest in her own story.",
    goodOutcome: "She accepts the apology, the mood recovers and the conversation moves on warmly.",
    opening: "Ha\u2026 thanks? I grew up in Vancouver, so English is kind of my first language.",
    goalKind: "apology",
    startsWithNo: false,
    tip: "A short \u201cSorry, that was a dumb assumption\u201d beats a long explanation. Then ask about her.",
  },
  {
    id: "polite-no",
    title: "Handling a polite \u201cno\u201d",
    summary: "She says no. Take it well and leave a good impression.",
    difficulty: "Medium",
    setting:
      "A friend's birthday party. You have been chatting with Priya, a friend of the host, for twenty minutes about climbing and her new job at an architecture firm. You just asked if you could take her out sometime.",
    partner: { name: "Priya", role: "a guest at the party" },
    goal: "Accept her answer gracefully, without arguing or sulking, and keep things friendly.",
    goodOutcome: "She feels respected, the moment stays light, and you both enjoy the rest of the party.",
    opening: "Oh, that's really kind of you. But I'm not looking to date anyone right now.",
    goalKind: "accept_no",
    startsWithNo: true,
    tip: "\u201cNo worries, thanks for telling me\u201d is all it takes. Her no is the answer, not an opening bid.",
  },
  {
    id: "text-to-call",
    title: "Moving from texting to a call",
    summary: "The texts are fun. Suggest a call without making it a big deal.",
    difficulty: "Easy",
    setting:
      "You matched with Sofia five days ago and have been texting every evening: her half-marathon training, your attempts at sourdough, a podcast you both like.",
    partner: { name: "Sofia", role: "your match" },
    goal: "Keep the texting fun, then suggest a call with a time that suits her.",
    goodOutcome: "She says yes to a call at a time you agree on.",
    opening: "Okay, I need a sourdough update. Did the starter survive?",
    goalKind: "call",
    startsWithNo: false,
    tip: "Answer her first, then suggest it lightly: \u201cThis deserves a call. Free for 20 minutes tomorrow evening?\u201d",
  },
] as const satisfies readonly ScenarioCard[];

export type ScenarioId = (typeof SCENARIOS)[number]["id"];
export const SCENARIO_IDS = SCENARIOS.map((s) => s.id) as [ScenarioId, ...ScenarioId[]];

export function findScenario(id: string): ScenarioCard | undefined {
  return SCENARIOS.find((s) => s.id === id);
}
