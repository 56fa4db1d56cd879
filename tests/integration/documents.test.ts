import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { documentChunks, documentJobs, documents, users } from "../../src/server/db/schema";
import { chunkPages } from "../../src/server/features/documents/extraction/chunk-pages";
import type { Extract } from "../../src/server/features/documents/process-documents";
import { searchBooks } from "../../src/server/features/documents/queries";
import { buildTestApp, origin, signUp, uniqueEmail } from "../support/app";
import { GUIDE_DIR, newConversation, send } from "../support/chat";
import { fixture, listDocuments, multipart, settled, upload } from "../support/documents";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

async function setup(premium = false, extract?: Extract) {
  const app = await buildTestApp(db, { guideDir: GUIDE_DIR, ...(extract ? { extract } : {}) });
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  if (premium) await db.db.update(users).set({ subscriptionStatus: "premium" }).where(eq(users.email, email));
  return { app, cookie };
}

test("an upload answers at once with processing, then completes with pages and text", async () => {
  const { app, cookie } = await setup();
  const response = await upload(app, cookie, "tracemonkey.pdf", fixture("tracemonkey.pdf"));
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.document).toMatchObject({ status: "processing", originalName: "tracemonkey.pdf" });
  expect(body.message).toBe("Your PDF is being processed and will be available for AI coaching soon.");
  const doc = await settled(app, cookie, body.document.id);
  expect(doc).toMatchObject({ status: "completed", pageCount: 14, error: null });
  expect(doc.extractedLength).toBeGreaterThan(30_000);
  expect(await db.db.select().from(documentJobs).where(eq(documentJobs.documentId, doc.id))).toEqual([]);
});

test.each([
  ["a PNG renamed .pdf", "photo.pdf", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), 415],
  ["an empty file", "empty.pdf", Buffer.alloc(0), 400],
])("%s is refused by its bytes", async (_, name, bytes, status) => {
  const { app, cookie } = await setup();
  const response = await upload(app, cookie, name, bytes);
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toMatch(/PDF/);
  expect(await listDocuments(app, cookie)).toEqual([]);
});

test("10 MB + 1 byte is refused with 413 and a clear message", async () => {
  const { app, cookie } = await setup();
  const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(10 * 1024 * 1024 + 1 - 9, 0x20)]);
  const response = await upload(app, cookie, "big.pdf", bytes);
  expect(response.statusCode).toBe(413);
  expect(response.json().message).toMatch(/10 MB/);
  expect(await listDocuments(app, cookie)).toEqual([]);
});

test("a missing pdf field and a non-multipart body get 400", async () => {
  const { app, cookie } = await setup();
  const wrongField = multipart("file", "a.pdf", fixture("asciihexdecode.pdf"));
  const response = await app.inject({
    method: "POST",
    url: "/api/documents/upload",
    headers: { ...origin, cookie, "content-type": wrongField.contentType },
    payload: wrongField.payload,
  });
  expect(response.statusCode).toBe(400);
  const json = await app.inject({
    method: "POST",
    url: "/api/documents/upload",
    headers: { ...origin, cookie },
    payload: { pdf: "x" },
  });
  expect(json.statusCode).toBe(400);
});

test("the file name is a label only: path and control characters removed", async () => {
  const { app, cookie } = await setup();
  const response = await upload(
    app,
    cookie,
    "../../etc/pass\u0007wd\u0000.pdf",
    fixture("asciihexdecode.pdf"),
  );
  expect(response.statusCode).toBe(200);
  expect(response.json().document.originalName).toBe("passwd.pdf");
});

test("the plan's book limit: free 1 with a clear 402", async () => {
  const { app, cookie } = await setup();
  expect((await upload(app, cookie, "a.pdf", fixture("asciihexdecode.pdf"))).statusCode).toBe(200);
  const second = await upload(app, cookie, "b.pdf", fixture("asciihexdecode.pdf"));
  expect(second.statusCode).toBe(402);
  expect(second.json().message).toMatch(/Book limit reached/);
});

test("signed out gets 401; another user's document answers 404 and stays", async () => {
  const { app, cookie } = await setup();
  const anonymous = multipart("pdf", "a.pdf", fixture("asciihexdecode.pdf"));
  const noSession = await app.inject({
    method: "POST",
    url: "/api/documents/upload",
    headers: { ...origin, "content-type": anonymous.contentType },
    payload: anonymous.payload,
  });
  expect(noSession.statusCode).toBe(401);
  const { id } = (await upload(app, cookie, "a.pdf", fixture("asciihexdecode.pdf"))).json().document;
  const other = await signUp(app, { email: uniqueEmail() });
  expect(await listDocuments(app, other)).toEqual([]);
  const del = await app.inject({
    method: "DELETE",
    url: `/api/documents/${id}`,
    headers: { ...origin, cookie: other },
  });
  expect(del.statusCode).toBe(404);
  expect((await listDocuments(app, cookie)).map((d) => d.id)).toEqual([id]);
});

test("delete removes the document, its file and its chunks", async () => {
  const { app, cookie } = await setup();
  const { id } = (await upload(app, cookie, "tracemonkey.pdf", fixture("tracemonkey.pdf"))).json().document;
  await settled(app, cookie, id);
  const del = await app.inject({
    method: "DELETE",
    url: `/api/documents/${id}`,
    headers: { ...origin, cookie },
  });
  expect(del.statusCode).toBe(204);
  expect(await listDocuments(app, cookie)).toEqual([]);
  expect(await db.db.select().from(documents).where(eq(documents.id, id))).toEqual([]);
});

