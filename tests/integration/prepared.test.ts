import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { executePrepared, prepareStatement } from "../../src/server/db/prepared";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.db.execute(sql`create table prepared_probe (note text not null)`);
});
afterAll(() => db.close());

const square = (n: number) => sql`select ${n}::int * ${n}::int as square, ${"text"} as label`;
const client = () => (db.db as unknown as { $client: unknown }).$client;

describe("a prepared statement", () => {
  test("returns the rows the statement gives, each time with its own parameters", async () => {
    expect(await executePrepared(db.db, square(3))).toEqual([{ square: 9, label: "text" }]);
    expect(await executePrepared(db.db, square(4))).toEqual([{ square: 16, label: "text" }]);
  });

  test("passes dates, nulls, numbers, booleans and quotes through as values", async () => {
    const at = new Date("2026-03-01T12:34:56.789Z");
    const [row] = await executePrepared<Record<string, unknown>>(
      db.db,
      sql`select ${at}::timestamptz = '2026-03-01T12:34:56.789Z'::timestamptz as same_time,
        ${null}::int is null as is_null, ${2.5}::float8 * 2 as doubled, not ${false}::boolean as flipped,
        ${"it's; drop table prepared_probe; --"}::text as quoted`,
    );
    expect(row).toEqual({
      same_time: true,
      is_null: true,
      doubled: 5,
      flipped: true,
      quoted: "it's; drop table prepared_probe; --",
    });
  });

  test("a failing statement rejects, and the same text runs again once it can", async () => {
    const probe = sql`select count(*)::int as n from prepared_probe_later`;
    await expect(executePrepared(db.db, probe)).rejects.toThrow(/prepared_probe_later/);
    await expect(executePrepared(db.db, sql`select * from no_such_table`)).rejects.toThrow(/no_such_table/);
    await db.db.execute(sql`create table prepared_probe_later (x int)`);
    expect(await executePrepared(db.db, probe)).toEqual([{ n: 0 }]);
    await db.db.execute(sql`drop table prepared_probe_later`);
  });

  test("a statement built once runs with each run's values, and the values built into it stay", async () => {
    const scaled = prepareStatement<{ product: number; unit: string }, { n: number }>(
      sql`select ${sql.placeholder("n")}::int * ${10}::int as product, ${"cm"}::text as unit`,
    );
    expect(await scaled(db.db, { n: 2 })).toEqual([{ product: 20, unit: "cm" }]);
    expect(await scaled(db.db, { n: 7 })).toEqual([{ product: 70, unit: "cm" }]);
    // A missing value is refused before anything reaches the database.
    await expect(scaled(db.db, {} as { n: number })).rejects.toThrow(/placeholder "n"/);
  });

  test("a value the database cannot take is an error, and the statement still works after it", async () => {
    const byNumber = (value: string) => sql`select ${value}::int + 1 as next`;
    await expect(executePrepared(db.db, byNumber("not a number"))).rejects.toThrow(/invalid input syntax/);
    expect(await executePrepared(db.db, byNumber("41"))).toEqual([{ next: 42 }]);
  });
});

test.skipIf(!process.env.DATABASE_URL)("on PostgreSQL a statement is named by its text", async () => {
  const pool = client() as pg.Pool;
  expect(pool).toBeInstanceOf(pg.Pool);
  const spy = vi.spyOn(pool, "query");
  await executePrepared(db.db, square(5));
  await executePrepared(db.db, square(6));
  await executePrepared(db.db, sql`select ${1}::int as one`);
  const names = spy.mock.calls.map(([config]) => (config as unknown as pg.QueryConfig).name);
  spy.mockRestore();
  expect(names).toHaveLength(3);
  expect(names[0]).toMatch(/^[\w-]{32}$/);
  expect(names[1]).toBe(names[0]);
  expect(names[2]).toMatch(/^[\w-]{32}$/);
  expect(names[2]).not.toBe(names[0]);
});

describe.skipIf(!!process.env.DATABASE_URL)("on PGlite", () => {
  test("a statement is parsed once", async () => {
    const pglite = client() as PGlite;
    expect(pglite).toBeInstanceOf(PGlite);
    const probe = (n: number) => sql`select ${n}::int as n, 'parsed once' as label`;
    const countParsed = async () =>
      (
        await pglite.query<{ n: number }>(
          "select count(*)::int as n from pg_prepared_statements where statement like '%parsed once%'",
        )
      ).rows[0]!.n;
    expect(await countParsed()).toBe(0);
    await executePrepared(db.db, probe(1));
    await executePrepared(db.db, probe(2));
    expect(await executePrepared(db.db, probe(3))).toEqual([{ n: 3, label: "parsed once" }]);
    expect(await countParsed()).toBe(1);
  });

  test("a statement waits for an open transaction instead of joining it", async () => {
    const pglite = client() as PGlite;
    let insertedInside: Promise<unknown> = Promise.resolve();
    const rolledBack = pglite.transaction(async (tx) => {
      await tx.query("insert into prepared_probe (note) values ('rolled back')");
      // Another flow's statement arrives while this transaction is open.
      insertedInside = executePrepared(
        db.db,
        sql`insert into prepared_probe (note) values (${"kept"}) returning note`,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.rollback();
    });
    await rolledBack;
    expect(await insertedInside).toEqual([{ note: "kept" }]);
    const notes = await pglite.query<{ note: string }>("select note from prepared_probe order by note");
    expect(notes.rows).toEqual([{ note: "kept" }]);
  });
});
