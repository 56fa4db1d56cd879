import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { pageMeta } from "../../src/web/content/page-meta";
import { site } from "../../src/web/content/site";
import { buildTestApp } from "../support/app";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// The real build (vite, then scripts/prerender.ts) into a folder of its own.
let webRoot: string;
let db: TestDatabase;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), "dc-prerender-test-"));
  await promisify(execFile)("npm", ["run", "build"], { env: { ...process.env, WEB_ROOT: webRoot } });
  db = await createTestDatabase();
}, 180_000);
afterAll(async () => {
  await db?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const html = (file: string) => readFileSync(join(webRoot, "_prerendered", file), "utf8");
/** The visible text of the prerendered #root, tags stripped: what a reader sees before any script runs. */
const text = (file: string) =>
  (html(file).split('<div id="root">')[1] ?? "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
const count = (haystack: string, pattern: RegExp) => haystack.match(pattern)?.length ?? 0;

const files = {
  "/": "index.html",
  "/about": "about.html",
  "/pricing": "pricing.html",
  "/strategies": "strategies.html",
  "/contact": "contact.html",
  "/terms": "terms.html",
  "/privacy": "privacy.html",
} as const;

test("the build writes one page per marketing and legal path and a manifest naming them", () => {
  const manifest = JSON.parse(html("manifest.json"));
  expect(manifest.pages).toEqual(files);
  expect(manifest.originToken).toBe("%SITE_ORIGIN%");
});

test.each(Object.entries(files))(
  "%s has its own title, description, canonical URL and Open Graph tags",
  (path, file) => {
    const page = html(file);
    const meta = pageMeta[path as keyof typeof pageMeta];
    expect(count(page, /<title>/g)).toBe(1);
    expect(page).toContain(`<title>${meta.title.replaceAll("&", "&amp;")}</title>`);
    expect(count(page, /<meta name="description"/g)).toBe(1);
    expect(page).toContain(
      `<meta name="description" content="${meta.description.replaceAll("&", "&amp;")}" />`,
    );
    expect(page).toContain(`<link rel="canonical" href="%SITE_ORIGIN%${path}" />`);
    for (const property of ["og:title", "og:description", "og:type", "og:url", "og:image", "og:site_name"]) {
      expect(page, property).toContain(`<meta property="${property}" content="`);
    }
  },
);

test.each(Object.values(files))("%s carries no inline script (the CSP allows only our own files)", (file) => {
  const scripts = html(file).match(/<script[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toMatch(/ src="\/assets\/[^"]+\.js"/);
});

test("the landing page's text is in the HTML: hero, features, buttons", () => {
  const landing = text("index.html");
  expect(landing).toContain(`Start Coaching Now - ${site.price.label}`);
  for (const feature of [
    "Smart Conversations",
    "Expert Knowledge",
    "Real Success Stories",
    "Evidence-Based",
    "Instant Guidance",
    "Personal Growth",
  ]) {
    expect(landing).toContain(feature);
  }
  for (const label of ["Try Demo", "Full Setup", "Start Your Journey Today", "Get Started", "24/7"])
    expect(landing).toContain(label);
  expect(html("index.html")).toMatch(/href="\/api\/login"[^>]*>Start Your Journey Today/);
  expect(html("index.html")).toMatch(/href="\/api-key-setup"[^>]*>Full Setup/);
});

test("the pricing page: price card of ten, the subscribe button, the value trio, six FAQs plus the general-AI one", () => {
  const page = html("pricing.html");
  const subscribe = page.match(/<a [^>]*data-testid="button-subscribe"[^>]*>([^<]+)</);
  expect(subscribe?.[0]).toContain('href="/paywall"');
  expect(subscribe?.[1]).toBe("Start Coaching Now");
  expect(count(page.split("button-subscribe")[0]!.split(">Premium<")[1]!, /<li /g)).toBe(10);
  expect(count(page, /<details/g)).toBe(7);
  expect(text("pricing.html")).toContain("Why not just use a general-purpose AI?");
  for (const item of [
    "Investment in Success",
    "Under $1 a day",
    "$150-300",
    "$20-50",
    site.refundPolicy.short,
  ]) {
    expect(text("pricing.html")).toContain(item);
  }
});

test("the Terms have 17 numbered sections, the Privacy Policy 13, both dated December 2024", () => {
  expect(count(html("terms.html"), /<h2 id="[^"]+-title"[^>]*>\d+<!-- -->\. /g)).toBe(17);
  expect(count(html("privacy.html"), /<h2 id="[^"]+-title"[^>]*>\d+<!-- -->\. /g)).toBe(13);
  for (const file of ["terms.html", "privacy.html"])
    expect(text(file)).toContain("Last updated: December 2024");
  const terms = text("terms.html");
  for (const rule of [
    "at least 18 years old",
    "renews automatically every month",
    "at the end of the current billing period",
    "suspend Premium",
    "at least 30 days in advance",
    "ends your access immediately",
    "within 5-7 messages",
    "within 48 hours",
    site.refundPolicy.full,
  ]) {
    expect(terms).toContain(rule);
  }
});

test("the contact page: three cards, the form with its topics and placeholder, help links", () => {
  const page = html("contact.html");
  const words = text("contact.html");
  for (const card of [
    "Email Support",
    "Live Chat",
    "Business Inquiries",
    "within 24 hours",
    "within 48 hours",
  ])
    expect(words).toContain(card);
  expect(page).toMatch(/<option value="" disabled=""[^>]*>Choose a topic...<\/option>/);
  for (const topic of [
    "Technical Support",
    "Billing & Subscription",
    "Feedback & Suggestions",
    "Business Inquiry",
    "Press & Media",
    "Other",
  ]) {
    expect(words).toContain(topic);
  }
  expect(page).toMatch(/<textarea[^>]*rows="6"[^>]*required=""/);
  for (const href of ["/about", "/pricing", "/strategies"]) expect(page).toContain(`href="${href}"`);
});

test("the strategies page: six categories, four ways coaching helps, three scenarios", () => {
  const words = text("strategies.html");
  for (const title of [
    "Approach Strategies",
    "Conversation Mastery",
    "Attraction Building",
    "Digital Dating",
    "Date Planning & Execution",
    "Advanced Techniques",
    "Personalized application",
    "Situation-specific guidance",
    "Practice with voice",
    "Progress tracking",
    "Online dating",
    "Coffee shop",
    "First date",
    "Cultural sensitivity",
  ]) {
    expect(words).toContain(title);
  }
});

test("served by the app, a page names the public origin and keeps its text", async () => {
  const app = await buildTestApp(db, { webRoot, appUrl: "https://coach.example" });
  const response = await app.inject({
    method: "GET",
    url: "/pricing",
    headers: { "accept-encoding": "identity" },
  });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<link rel="canonical" href="https://coach.example/pricing" />');
  expect(response.body).toContain('content="https://coach.example/og-image.png"');
  expect(response.body).toContain("Start Coaching Now");
  expect(response.body).not.toContain("%SITE_ORIGIN%");
});

test("the Open Graph image ships with the build, at 1200 x 630", () => {
  const png = readFileSync(join(webRoot, "og-image.png"));
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("hashed scripts have gzip and brotli copies beside them", () => {
  const script = html("index.html").match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
  for (const suffix of ["", ".gz", ".br"])
    expect(() => readFileSync(join(webRoot, `${script}${suffix}`))).not.toThrow();
});
