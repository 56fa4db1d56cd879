import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { executePrepared } from "../../src/server/db/prepared";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const square = (n: number) => sql`select ${n}::int * ${n}::int as square, ${"text"} as label`;

test("a prepared statement returns the rows the statement gives, each time with its own parameters", async () => {
  expect(await executePrepared(db.db, square(3))).toEqual([{ square: 9, label: "text" }]);
  expect(await executePrepared(db.db, square(4))).toEqual([{ square: 16, label: "text" }]);
  await expect(executePrepared(db.db, sql`select * from no_such_table`)).rejects.toThrow(/no_such_table/);
});

test.skipIf(!process.env.DATABASE_URL)(
  "on PostgreSQL one text is one named statement, and another text another name",
  async () => {
    const pool = (db.db as unknown as { $client: pg.Pool }).$client;
    expect(pool).toBeInstanceOf(pg.Pool);
    const spy = vi.spyOn(pool, "query");
    await executePrepared(db.db, square(5));
    await executePrepared(db.db, square(6));
    await executePrepared(db.db, sql`select ${1}::int as one`);
    const names = spy.mock.calls.map(([config]) => (config as unknown as pg.QueryConfig).name);
    spy.mockRestore();
    expect(names[0]).toMatch(/^[\w-]{32}$/);
    expect(names[1]).toBe(names[0]);
    expect(names[2]).not.toBe(names[0]);
    // Planned for each run's values, never with a generic plan.
    expect((await pool.query("show plan_cache_mode")).rows).toEqual([
      { plan_cache_mode: "force_custom_plan" },
    ]);
  },
);
