import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memories } from "../../db/schema";
import type { UserId } from "./queries";

type Extractor = { kind: string; pattern: RegExp; fact: (value: string) => string | null };

const clean = (value: string) =>
  value
    .replace(/\s+/g, " ")
    .replace(/[\s,;:]+$/, "")
    .trim();

// What a user says about himself, in plain first-person sentences. Each kind keeps one fact.
const EXTRACTORS: Extractor[] = [
  {
    kind: "name",
    pattern: /\b(?:my name is|my name's)\s+([A-Z][\p{L}'-]{1,30})/iu,
    fact: (v) => `Name: ${v}`,
  },
  {
    kind: "age",
    pattern: /\bi(?:'m| am)\s+(\d{2})\s*(?:years old|yo|y\/o)\b/iu,
    fact: (v) => (Number(v) >= 18 && Number(v) < 100 ? `Age: ${v}` : null),
  },
  {
    kind: "location",
    pattern:
      /\bi (?:live|am based|'m based|moved) (?:in|to)\s+([A-Z][\p{L}' -]{1,40}?)(?=[.,!?;]|\s+(?:and|but|for|with|now|currently|recently|last|this|since|because|so|where|which|who|at|from|after)\b|$)/iu,
    fact: (v) => `Lives in ${clean(v)}`,
  },
  {
    kind: "work",
    pattern: /\bi work ((?:as an?|as|in)\s+[\p{L}' -]{2,40}?)(?=[.,!?;]|\s+(?:and|but)\b|$)/iu,
    fact: (v) => `Works ${clean(v)}`,
  },
  {
    kind: "goal",
    pattern: /\b(?:my goal is to|i (?:really )?want to|i'd like to|i would like to)\s+([^.!?\n]{5,120})/i,
    fact: (v) => `Goal: ${clean(v)}`,
  },
  {
    kind: "situation",
    pattern:
      /\bi(?:'m| am|'ve been| have been)\s+((?:seeing|dating|talking to|texting|chatting with)\s+[^.!?\n]{2,100})/i,
    fact: (v) => `Situation: ${clean(v)}`,
  },
];

/** A fact a message states about its author, by kind ("name", "location", ...). */
export type Fact = { kind: string; fact: string };

/** Facts a message states about its author, one per kind. */
export function extractFacts(text: string): Fact[] {
  const facts: Fact[] = [];
  for (const { kind, pattern, fact } of EXTRACTORS) {
    const value = pattern.exec(text)?.[1];
    const stated = value ? fact(value) : null;
    if (stated) facts.push({ kind, fact: stated });
  }
  return facts;
}

/**
 * Stores the facts a message states about its user (extractFacts), in one statement: a newer fact
 * of the same kind replaces the older, also when two sends state one at once (the kind is unique
 * per user).
 */
export async function rememberFacts(db: Db, input: { userId: string; facts: Fact[]; now: Date }) {
  const { facts } = input;
  if (facts.length === 0) return;
  await db
    .insert(memories)
    .values(
      facts.map(({ kind, fact }) => ({
        userId: input.userId,
        kind,
        fact,
        createdAt: input.now,
        updatedAt: input.now,
      })),
    )
    .onConflictDoUpdate({
      target: [memories.userId, memories.kind],
      set: { fact: sql`excluded.fact`, updatedAt: sql`excluded.updated_at` },
    });
}

/** The user's remembered facts as a retrieval source, oldest first by `ord` (see readSources). */
export const memoriesSource = (userId: UserId) => sql`(
  select 'memory' as kind, ${memories.kind} as key, null::text as title, null::text as category,
    null::int as page, ${memories.fact} as content,
    row_number() over (order by ${memories.createdAt}) as ord
  from ${memories} where ${memories.userId} = ${userId})`;

export async function listMemories(db: Db, userId: string) {
  return db.select().from(memories).where(eq(memories.userId, userId)).orderBy(asc(memories.createdAt));
}

export async function updateMemory(db: Db, input: { userId: string; id: string; fact: string; now: Date }) {
  const [row] = await db
    .update(memories)
    .set({ fact: input.fact, updatedAt: input.now })
    .where(and(eq(memories.id, input.id), eq(memories.userId, input.userId)))
    .returning();
  return row;
}

export async function deleteMemory(db: Db, input: { userId: string; id: string }) {
  const rows = await db
    .delete(memories)
    .where(and(eq(memories.id, input.id), eq(memories.userId, input.userId)))
    .returning({ id: memories.id });
  return rows.length > 0;
}
