import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversations } from "../../db/schema";
import type { CoachEngine } from "../coach/engine";
import { titleFrom } from "./queries";

/**
 * The model's answer as a conversation title: its first line, without a "Title:" label, markdown
 * marks or surrounding quotes, trimmed to a title's length; null when nothing is left.
 */
export function cleanTitle(answer: string): string | null {
  const line = answer.trim().split(/\r?\n/)[0] ?? "";
  const bare = line
    .replace(/^\s*(?:#+\s*)?(?:title\s*:\s*)?/i, "")
    .replace(/[*_`]+/g, "")
    .replace(/^["'“”‘’\s]+|["'“”‘’\s.]+$/g, "");
  const title = titleFrom(bare);
  return title ? title : null;
}

/**
 * Asks the engine to name a conversation that opened with `message`, and puts its title in place of
 * the first message's, unless the conversation was renamed (or deleted) meanwhile. True when the
 * title changed. Throws the engine's error; a caller in the background logs it and the first
 * message stays the title.
 */
export async function retitleConversation(
  db: Db,
  input: {
    engine: CoachEngine;
    userId: string;
    conversationId: string;
    message: string;
    signal: AbortSignal;
  },
): Promise<boolean> {
  if (!input.engine.title) return false;
  const title = cleanTitle(await input.engine.title({ message: input.message, signal: input.signal }));
  const firstTitle = titleFrom(input.message);
  if (!title || title === firstTitle) return false;
  const renamed = await db
    .update(conversations)
    .set({ title })
    .where(
      and(
        eq(conversations.id, input.conversationId),
        eq(conversations.userId, input.userId),
        eq(conversations.title, firstTitle),
      ),
    )
    .returning({ id: conversations.id });
  return renamed.length > 0;
}

/**
 * Titles being asked for in the background, after a first reply: the reply never waits for one.
 * `close` stops those still waiting for the model and waits for the rest.
 */
export function backgroundTitles(
  db: Db,
  engine: CoachEngine,
  log: { warn: (details: object, message: string) => void },
) {
  const controller = new AbortController();
  const pending = new Set<Promise<unknown>>();
  return {
    start(input: { userId: string; conversationId: string; message: string }) {
      if (!engine.title || controller.signal.aborted) return;
      const task = retitleConversation(db, { ...input, engine, signal: controller.signal })
        .catch((err: unknown) => {
          if (controller.signal.aborted) return; // the app is closing
          // The kind of failure only: a provider's error may echo the request.
          const reason = (err as { reason?: string }).reason ?? (err as Error).name;
          log.warn({ reason }, "conversation title not generated; the first message stays its title");
        })
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async close() {
      controller.abort();
      await Promise.all(pending);
    },
  };
}
