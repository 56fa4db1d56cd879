import { sql } from "drizzle-orm";
import { AppError } from "../../../shared/errors";
import type { Entitlements, Plan } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { prepareStatement } from "../../db/prepared";
import { sessions } from "../../db/schema";
import { sessionIsLive } from "../auth/live-session";
import { type ChatTurn, type CoachEngine, CoachEngineError } from "../coach/engine";
import { extractFacts, type Fact, memoriesSource, rememberFacts } from "../coach/memory";
import {
  bestFirst,
  earlierMessagesSource,
  guideSource,
  type RetrievedRow,
  searchFor,
  searchQuery,
  sourcesQuery,
  toPassage,
} from "../coach/queries";
import { safetyChecker } from "../coach/safety-checker";
import { booksSource } from "../documents/queries";
import { insertAssistantMessage, recentMessagesSource, serializeMessage, titleFrom } from "./queries";
import { storeUserMessage } from "./quota";

const HISTORY_TURNS = 20;

export type AcceptedMessage = Awaited<ReturnType<typeof acceptMessage>>;

type SendInput = {
  sessionToken: string;
  conversationId: string;
  text: string;
  now: Date;
  entitlements: Record<Plan, Entitlements>;
};

/**
 * Everything that must succeed before a reply starts: the session, ownership, the plan's quota, and
 * storing the user's message (so a failure later never loses it). Both statements find the user by
 * the session's token. Retrieval reads only that user's rows, so it runs while the message is being
 * stored; its result waits in `context`. The safety check runs on a thread of its own meanwhile; a
 * message it stops never reaches an engine, and its retrieval is not used.
 */
export async function acceptMessage(db: Db, input: SendInput) {
  const verdict = safetyChecker.check(input.text);
  // The store goes first: it takes longer on PostgreSQL (its commit waits for the log flush).
  const stored = storeUserMessage(db, {
    sessionToken: input.sessionToken,
    conversationId: input.conversationId,
    content: input.text,
    title: titleFrom(input.text),
    now: input.now,
    entitlements: input.entitlements,
  });
  const facts = extractFacts(input.text);
  const context = buildContext(db, input, facts);
  // A refused send (401, 402, 404) discards the retrieval; its failure must not go unhandled meanwhile.
  context.catch(() => {});
  const userMessage = await stored;
  await rememberFacts(db, { userId: userMessage.userId, facts, now: input.now });
  safetyChecker.drain();
  return { conversationId: input.conversationId, userMessage, verdict: await verdict, context };
}

/**
 * Everything the engine reads besides the new message, in one statement, as the user of the
 * session (no rows at all when the session is not live; the store then refuses the send).
 */
async function buildContext(db: Db, input: SendInput, fresh: Fact[]) {
  const words = searchQuery(input.text);
  const read = words ? retrieveWithSearch : retrieveWithoutSearch;
  const rows = bestFirst(
    await read(db, {
      sessionToken: input.sessionToken,
      now: input.now,
      conversationId: input.conversationId,
      words,
    }),
  );
  const history = rows
    .filter((row) => row.kind === "history")
    .reverse()
    .map((row) => ({ id: row.key!, role: row.title as ChatTurn["role"], content: row.content }));
  // Facts this very message states (`fresh`) may not be stored yet when the memories were read.
  const stored = rows.filter((row) => row.kind === "memory" && !fresh.some((f) => f.kind === row.key));
  const passages = (["guide", "book", "conversation"] as const).flatMap((kind) =>
    rows.filter((row) => row.kind === kind).map(toPassage),
  );
  return {
    history,
    context: { passages, memory: [...stored.map((row) => row.content), ...fresh.map((f) => f.fact)] },
  };
}

type RetrievalValues = { sessionToken: string; now: Date; conversationId: string; words: string };

/**
 * The retrieval statement, for messages with or without words to search. Its sources read as the
 * session's user, looked up once for all.
 */
function retrievalStatement(search: boolean) {
  const p = sql.placeholder;
  const live = sessionIsLive({ sessionToken: p("sessionToken"), now: p("now") });
  const me = sql`me as (select ${sessions.userId} as user_id from ${sessions} where ${live})`;
  const userId = sql`(select user_id from me)`;
  const conversationId = p("conversationId");
  const q = search ? searchFor(p("words")) : null;
  const sources = [
    recentMessagesSource({ userId, conversationId, limit: HISTORY_TURNS }),
    memoriesSource(userId),
    ...(q
      ? [guideSource(q), booksSource({ userId, q }), earlierMessagesSource({ userId, conversationId, q })]
      : []),
  ];
  return prepareStatement<RetrievedRow, RetrievalValues>(sourcesQuery(sources, q ? [me, q.terms] : [me]));
}

const retrieveWithSearch = retrievalStatement(true);
const retrieveWithoutSearch = retrievalStatement(false);

/** The recent turns read during retrieval, ending with the message just stored (once). */
function withUserMessage(
  history: { id: string; role: ChatTurn["role"]; content: string }[],
  accepted: AcceptedMessage,
) {
  const { userMessage } = accepted;
  const turns = history.filter((m) => m.id !== userMessage.id);
  turns.push({ id: userMessage.id, role: "user", content: userMessage.content });
  return turns.slice(-HISTORY_TURNS).map((m): ChatTurn => ({ role: m.role, content: m.content }));
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
      userId: accepted.userMessage.userId,
      conversationId: accepted.conversationId,
      content,
      safetyCategory,
    }).then(serializeMessage);

  const { verdict } = accepted;
  if (verdict) {
    input.onDelta(verdict.reply);
    return store(verdict.reply, verdict.category);
  }

  const retrieved = await accepted.context;
  const history = withUserMessage(retrieved.history, accepted);
  const context = { ...retrieved.context, firstName: accepted.userMessage.firstName };
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
