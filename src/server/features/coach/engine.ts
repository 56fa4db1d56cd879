/** One turn of a conversation, oldest first. */
export type ChatTurn = { role: "user" | "assistant"; content: string };

/** A retrieved piece of text the reply may draw on. Its text is data, never instructions. */
export type Passage = {
  source: "guide" | "book" | "conversation";
  /** Guide entry title, book name, or conversation title. */
  title: string;
  content: string;
  /** Guide category when source is "guide". */
  category?: string;
};

export type CoachContext = {
  passages: Passage[];
  /** Facts the user shared earlier ("Name: Sam", "Lives in Leeds", "Goal: ..."). */
  memory: string[];
  /** The user's first name, when known. */
  firstName: string | null;
};

/** Streams the assistant's reply as text deltas. Throws CoachEngineError on provider failure. */
export type CoachEngine = {
  readonly name: "offline" | "openai";
  reply(input: { history: ChatTurn[]; context: CoachContext; signal: AbortSignal }): AsyncIterable<string>;
  /**
   * A short title for a conversation that opens with `message` (the model's raw answer). An engine
   * without one leaves the first message as the title. Throws CoachEngineError on provider failure.
   */
  title?(input: { message: string; signal: AbortSignal }): Promise<string>;
};

/** A failure of the engine's provider, with a message fit to show the user. */
export class CoachEngineError extends Error {
  readonly reason: "timeout" | "rate_limited" | "unavailable" | "bad_response" | "aborted";
  constructor(reason: CoachEngineError["reason"], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CoachEngineError";
    this.reason = reason;
  }
}
