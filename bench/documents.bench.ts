/**
 * PDF books: upload -> completed through the real route against a pdftotext anchor, the extraction's
 * peak memory and speed, and book search latency. Run: npm run bench (after the chat bench).
 * Everything listens on 127.0.0.1 in this process; the database is a fresh in-memory PGlite, or
 * PostgreSQL when DATABASE_URL is set. Every loop is bounded in time and count.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { createPglite, type Database, fromPglite, fromPool } from "../src/server/db/client";
import { users } from "../src/server/db/schema";
import { extractPdf } from "../src/server/features/documents/extraction/extract-pdf";
import type { Extract } from "../src/server/features/documents/process-documents";
import { searchBooks } from "../src/server/features/documents/queries";
import { ENTITLEMENTS, type Entitlements, type Plan } from "../src/shared/plans";
import { cookieFrom, median, ms, multipart, newAgent, percentile, send } from "./lib";

const APP_URL = "http://localhost:5000";
const FIXTURE = fileURLToPath(new URL("../../shared/fixtures/pdf/freeculture.pdf", import.meta.url));
const PASSWORD = "Violet-Harbour-Lantern-42";
const RUNS = 3; // extractions outside the app; the medians are reported
// Copies of the book uploaded and searched. Each upload is timed against a pdftotext run just before
// it, so a change in the machine's speed during the bench weighs on both sides of each ratio alike.
const BOOKS = 5;
const SEARCHES = 200;
const TARGET = { ratio: 3, memoryMb: 300, p99: 20 };
const QUESTIONS = [
  "what does the book say about copyright term",
  "Disney and Mickey Mouse",
  "remix culture",
  "piracy and peer to peer file sharing",
  "how did the Sonny Bono act extend copyright",
  "Eldred v. Ashcroft and the Supreme Court",
  "creative commons licenses",
  "what is free culture",
  "the recording industry and Napster",
  "public domain works and the founders",
];

// Premium users may keep as many books as the bench uploads; nothing else differs from production.
const entitlements: Record<Plan, Entitlements> = {
  free: ENTITLEMENTS.free,
  premium: { ...ENTITLEMENTS.premium, maxBooks: 1_000 },
};

// Whatever happens, the process ends.
setTimeout(() => {
  console.error("documents bench: gave up after 300 s");
  process.exit(1);
}, 300_000).unref();

const seconds = (since: number) => (performance.now() - since) / 1000;
const s = (value: number) => value.toFixed(2);
const check = (target: string, ok: boolean | undefined) =>
  `${target}: ${ok === undefined ? "n/a" : ok ? "PASS" : "FAIL"}`;

/** Wall time of `pdftotext freeculture.pdf /dev/null`, or undefined when it is not installed. */
function pdftotext(): number | undefined {
  const t0 = performance.now();
  const run = spawnSync("pdftotext", [FIXTURE, "/dev/null"], { timeout: 60_000, stdio: "ignore" });
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") return undefined;
  if (run.status !== 0) throw new Error(`pdftotext: status ${run.status} ${run.error ?? ""}`);
  return seconds(t0);
}

/** One extraction, the process's resident memory sampled every 20 ms (the workers' counts in it). */
async function extraction(bytes: Buffer, threads?: number) {
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const t0 = performance.now();
  const result = await extractPdf(new Uint8Array(bytes), { threads }).finally(() => clearInterval(sample));
  if (!result.ok) throw new Error(`extraction failed: ${result.reason}`);
  return { seconds: seconds(t0), peakMb: (Math.max(peak, process.memoryUsage.rss()) - baseline) / 2 ** 20 };
}

/** The real app on 127.0.0.1 and one premium user, signed up over HTTP as a browser would. */
async function startApp(database: Database, extracted: number[]) {
  // The app's default extraction, timed: how much of upload -> completed it accounts for.
  const extract: Extract = async (pdf, onPage) => {
    const result = await extractPdf(pdf, { onPage });
    if (result.ok) extracted.push(result.ms / 1000);
    return result;
  };
  const app = await buildApp({ database, appUrl: APP_URL, logger: false, entitlements, extract });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const agent = newAgent(2);
  const email = `books-${randomBytes(5).toString("hex")}@example.com`;
  const payload = { email, password: PASSWORD, firstName: "Bench", lastName: "Reader", acceptTerms: true };
  const request = { method: "POST", headers: { origin: APP_URL }, body: JSON.stringify(payload) };
  const signUp = await send(agent, port, "/api/account/sign-up", request);
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${signUp.body}`);
  const userId = (JSON.parse(signUp.body) as { id: string }).id;
  await database.db.update(users).set({ subscriptionStatus: "premium" }).where(eq(users.id, userId));
  return { app, port, agent, userId, cookie: cookieFrom(signUp) };
}

type Session = Awaited<ReturnType<typeof startApp>>;
type Listed = { id: string; status: string; error: string | null; pageCount: number | null };

/** Uploads through POST /api/documents/upload; resolves with the new document's id and the POST's time. */
async function upload(session: Session, bytes: Buffer, name: string) {
  const form = multipart("pdf", name, bytes);
  const headers = { origin: APP_URL, cookie: session.cookie, "content-type": form.contentType };
  const request = { method: "POST", headers, body: form.body };
  const sent = await send(session.agent, session.port, "/api/documents/upload", request);
  if (sent.status !== 200) throw new Error(`upload: ${sent.status} ${sent.body}`);
  return { id: (JSON.parse(sent.body) as { document: { id: string } }).document.id, s: sent.totalMs / 1000 };
}

/** Polls GET /api/documents every 50 ms until the document is completed (at most 120 s). */
async function completed(session: Session, id: string): Promise<Listed> {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    const list = { headers: { cookie: session.cookie } };
    const sent = await send(session.agent, session.port, "/api/documents", list);
    if (sent.status !== 200) throw new Error(`list: ${sent.status} ${sent.body}`);
    const doc = (JSON.parse(sent.body) as Listed[]).find((d) => d.id === id);
    if (doc?.status === "completed") return doc;
    if (doc && doc.status !== "processing") throw new Error(`document ${doc.status}: ${doc.error}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`document ${id} not completed within 120 s`);
}

