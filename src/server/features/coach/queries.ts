import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
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

export async function searchGuide(db: Db, text: string, limit = 3): Promise<Passage[]> {
  const query = searchQuery(text);
  if (!query) return [];
  const q = sql`websearch_to_tsquery('english', ${query})`;
  const rows = await db
    .select({ title: guideEntries.title, category: guideEntries.category, body: guideEntries.body })
    .from(guideEntries)
    .where(sql`${guideEntries.search} @@ ${q}`)
    .orderBy(sql`ts_rank_cd(${guideEntries.search}, ${q}) desc`, guideEntries.slug)
    .limit(limit);
  return rows.map((row) => ({
    source: "guide",
    title: row.title,
    category: row.category,
    content: row.body,
  }));
}

/** The user's own earlier messages in other conversations that share words with this one. */
export async function searchEarlierMessages(
  db: Db,
  input: { userId: string; conversationId: string; text: string; limit?: number },
): Promise<Passage[]> {
  const query = searchQuery(input.text);
  if (!query) return [];
  const q = sql`websearch_to_tsquery('english', ${query})`;
  const rows = await db
    .select({ content: messages.content, title: conversations.title })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.userId, input.userId),
        eq(messages.role, "user"),
        ne(messages.conversationId, input.conversationId),
        sql`${messages.search} @@ ${q}`,
      ),
    )
    .orderBy(sql`ts_rank_cd(${messages.search}, ${q}) desc`)
    .limit(input.limit ?? 2);
  return rows.map((row) => ({
    source: "conversation",
    title: row.title ?? "Earlier conversation",
    content: row.content,
  }));
}
