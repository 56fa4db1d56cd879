import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPglite, fromPglite, fromPool } from "../../src/server/db/client";
import { databaseUrl, withAdmin } from "./postgres";

/** Migrates once per run; test files then copy the result (see createTestDatabase). */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  return adminUrl ? setupPostgres(project, adminUrl) : setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const client = createPglite();
  await fromPglite(client).migrate();
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = await mkdtemp(join(tmpdir(), "dc-test-"));
  const dumpFile = join(dir, "migrated.tar");
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide("testDatabase", { kind: "pglite", dumpFile });
  return () => rm(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject, adminUrl: string) {
  const template = `dc_test_template_${process.pid}`;
  const prefix = `dc_test_${process.pid}_`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${template}"`);
  });
  const database = fromPool(new pg.Pool({ connectionString: databaseUrl(adminUrl, template), max: 1 }));
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide("testDatabase", { kind: "postgres", adminUrl, template, prefix });

  return async () => {
    await withAdmin(adminUrl, async (admin) => {
      // Test files drop their own databases; this catches any left by a crashed worker.
      const { rows } = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
        [prefix],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    });
  };
}
