import { AppError } from "../../../shared/errors";
import type { Entitlements, Plan } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { type ChatTurn, type CoachEngine, CoachEngineError } from "../coach/engine";
import { listMemories, rememberFacts } from "../coach/memory";
import { searchEarlierMessages, searchGuide } from "../coach/queries";
import { checkSafety } from "../coach/safety";
import { searchBooks } from "../documents/queries";
import { insertAssistantMessage, listRecentMessages, serializeMessage, titleFrom } from "./queries";
import { storeUserMessage } from "./quota";

const HISTORY_TURNS = 20;

export type AcceptedMessage = Awaited<ReturnType<typeof acceptMessage>>;

/**
 * Everything that must succeed before a reply starts: ownership, the plan's quota, and storing the
 * user's message (so a failure later never loses it).
 */
export async function acceptMessage(
  db: Db,
  input: {
    userId: string;
    firstName: string | null;
    conversationId: string;
    text: string;
    now: Date;
    entitlements: Record<Plan, Entitlements>;
  },
) {
  const userMessage = await storeUserMessage(db, {
    userId: input.userId,
    conversationId: input.conversationId,
    content: input.text,
    title: titleFrom(input.text),
    now: input.now,
    entitlements: input.entitlements,
  });
  await rememberFacts(db, { userId: input.userId, text: input.text, now: input.now });
  return { ...input, userMessage };
}

async function buildContext(db: Db, accepted: AcceptedMessage) {
  const [history, guide, books, earlier, memory] = await Promise.all([
    listRecentMessages(db, accepted.conversationId, HISTORY_TURNS),
    searchGuide(db, accepted.text),
    searchBooks(db, { userId: accepted.userId, text: accepted.text }),
    searchEarlierMessages(db, {
      userId: accepted.userId,
      conversationId: accepted.conversationId,
      text: accepted.text,
    }),
    listMemories(db, accepted.userId),
  ]);
  const turns: ChatTurn[] = history.map((m) => ({ role: m.role, content: m.content }));
  return {
    history: turns,
    context: {
      passages: [...guide, ...books, ...earlier],
      memory: memory.map((m) => m.fact),
      firstName: accepted.firstName,
    },
  };
}

/**
 * Safety check, retrieval and the engine's stream. Each delta goes to `onDelta`; the reply is
 * stored when the stream ends. A stopped stream (signal aborted) stores what had arrived.
 */
export async function generateReply(
  db: Db,
  input: {
    accepted: AcceptedMessage;
    engine: CoachEngine;
    signal: AbortSignal;
    onDelta: (text: string) => void;
  },
) {
  const { accepted } = input;
  const store = (content: string, safetyCategory: string | null) =>
    insertAssistantMessage(db, {
      userId: accepted.userId,
      conversationId: accepted.conversationId,
      content,
      safetyCategory,
    }).then(serializeMessage);

  const verdict = checkSafety(accepted.text);
  if (verdict) {
    input.onDelta(verdict.reply);
    return store(verdict.reply, verdict.category);
  }

  const { history, context } = await buildContext(db, accepted);
  let text = "";
  try {
    for await (const delta of input.engine.reply({ history, context, signal: input.signal })) {
      text += delta;
      input.onDelta(delta);
    }
  } catch (error) {
    if (input.signal.aborted && text) return store(text, null);
    if (error instanceof CoachEngineError) {
      const code = error.reason === "rate_limited" ? "TOO_MANY_REQUESTS" : "UNAVAILABLE";
      throw new AppError(code, `${error.message} Your message was saved; send it again to retry.`);
    }
    throw error;
  }
  if (!text.trim()) {
    if (input.signal.aborted) return null;
    throw new AppError(
      "UNAVAILABLE",
      "The coach returned an empty answer. Your message was saved; try again.",
    );
  }
  return store(text, null);
}