const bookPages = Array.from({ length: 40 }, (_, i) => ({
  page: i + 1,
  text: Array.from({ length: 400 }, (_, w) => `page${i + 1}word${w}`).join(" "),
}));
const storedChunks = (documentId: string) =>
  db.db
    .select({ page: documentChunks.page, content: documentChunks.content, ordinal: documentChunks.ordinal })
    .from(documentChunks)
    .where(eq(documentChunks.documentId, documentId))
    .orderBy(documentChunks.ordinal);

test("chunks stored while the pages are read are the chunks of the whole book", async () => {
  let storedMidway = 0;
  const extract: Extract = async (_bytes, onPage) => {
    for (const page of bookPages.slice(0, 30)) onPage?.(page);
    // The first pages' chunks must reach the table before the last pages are read.
    await vi.waitFor(
      async () => {
        storedMidway = (
          await db.db.select().from(documentChunks).where(like(documentChunks.content, "page1word0 %"))
        ).length;
        expect(storedMidway).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 20 },
    );
    for (const page of bookPages.slice(30)) onPage?.(page);
    return { ok: true, pages: bookPages, pageCount: 40, chars: 1, ms: 1 };
  };
  const { app, cookie } = await setup(false, extract);
  const { id } = (await upload(app, cookie, "book.pdf", fixture("tracemonkey.pdf"))).json().document;
  expect((await settled(app, cookie, id)).status).toBe("completed");
  expect(storedMidway).toBeGreaterThan(0);
  expect(await storedChunks(id)).toEqual(chunkPages(bookPages));
});

test("an extraction that fails after some pages leaves none of their chunks", async () => {
  const extract: Extract = async (_bytes, onPage) => {
    for (const page of bookPages) onPage?.(page);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { ok: false, reason: "too_long", message: "This PDF is too long." };
  };
  const { app, cookie } = await setup(false, extract);
  const { id } = (await upload(app, cookie, "book.pdf", fixture("tracemonkey.pdf"))).json().document;
  expect(await settled(app, cookie, id)).toMatchObject({ status: "error", error: "This PDF is too long." });
  expect(await storedChunks(id)).toEqual([]);
});

test("book search reads only the user's own completed books", async () => {
  const owner = async (label: string) => {
    const id = `${label}-${Date.now()}-${Math.random()}`;
    await db.db.insert(users).values({ id, name: label, email: uniqueEmail(label) });
    return id;
  };
  const [me, other] = [await owner("reader"), await owner("other")];
  const book = async (userId: string, name: string, status: "processing" | "completed" | "error") => {
    const [row] = await db.db
      .insert(documents)
      .values({ userId, originalName: name, fileSize: 1, status })
      .returning();
    await db.db.insert(documentChunks).values({
      documentId: row!.id,
      userId,
      page: 1,
      ordinal: 0,
      content: `${name} on marmalade sandwiches`,
    });
  };
  await book(me, "finished.pdf", "completed");
  await book(me, "reading.pdf", "processing");
  await book(me, "broken.pdf", "error");
  await book(other, "theirs.pdf", "completed");
  const found = await searchBooks(db.db, { userId: me, text: "marmalade sandwiches", limit: 5 });
  expect(found.map((passage) => passage.title)).toEqual(["finished, page 1"]);
});

test("a job left behind by a dead worker is taken up again", async () => {
  const { app, cookie } = await setup();
  const { id } = (await upload(app, cookie, "tracemonkey.pdf", fixture("tracemonkey.pdf"))).json().document;
  await settled(app, cookie, id);
  // Simulate a crash mid-job: the document is back to processing with a stale lock.
  await db.db.update(documents).set({ status: "processing", pageCount: null }).where(eq(documents.id, id));
  await db.db
    .insert(documentJobs)
    .values({ documentId: id, attempts: 1, lockedUntil: new Date(Date.now() - 1000) });
  const restarted = await buildTestApp(db, { guideDir: GUIDE_DIR });
  expect((await settled(restarted, cookie, id)).status).toBe("completed");
});

test("the coach answers from the user's book and names it", async () => {
  const { app, cookie } = await setup(true);
  const { id } = (await upload(app, cookie, "freeculture.pdf", fixture("freeculture.pdf"))).json().document;
  expect((await settled(app, cookie, id)).status).toBe("completed");
  const conversation = await newConversation(app, cookie);
  const reply = (
    await send(app, cookie, conversation, "What does the book say about the copyright term and Disney?")
  ).json();
  expect(reply.message.content).toMatch(/freeculture, page \d+/);
  // The book's running head ("22 FREE CULTURE<http://free-culture.org/get-it>") on every other page
  // stays only until it has repeated: on the first pages, and where the printed numbering jumps.
  const chunks = await storedChunks(id);
  const withHead = chunks.filter((chunk) => chunk.content.includes("FREE CULTURE<http://free-culture.org"));
  expect(chunks.length).toBeGreaterThan(500);
  expect(withHead.length).toBeLessThan(20);
});
