import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { pickEncoding } from "../../src/server/plugins/prerendered-pages";
import { buildTestApp } from "../support/app";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const TOKEN = "%SITE_ORIGIN%";
const SHELL =
  '<!doctype html><html><head><title>Dating Coach AI</title></head><body><div id="root"></div></body></html>';
const page = (title: string, path: string) =>
  `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="${TOKEN}${path}" />` +
  `<meta property="og:url" content="${TOKEN}${path}" /></head><body><div id="root"><h1>${title}</h1></div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify("x".repeat(2000))});`;

let db: TestDatabase;
let root: string;
let bare: string;

/** A web build as `npm run build` lays it out, small enough to read in a test. */
function writeBuild(dir: string, withPages: boolean) {
  mkdirSync(join(dir, "assets"), { recursive: true });
  writeFileSync(join(dir, "index.html"), SHELL);
  writeFileSync(join(dir, "assets/app-abc123.js"), SCRIPT);
  writeFileSync(join(dir, "assets/app-abc123.js.gz"), gzipSync(SCRIPT));
  if (!withPages) return;
  mkdirSync(join(dir, "_prerendered"));
  writeFileSync(join(dir, "_prerendered/index.html"), page("Landing", "/"));
  writeFileSync(join(dir, "_prerendered/about.html"), page("About us", "/about"));
  writeFileSync(
    join(dir, "_prerendered/manifest.json"),
    JSON.stringify({
      originToken: TOKEN,
      builtAt: "2026-05-01T10:00:00.000Z",
      pages: { "/": "index.html", "/about": "about.html" },
    }),
  );
}

beforeAll(async () => {
  db = await createTestDatabase();
  root = mkdtempSync(join(tmpdir(), "dc-static-"));
  bare = mkdtempSync(join(tmpdir(), "dc-static-bare-"));
  writeBuild(root, true);
  writeBuild(bare, false);
});
afterAll(async () => {
  await db.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(bare, { recursive: true, force: true });
});

const app = () => buildTestApp(db, { webRoot: root, appUrl: "https://coach.example" });
const get = async (url: string, headers: Record<string, string> = {}) =>
  (await app()).inject({ method: "GET", url, headers });

test("a prerendered page is served for its path, with the public origin in its URLs", async () => {
  const response = await get("/about", { "accept-encoding": "identity" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(response.headers["cache-control"]).toBe("no-cache");
  expect(response.headers.vary).toBe("Accept-Encoding");
  expect(response.headers["content-security-policy"]).toMatch(/script-src 'self'/);
  expect(response.body).toContain("<h1>About us</h1>");
  expect(response.body).toContain('<link rel="canonical" href="https://coach.example/about" />');
  expect(response.body).not.toContain(TOKEN);
});

test("the landing page is prerendered at / and a query string does not change the page", async () => {
  expect((await get("/", { "accept-encoding": "identity" })).body).toContain("<h1>Landing</h1>");
  expect((await get("/about?ref=newsletter", { "accept-encoding": "identity" })).body).toContain(
    "<h1>About us</h1>",
  );
});

test("pages go out brotli- or gzip-compressed as the browser accepts, and plain otherwise", async () => {
  const br = await get("/about", { "accept-encoding": "gzip, deflate, br" });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(br.rawPayload).toString()).toContain("<h1>About us</h1>");

  const gz = await get("/about", { "accept-encoding": "gzip" });
  expect(gz.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gz.rawPayload).toString()).toContain("https://coach.example/about");

  const refused = await get("/about", { "accept-encoding": "br;q=0, gzip;q=0" });
  expect(refused.headers["content-encoding"]).toBeUndefined();
  expect(refused.body).toContain("<h1>About us</h1>");
});

test("a page the browser already has answers 304", async () => {
  const first = await get("/about");
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await get("/about", { "if-none-match": etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe("");
});

test("every other path gets the app shell, where the client router decides", async () => {
  for (const path of ["/library", "/paywall", "/no-such-page"]) {
    const response = await get(path);
    expect(response.statusCode, path).toBe(200);
    expect(response.body, path).toBe(SHELL);
    expect(response.headers["x-robots-tag"], path).toBeUndefined();
  }
});

test.each(["/demo", "/chat-test", "/api-key-setup", "/upload-test", "/login"])(
  "%s is served with X-Robots-Tag: noindex",
  async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
  },
);

test("marketing pages are indexable", async () => {
  expect((await get("/about")).headers["x-robots-tag"]).toBeUndefined();
  expect((await get("/")).headers["x-robots-tag"]).toBeUndefined();
});

test("robots.txt points to the sitemap and keeps crawlers out of the API", async () => {
  const response = await get("/robots.txt");
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/plain/);
  expect(response.body).toMatch(/^User-agent: \*$/m);
  expect(response.body).toMatch(/^Disallow: \/api\/$/m);
  expect(response.body).toMatch(/^Sitemap: https:\/\/coach\.example\/sitemap\.xml$/m);
});

test("sitemap.xml lists every prerendered page under the public origin", async () => {
  const response = await get("/sitemap.xml");
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/xml/);
  const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(["https://coach.example/", "https://coach.example/about"]);
  expect(response.body).toContain("<lastmod>2026-05-01</lastmod>");
});

test("the raw prerendered files are not served under their own names", async () => {
  expect((await get("/_prerendered/about.html")).statusCode).toBe(404);
  expect((await get("/_prerendered/manifest.json")).statusCode).toBe(404);
});

test("hashed assets are cached for a year and sent compressed when the browser accepts it", async () => {
  const gz = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
  expect(gz.statusCode).toBe(200);
  expect(gz.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(gz.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  const plain = await get("/assets/app-abc123.js");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body).toBe(SCRIPT);
});

test("an unknown API path stays a JSON 404, not the app shell", async () => {
  const response = await get("/api/nothing-here");
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
});

test("a build without prerendered pages still serves the shell for every page", async () => {
  const server = await buildTestApp(db, { webRoot: bare });
  const response = await server.inject({ method: "GET", url: "/about" });
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe(SHELL);
});

test("without a web build the server answers the API only", async () => {
  const server = await buildTestApp(db, { webRoot: join(bare, "missing") });
  expect((await server.inject({ method: "GET", url: "/about" })).statusCode).toBe(404);
  expect((await server.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
});

test.each([
  [undefined, null],
  ["", null],
  ["gzip", "gzip"],
  ["gzip, br", "br"],
  ["br;q=0, gzip", "gzip"],
  ["GZIP;Q=0.5", "gzip"],
  ["*", "br"],
  ["*, br;q=0", "gzip"],
  ["identity", null],
])("Accept-Encoding %j picks %j", (header, expected) => {
  expect(pickEncoding(header)).toBe(expected);
});
