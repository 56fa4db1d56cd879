import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { users } from "../../src/server/db/schema";
import { searchBooks } from "../../src/server/features/documents/queries";
import { ENTITLEMENTS } from "../../src/shared/plans";
import { buildTestApp, signUp, uniqueEmail } from "../support/app";
import { fixture, settled, upload } from "../support/documents";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

// The outcome each real-world PDF gets (fixtures/pdf/README.md): text, or a reason the user can act on.
const OUTCOMES: [file: string, status: "completed" | "error", detail: RegExp | null][] = [
  ["freeculture.pdf", "completed", /free culture/i],
  ["tracemonkey.pdf", "completed", /trace trees/i],
  ["TAMReview.pdf", "completed", null],
  ["160F-2019.pdf", "completed", null],
  ["sizes.pdf", "completed", null],
  ["rotation.pdf", "completed", null],
  ["alphatrans.pdf", "completed", null],
  ["ArabicCIDTrueType.pdf", "completed", null],
  ["arial_unicode_en_cidfont.pdf", "completed", null],
  ["asciihexdecode.pdf", "completed", null],
  ["empty.pdf", "error", /No selectable text/],
  ["empty_protected.pdf", "error", /No selectable text/],
  ["issue6010_1.pdf", "error", /password-protected/],
  ["issue3371.pdf", "error", /password-protected/],
  ["helloworld-bad.pdf", "completed", null],
  ["xref_command_missing.pdf", "completed", null],
  ["pdfjsbad1586.pdf", "completed", null],
  ["scan-bad.pdf", "completed", null],
];

test("every fixture PDF gets its outcome through the upload route, and the server keeps answering", async () => {
  const entitlements = { ...ENTITLEMENTS, premium: { ...ENTITLEMENTS.premium, maxBooks: 100 } };
  const app = await buildTestApp(db, { entitlements });
  const email = uniqueEmail();
  const cookie = await signUp(app, { email });
  await db.db.update(users).set({ subscriptionStatus: "premium" }).where(eq(users.email, email));

  let processing = true;
  const health: number[] = [];
  const probe = (async () => {
    while (processing) {
      health.push(
        (await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();

  const ids = new Map<string, string>();
  try {
    await uploadAndCheck();
  } finally {
    processing = false;
    await probe;
  }
  expect(health.length).toBeGreaterThan(10);
  expect(health.every((code) => code === 200)).toBe(true);

  const [user] = await db.db.select().from(users).where(eq(users.email, email));
  const found = await searchBooks(db.db, { userId: user!.id, text: "trace trees" });
  expect(found[0]?.title).toMatch(/^tracemonkey, page \d+$/);

  async function uploadAndCheck() {
    for (const [file] of OUTCOMES) {
      const response = await upload(app, cookie, file, fixture(file));
      expect(response.statusCode, file).toBe(200);
      ids.set(file, response.json().document.id);
    }
    for (const [file, status, detail] of OUTCOMES) {
      const doc = await settled(app, cookie, ids.get(file)!, 120_000);
      expect(doc.status, file).toBe(status);
      if (status === "error") expect(doc.error, file).toMatch(detail!);
      else expect(doc.pageCount, file).toBeGreaterThan(0);
    }
  }
});
