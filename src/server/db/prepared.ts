import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Db } from "./client";

// The same SQL as db.execute would send: client.ts opens drizzle without a casing option.
const dialect = new PgDialect();

/**
 * Runs a statement that every chat send runs, and returns its rows (as the driver gives them).
 *
 * On PostgreSQL it is a named prepared statement: each pooled connection parses it once instead of on
 * every send (the pool plans it for each run's values: client.ts). The name is the text's hash, so
 * different texts never share a name. PGlite's client has no named statements; there it runs as any
 * other statement.
 */
export async function executePrepared<Row>(db: Db, query: SQL): Promise<Row[]> {
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const name = createHash("sha256").update(text).digest("base64url").slice(0, 32);
    return (await client.query({ name, text, values: params })).rows;
  }
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
