import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** PostgreSQL when a URL is given, otherwise PGlite on disk under `dataDir`. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Database {
  if (options.databaseUrl) return fromPool(new pg.Pool({ connectionString: options.databaseUrl, max: 10 }));
  mkdirSync(options.dataDir, { recursive: true });
  return fromPglite(createPglite({ dataDir: `${options.dataDir}/pglite` }));
}

/** A PGlite database with the extensions the migrations create (btree_gin). */
export const createPglite = (options: Omit<PGliteOptions, "extensions"> = {}) =>
  new PGlite({ ...options, extensions: { btree_gin } });

export function fromPool(pool: pg.Pool): Database {
  // An idle connection that dies (server restart, admin termination) is replaced by the pool on
  // next use; without a listener its error would crash the process.
  pool.on("error", (err) => console.error(`database connection lost: ${err.message}`));
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

export function fromPglite(client: PGlite): Database {
  // PGlite gathers no planner statistics (it has no autovacuum), and on default row estimates the
  // planner prefers to combine two indexes into a bitmap and sort what it read: for a conversation's
  // last turns it read and sorted the whole conversation. A plain index scan follows the index's
  // order and stops at the limit. This runs before any other statement (PGlite runs them in order).
  client.exec("set enable_bitmapscan = off").catch((err) => console.error(`database setup: ${err.message}`));
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
