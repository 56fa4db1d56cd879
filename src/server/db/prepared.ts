import { createHash } from "node:crypto";
import { PGlite, parse, protocol } from "@electric-sql/pglite";
import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Db } from "./client";

// The same SQL as db.execute would send: client.ts opens drizzle without a casing option.
const dialect = new PgDialect();

/**
 * Runs a statement and returns its rows (as the driver gives them). prepareStatement builds a
 * statement the chat send runs on every message once; this builds it on each call.
 *
 * It is a named prepared statement, so a connection parses it once instead of on every send; its
 * name is the text's hash, so different texts never share a name. After five runs the database may
 * keep one plan for it, for any values: so no row source in it may depend on its values for a safe
 * plan (each is reached through an index on its key, or read in full when it is small, as the guide).
 * PGlite gathers no planner statistics (it has no autovacuum), so values could not change its plans
 * anyway, and it has a single connection.
 */
export function executePrepared<Row>(db: Db, query: SQL): Promise<Row[]> {
  return prepareStatement<Row, Record<string, never>>(query)(db, {});
}

/**
 * A statement the chat send runs on every message, built into its text once. Its values are
 * sql.placeholder(name)s, filled in on each run; any other value is part of the statement.
 */
export function prepareStatement<Row, Values extends Record<string, unknown>>(query: SQL) {
  let built: { text: string; name: string; params: unknown[] } | undefined;
  return async (db: Db, values: Values): Promise<Row[]> => {
    if (!built) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      built = { text, name: statementName(text), params };
    }
    return run<Row>(db, { ...built, params: fillPlaceholders(built.params, values) });
  };
}

async function run<Row>(
  db: Db,
  statement: { text: string; name: string; params: unknown[] },
): Promise<Row[]> {
  const { text, name, params } = statement;
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values: params })).rows;
  if (client instanceof PGlite) return runNamed<Row>(client, text, name, params);
  throw new TypeError("A prepared statement needs PGlite or a node-postgres pool");
}

const statementName = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 32);

/** The names each PGlite database has parsed. */
const parsed = new WeakMap<PGlite, Set<string>>();

/**
 * One call into PGlite for the whole exchange (parse when new, bind, describe, execute, sync), where
 * its query() takes six. Values go as text, as node-postgres sends them, and the database gives them
 * their types. It waits for any open transaction, as query() does: a statement run between another
 * flow's statements would join that flow's transaction.
 */
async function runNamed<Row>(client: PGlite, text: string, name: string, params: unknown[]): Promise<Row[]> {
  const names = parsed.get(client) ?? new Set<string>();
  parsed.set(client, names);
  const { serialize } = protocol;
  const message = concat([
    // Closing a name that does not exist is not an error; a name left by a failed run is replaced.
    ...(names.has(name) ? [] : [serialize.close({ type: "S", name }), serialize.parse({ name, text })]),
    bindMessage(name, params.map(asText)),
    RUN_AND_SYNC,
  ]);
  await client.waitReady;
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      names.delete(name);
      const { messages } = await client.execProtocol(message);
      names.add(name);
      return parse.parseResults(messages, client.parsers)[0]!.rows as Row[];
    }),
  );
}

/** Describe the portal, execute it, sync: the same after every bind. */
const RUN_AND_SYNC = concat([
  protocol.serialize.describe({ type: "P" }),
  protocol.serialize.execute({}),
  protocol.serialize.sync(),
]);

/**
 * The Bind message for the unnamed portal: the named statement, its values as text (null as SQL
 * NULL), text results. The same bytes as PGlite's serializer, which took ~30 us per statement, most
 * of it in buffers made and copied per value; this sizes one buffer and writes into it.
 */
export function bindMessage(statement: string, values: (string | null)[]): Uint8Array {
  const lengths = values.map((value) => (value === null ? -1 : Buffer.byteLength(value)));
  const valueBytes = lengths.reduce((total, length) => total + 4 + Math.max(length, 0), 0);
  // length, portal "\0", statement "\0", format codes, values, result format count
  const size = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 * values.length + 2 + valueBytes + 2;
  const out = Buffer.allocUnsafe(1 + size);
  let at = out.writeUInt8(0x42, 0); // 'B'
  at = out.writeInt32BE(size, at);
  at = out.writeUInt8(0, at);
  at += out.write(statement, at);
  at = out.writeUInt8(0, at);
  at = out.writeInt16BE(values.length, at);
  for (let i = 0; i < values.length; i++) at = out.writeInt16BE(0, at); // each value as text
  at = out.writeInt16BE(values.length, at);
  values.forEach((value, i) => {
    at = out.writeInt32BE(lengths[i]!, at);
    if (value !== null) at += out.write(value, at);
  });
  out.writeInt16BE(0, at); // results as text
  return out;
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean")
    return String(value);
  throw new TypeError(`A chat statement's parameter cannot be a ${typeof value}`);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
