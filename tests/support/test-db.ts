import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { createPglite, type Database, fromPglite, fromPool } from "../../src/server/db/client";
import { databaseUrl, withAdmin } from "./postgres";

/** What the global setup hands to every test file. */
export type TestDatabaseSource =
  | { kind: "pglite"; dumpFile: string }
  | { kind: "postgres"; adminUrl: string; template: string; prefix: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

export type TestDatabase = Database & {
  /** Connection string of this database (PostgreSQL only), to open more pools on it. */
  url: string | undefined;
};

/**
 * A migrated database of its own for one test file: PGlite loaded from the dump made by the
 * global setup, or a PostgreSQL database copied from the migrated template (dropped on close).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const source = inject("testDatabase");
  if (source.kind === "pglite") {
    const client = createPglite({ loadDataDir: new Blob([await readFile(source.dumpFile)]) });
    await client.waitReady;
    return { ...fromPglite(client), url: undefined };
  }

  const name = `${source.prefix}${randomBytes(6).toString("hex")}`;
  await withAdmin(source.adminUrl, (admin) =>
    admin.query(`CREATE DATABASE "${name}" TEMPLATE "${source.template}"`),
  );
  const url = databaseUrl(source.adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  const database = fromPool(pool);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await withAdmin(source.adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}
