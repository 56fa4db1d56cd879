import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, onTestFinished, test } from "vitest";
import { documentChunks, documentJobs, documents, users } from "../../src/server/db/schema";
import { type Extract, startDocumentWorker } from "../../src/server/features/documents/process-documents";
import { insertDocument } from "../../src/server/features/documents/queries";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const silent = { info: () => {}, error: () => {} };

/** A book whose one page is its bytes as text, so the chunks tell which bytes were read. */
const readsBytes: Extract = async (bytes, onPage) => {
  const page = { page: 1, text: `book ${Buffer.from(bytes).toString()}` };
  onPage?.(page);
  return { ok: true, pages: [page], pageCount: 1, chars: page.text.length, ms: 1 };
};

function worker(extract: Extract, concurrency?: number) {
  const started = startDocumentWorker({ db: db.db, extract, log: silent, pollMs: 50, concurrency });
  onTestFinished(() => started.stop());
  return started;
}

async function store(bytes: string) {
  const userId = randomBytes(8).toString("hex");
  await db.db.insert(users).values({ id: userId, name: "Reader", email: `${userId}@example.com` });
  const row = await insertDocument(db.db, {
    userId,
    originalName: "book.pdf",
    bytes: Buffer.from(bytes),
    now: new Date(),
  });
  return row.id;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const statusOf = async (id: string) =>
  (await db.db.select({ status: documents.status }).from(documents).where(eq(documents.id, id)))[0]?.status;
const chunksOf = async (id: string) =>
  (await db.db.select().from(documentChunks).where(eq(documentChunks.documentId, id))).map((c) => c.content);

test("the worker takes over the upload's head start instead of reading the stored file again", async () => {
  const documentWorker = worker(readsBytes);
  const early = documentWorker.headStart(Buffer.from("held by the upload"));
  expect(early).toBeDefined();
  const id = await store("read back from the database");
  early!.stored(id);
  await until(
    () => statusOf(id),
    (status) => status === "completed",
  );
  expect(await chunksOf(id)).toEqual(["book held by the upload"]);
});

test("a head start waits for nothing, but a stored job waits for a head start: one extraction at a time", async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const reading: string[] = [];
  const extract: Extract = async (bytes, onPage) => {
    reading.push(Buffer.from(bytes).toString());
    if (reading.length === 1) await gate;
    return readsBytes(bytes, onPage);
  };
  const documentWorker = worker(extract);
  const early = documentWorker.headStart(Buffer.from("first"));
  const other = await store("second"); // another upload, with no head start: an ordinary job
  documentWorker.wake();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(reading).toEqual(["first"]);
  release();
  const first = await store("first");
  early!.stored(first);
  await until(
    () => Promise.all([statusOf(first), statusOf(other)]),
    (s) => s.every((x) => x === "completed"),
  );
  expect(reading).toEqual(["first", "second"]);
  expect(await chunksOf(first)).toEqual(["book first"]);
  expect(await chunksOf(other)).toEqual(["book second"]);
});

test("only one head start at a time; a dropped one frees the place when its extraction ends", async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const documentWorker = worker(async (bytes, onPage) => {
    await gate;
    return readsBytes(bytes, onPage);
  });
  const early = documentWorker.headStart(Buffer.from("a"));
  expect(early).toBeDefined();
  expect(documentWorker.headStart(Buffer.from("b"))).toBeUndefined();
  early!.drop(); // the upload failed to store the book
  expect(documentWorker.headStart(Buffer.from("c"))).toBeUndefined(); // "a" is still being read
  release();
  await until(
    async () => documentWorker.headStart(Buffer.from("d")),
    (next) => next !== undefined,
  );
});

test("DOCUMENT_CONCURRENCY books are read at once; one more waits for a slot", async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const reading: string[] = [];
  const documentWorker = worker(async (bytes, onPage) => {
    reading.push(Buffer.from(bytes).toString());
    await gate;
    return readsBytes(bytes, onPage);
  }, 2);
  const ids = [await store("one"), await store("two"), await store("three")];
  documentWorker.wake();
  await until(
    async () => reading.length,
    (n) => n === 2,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(reading).toHaveLength(2);
  expect(documentWorker.headStart(Buffer.from("four"))).toBeUndefined(); // no slot for a head start
  release();
  await until(
    () => Promise.all(ids.map(statusOf)),
    (s) => s.every((x) => x === "completed"),
  );
  expect(reading.toSorted()).toEqual(["one", "three", "two"]);
});

test("a head start whose job another instance claimed is let go, and that job is left to it", async () => {
  const documentWorker = worker(readsBytes);
  const early = documentWorker.headStart(Buffer.from("mine"));
  const id = await store("mine");
  // Another instance claimed the job first.
  await db.db
    .update(documentJobs)
    .set({ attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
    .where(eq(documentJobs.documentId, id));
  early!.stored(id);
  await until(
    async () => documentWorker.headStart(Buffer.from("next")),
    (next) => next !== undefined,
  );
  expect(await statusOf(id)).toBe("processing");
  expect(await chunksOf(id)).toEqual([]);
});