// Extraction first, before the database exists: PGlite's start-up garbage (hundreds of MB, freed
// at some later GC) would otherwise move the RSS baseline under the measurement.
const machine = `${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(1)}`;
console.log(`\ndocuments bench: node ${process.version}; ${machine}`);
const bytes = readFileSync(FIXTURE);
const memory = await extraction(bytes); // the process's first: no warm allocator to hide growth in
const one: number[] = [];
const byDefault: number[] = [];
for (let i = 0; i < RUNS; i++) {
  one.push((await extraction(bytes, 1)).seconds);
  byDefault.push((await extraction(bytes)).seconds);
}
console.log(`extraction done (first ${s(memory.seconds)} s, peak +${memory.peakMb.toFixed(0)} MB)`);

const url = process.env.DATABASE_URL;
const database = url ? fromPool(new pg.Pool({ connectionString: url, max: 10 })) : fromPglite(createPglite());
try {
  await database.migrate();
  const extracted: number[] = [];
  const session = await startApp(database, extracted);
  const timed: number[] = [];
  const anchors: number[] = [];
  const posts: number[] = [];
  let pages = 0;
  for (let i = 0; i < BOOKS; i++) {
    const anchorS = pdftotext();
    if (anchorS !== undefined) anchors.push(anchorS);
    const t0 = performance.now();
    const sent = await upload(session, bytes, `freeculture-${i + 1}.pdf`);
    const doc = await completed(session, sent.id);
    timed.push(seconds(t0));
    posts.push(sent.s);
    pages = doc.pageCount ?? 0;
  }
  console.log(`${database.kind}: uploads done (${timed.map(s).join(", ")} s; ${pages} pages each)`);
  const anchored = anchors.length === timed.length;
  console.log(`pdftotext before each (${anchored ? `${anchors.map(s).join(", ")} s` : "not installed"})`);

  const search = async (i: number) => {
    const text = QUESTIONS[i % QUESTIONS.length]!;
    const t0 = performance.now();
    const found = await searchBooks(database.db, { userId: session.userId, text });
    if (found.length === 0) throw new Error(`no passage for "${text}"`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 2 * QUESTIONS.length; i++) await search(i); // warm-up
  const latencies: number[] = [];
  for (let i = 0; i < SEARCHES; i++) latencies.push(await search(i));
  session.agent.destroy();
  await session.app.close();
  await database.db.delete(users).where(eq(users.id, session.userId)); // its books go with it

  const uploadS = median(timed);
  const [post, inApp] = [median(posts), median(extracted)];
  // The median of each upload's time over the pdftotext run just before it.
  const ratio = anchored ? median(timed.map((t, i) => t / anchors[i]!)) : Number.NaN;
  const ratioOk = anchored ? ratio <= TARGET.ratio : undefined;
  const [p50, p99] = [percentile(latencies, 50), percentile(latencies, 99)];
  const rows = [
    [
      "pdftotext s",
      anchored ? s(median(anchors)) : "pdftotext not installed (apt-get install poppler-utils)",
      "",
    ],
    ["upload -> completed s (of which POST, extraction)", `${s(uploadS)} (${s(post)}, ${s(inApp)})`, ""],
    ["pages/s", (pages / uploadS).toFixed(0), ""],
    [
      "ratio vs pdftotext (median of the uploads)",
      anchored ? `${ratio.toFixed(2)}x` : "n/a",
      check("<= 3x", ratioOk),
    ],
    ["extraction peak memory MB", memory.peakMb.toFixed(0), check("< 300", memory.peakMb < TARGET.memoryMb)],
    ["extract s, threads=1 vs default", `${s(median(one))} vs ${s(median(byDefault))}`, ""],
    [
      `retrieval p50 / p99 ms, ${BOOKS} books`,
      `${ms(p50)} / ${ms(p99)}`,
      check("p99 < 20", p99 < TARGET.p99),
    ],
  ];
  console.log(
    `\n${database.kind}, medians of ${RUNS} extractions and ${BOOKS} uploads (each after a pdftotext run)\n\n| metric | value | target |\n| --- | ---: | --- |`,
  );
  for (const [metric, value, target] of rows) console.log(`| ${metric} | ${value} | ${target} |`);
} finally {
  await database.close();
}
