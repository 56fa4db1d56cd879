import type { AccountExport } from "../../../shared/api/account";
import type { Db } from "../../db/client";
import { readAccountData } from "./queries";

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The account's data as the export file holds it; null when the user no longer exists. */
export async function exportAccount(input: {
  db: Db;
  userId: string;
  now: Date;
}): Promise<AccountExport | null> {
  const data = await readAccountData(input.db, input.userId);
  if (!data) return null;
  const { user } = data;
  const messagesBy = groupBy(data.messageRows, (row) => row.conversationId);
  const turnsBy = groupBy(data.turnRows, (row) => row.sessionId);
  return {
    exportedAt: iso(input.now),
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.image,
      createdAt: iso(user.createdAt),
      subscriptionStatus: user.subscriptionStatus,
    },
    subscriptions: data.subscriptions.map((row) => ({
      status: row.status,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      currentPeriodEnd: isoOrNull(row.currentPeriodEnd),
      createdAt: iso(row.createdAt),
    })),
    conversations: data.conversationRows.map((row) => ({
      id: row.id,
      title: row.title,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      messages: (messagesBy.get(row.id) ?? []).map((m) => ({
        role: m.role,
        content: m.content,
        createdAt: iso(m.createdAt),
      })),
    })),
    documents: data.documentRows.map((row) => ({ ...row, uploadedAt: iso(row.uploadedAt) })),
    memories: data.memoryRows.map((row) => ({
      kind: row.kind,
      fact: row.fact,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    practiceSessions: data.sessionRows.map((row) => ({
      id: row.id,
      scenarioId: row.scenarioId,
      status: row.status,
      startedAt: iso(row.startedAt),
      endedAt: isoOrNull(row.endedAt),
      feedback: row.feedback ?? null,
      turns: (turnsBy.get(row.id) ?? []).map((t) => ({
        role: t.role,
        content: t.content,
        createdAt: iso(t.createdAt),
      })),
    })),
  };
}
