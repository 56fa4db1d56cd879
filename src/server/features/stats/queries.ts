import { count, countDistinct, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { messages, users } from "../../db/schema";

/** Raw counts behind the public figures; only their rounded form ever leaves the server. */
export async function countActivity(db: Db) {
  const [sent, conversations, members] = await Promise.all([
    db.select({ n: count() }).from(messages).where(eq(messages.role, "user")),
    // A conversation counts once someone has written in it.
    db.select({ n: countDistinct(messages.conversationId) }).from(messages),
    db.select({ n: count() }).from(users),
  ]);
  return {
    messagesSent: Number(sent[0]?.n ?? 0),
    conversations: Number(conversations[0]?.n ?? 0),
    members: Number(members[0]?.n ?? 0),
  };
}
