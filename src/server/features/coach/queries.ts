import { type AnyColumn, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executePrepared } from "../../db/prepared";
import { appMeta, conversations, guideEntries, messages } from "../../db/schema";
import type { Passage } from "./engine";
import type { GuideEntry } from "./guide";

const GUIDE_HASH = "guide_hash";
const GUIDE_LOCK = 727_001;

/** Replaces the stored guide when its hash differs from the one loaded last time. */
export async function syncGuide(db: Db, guide: { entries: GuideEntry[]; hash: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Instances starting together load the guide one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(${GUIDE_LOCK})`);
    const [current] = await tx.select().from(appMeta).where(eq(appMeta.key, GUIDE_HASH));
    if (current?.value === guide.hash) return false;
    await tx.delete(guideEntries);
    if (guide.entries.length > 0) await tx.insert(guideEntries).values(guide.entries);
    await tx
      .insert(appMeta)
      .values({ key: GUIDE_HASH, value: guide.hash })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: guide.hash } });
    return true;
  });
}

/** The words of a message as an OR query: any shared word counts, rank decides. */
export function searchQuery(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']{2,}/gu) ?? [];
  return [...new Set(words)].slice(0, 32).join(" or ");
}

/**
 * A message's words as a full-text search: `@@ query` selects, `rankBy` orders. Both read the
 * statement's `terms` WITH item, so the words are parsed once per run however many sources search.
 */
export type TextSearch = {
  /** The WITH item the statement must define (sourcesQuery takes it). */
  terms: SQL;
  /** All the words in one tsquery: a row matches when it has any of them. */
  query: SQL;
  /** An array of one tsquery per word, leaving out words that are only stop words ("how", "at"). */
  words: SQL;
};

/** The message's words as a full-text search, or null when it has none worth searching. */
export function textSearch(text: string): TextSearch | null {
  const query = searchQuery(text);
  return query ? searchFor(query) : null;
}

/**
 * The search for searchQuery's words, or a placeholder for them. They are parsed in a WITH item,
 * once per run: in a plan kept for any words (prepared.ts) a function of them in a source would run
 * again for every row it filters, and each source would parse them again.
 *
 * The words' OR query prints as its words' queries joined by " | " (each word's is one lexeme, or a
 * few joined by operators that bind tighter than OR), so the one parse gives both; a word that is
 * only a stop word ("how", "at") is not in it.
 */
export function searchFor(query: string | Placeholder): TextSearch {
  return {
    terms: sql`terms as (
      select query, array(select word::tsquery from unnest(string_to_array(query::text, ' | ')) word) as words
      from (select websearch_to_tsquery('english', ${query}) as query) parsed)`,
    query: sql`(select query from terms)`,
    words: sql`(select words from terms)`,
  };
}

/**
 * How well a row's search vector answers the words: ts_rank_cd of each word on its own, capped below
 * 1 (normalisation 32: rank / (rank + 1)), summed. A row with more of the question's words comes
 * first, then one where they are more frequent or weigh more (title and keywords). One ts_rank_cd
 * over all the words would add up every occurrence instead, so the entry on planning a second date,
 * full of "first" and "date", outranked the one on what to wear on a first date.
 */
export const rankBy = (search: SQL | AnyColumn, q: TextSearch): SQL =>
  sql`(select sum(ts_rank_cd(${search}, word, 32)) from unnest(${q.words}) word)`;

/** How many of the user's latest messages the earlier-messages search reads. */
export const EARLIER_MESSAGES = 500;

/** A user's id, or an SQL value giving it (the chat send finds its user by the session's token). */
export type UserId = string | SQL;

/**
 * One source of retrieval as a parenthesised SELECT with the columns every source shares
 * (see RetrievedRow), best first by `ord`, so sources can be read together in one statement.
 */
export type RetrievedRow = {
  kind: "history" | "guide" | "book" | "conversation" | "memory";
  /** Message id (history) or memory kind. */
  key: string | null;
  /** Guide title, book name, conversation title, or the role of a history turn. */
  title: string | null;
  category: string | null;
  page: number | null;
  content: string;
  ord: number;
};

export const guideSource = (q: TextSearch, limit = 3): SQL => sql`(
  select 'guide' as kind, null::text as key, ${guideEntries.title} as title,
    ${guideEntries.category} as category, null::int as page, ${guideEntries.body} as content,
    row_number() over (order by ${rankBy(guideEntries.search, q)} desc, ${guideEntries.slug}) as ord
  from ${guideEntries} where ${guideEntries.search} @@ ${q.query} order by ord limit ${limit})`;

/**
 * The user's own earlier messages in other conversations that share words with this one: of their
 * latest EARLIER_MESSAGES (this conversation's included), read newest first through the user's
 * index, those from other conversations that match. So a send costs the same after years of messages
 * as after a week, and in a conversation of thousands of messages as in a new one. Messages have no
 * search index: through one, a plan that cannot tell how many rows the user's id selects (the id
 * comes from the session's token) read every user's messages that share a common word.
 */
export const earlierMessagesSource = (input: {
  userId: UserId;
  conversationId: string | Placeholder;
  q: TextSearch;
  limit?: number;
}) => sql`(
  select 'conversation' as kind, null::text as key, ${conversations.title} as title,
    null::text as category, null::int as page, mine.content,
    row_number() over (order by ts_rank_cd(mine.search, ${input.q.query}) desc) as ord
  from (
    select ${messages.content} as content, ${messages.search} as search,
      ${messages.conversationId} as conversation_id
    from ${messages}
    where ${messages.userId} = ${input.userId} and ${messages.role} = 'user'
    order by ${messages.createdAt} desc limit ${sql.raw(String(EARLIER_MESSAGES))}
  ) mine join ${conversations} on ${conversations.id} = mine.conversation_id
  where mine.conversation_id <> ${input.conversationId} and mine.search @@ ${input.q.query}
  order by ord limit ${input.limit ?? 2})`;

/**
 * Reads the given sources in one statement; rows come back grouped by nothing, sort by `ord`.
 * `common` are WITH items (`name as (select ...)`) the sources may read, each computed once.
 */
export async function readSources(db: Db, sources: SQL[], common: SQL[] = []): Promise<RetrievedRow[]> {
  if (sources.length === 0) return [];
  return bestFirst(await executePrepared<RetrievedRow>(db, sourcesQuery(sources, common)));
}

/** The sources as one statement (see readSources). */
export function sourcesQuery(sources: SQL[], common: SQL[] = []): SQL {
  const union = sql.join(sources, sql` union all `);
  return common.length > 0 ? sql`with ${sql.join(common, sql`, `)} ${union}` : union;
}

/** Rows of sources sorted by `ord` (each source's best first). */
export const bestFirst = (rows: RetrievedRow[]) =>
  rows.map((row) => ({ ...row, ord: Number(row.ord) })).sort((a, b) => a.ord - b.ord);

/** A guide, book or conversation row as a passage for the engine. */
export function toPassage(row: RetrievedRow): Passage {
  if (row.kind === "guide")
    return {
      source: "guide",
      title: row.title ?? "",
      category: row.category ?? undefined,
      content: row.content,
    };
  if (row.kind === "book")
    return {
      source: "book",
      title: `${(row.title ?? "").replace(/\.pdf$/i, "")}, page ${row.page}`,
      content: row.content,
    };
  return { source: "conversation", title: row.title ?? "Earlier conversation", content: row.content };
}

export async function searchGuide(db: Db, text: string, limit = 3): Promise<Passage[]> {
  const q = textSearch(text);
  return q ? (await readSources(db, [guideSource(q, limit)], [q.terms])).map(toPassage) : [];
}
