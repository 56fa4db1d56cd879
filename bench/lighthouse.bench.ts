/**
 * Lighthouse 12 (default mobile settings: a mid-range phone, simulated slow 4G, 4x CPU slowdown)
 * on the landing page and /pricing, driving Debian's Chromium through chrome-launcher, and the
 * landing page's JavaScript, gzipped. Run: npm run bench. It builds the web app into a folder of
 * its own and serves it from this process on 127.0.0.1 with a fresh in-memory PGlite.
 * A report, not a test: the targets are printed beside the figures.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildApp } from "../src/server/app";
import { createPglite, fromPglite } from "../src/server/db/client";
import { median } from "./lib";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const GUIDE_DIR = fileURLToPath(new URL("../content/guide", import.meta.url));
const REPO = fileURLToPath(new URL("..", import.meta.url));
const PAGES = ["/", "/pricing"];
const RUNS = 3; // Lighthouse scores move a point or two between runs; the median is reported
const TARGET = { performance: 95, accessibility: 95, landingJsKb: 100 };

// Whatever happens, the process ends.
setTimeout(() => {
  console.error("bench: gave up after 300 s");
  process.exit(1);
}, 300_000).unref();

function buildWeb(): string {
  const webRoot = mkdtempSync(join(tmpdir(), "dc-lighthouse-web-"));
  const build = spawnSync("npm", ["run", "build"], {
    cwd: REPO,
    env: { ...process.env, WEB_ROOT: webRoot },
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
  return webRoot;
}

type Run = {
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
  scripts: string[];
  transferredJs: number;
};

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits["network-requests"]?.details as {
        items?: { url: string; resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    metrics: {
      fcp: numeric("first-contentful-paint"),
      lcp: numeric("largest-contentful-paint"),
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      si: numeric("speed-index"),
    },
    scripts: scripts.map((r) => new URL(r.url).pathname),
    transferredJs: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

/** gzip -9 size of every script a page loaded, read from the build. */
function gzippedBytes(webRoot: string, paths: string[]): number {
  return paths.reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(webRoot, path)), { level: 9 }).length,
    0,
  );
}

const webRoot = buildWeb();
const database = fromPglite(createPglite());
await database.migrate();
const app = await buildApp({
  database,
  appUrl: "http://localhost:5000",
  guideDir: GUIDE_DIR,
  webRoot,
  logger: false,
});
await app.listen({ host: "127.0.0.1", port: 0 });
const appPort = (app.server.address() as AddressInfo).port;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
  ],
});

try {
  console.log(
    `node ${process.version}; ${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  const rows: string[][] = [];
  let landingScripts: string[] = [];
  let landingTransferred = 0;
  for (const path of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`http://127.0.0.1:${appPort}${path}`, chrome.port));
    const perf = median(runs.map((r) => r.performance));
    const a11y = median(runs.map((r) => r.accessibility));
    const metric = (key: string) => median(runs.map((r) => r.metrics[key]!));
    const verdict = (score: number) => (score >= TARGET.performance ? "PASS" : "FAIL");
    rows.push([
      `${path} performance (median of ${RUNS}: ${runs.map((r) => r.performance).join(", ")})`,
      String(perf),
      `>= 95: ${verdict(perf)}`,
    ]);
    rows.push([`${path} accessibility`, String(a11y), `>= 95: ${verdict(a11y)}`]);
    rows.push([
      `${path} FCP / LCP / TBT / SI ms, CLS`,
      `${Math.round(metric("fcp"))} / ${Math.round(metric("lcp"))} / ${Math.round(metric("tbt"))} / ${Math.round(metric("si"))}, ${metric("cls").toFixed(3)}`,
      "",
    ]);
    if (path === "/") {
      landingScripts = [...new Set(runs.flatMap((r) => r.scripts))];
      landingTransferred = median(runs.map((r) => r.transferredJs));
    }
  }
  const gzKb = gzippedBytes(webRoot, landingScripts) / 1000;
  rows.push([
    `landing JavaScript, gzip -9 (${landingScripts.length} files)`,
    `${gzKb.toFixed(1)} KB`,
    `<= ${TARGET.landingJsKb} KB: ${gzKb <= TARGET.landingJsKb ? "PASS" : "FAIL"}`,
  ]);
  rows.push([
    "landing JavaScript as transferred (brotli)",
    `${(landingTransferred / 1000).toFixed(1)} KB`,
    "",
  ]);

  console.log("\n| metric | value | target |\n| --- | ---: | --- |");
  for (const [metric, value, target] of rows) console.log(`| ${metric} | ${value} | ${target} |`);
  console.log(`\nlanding scripts: ${landingScripts.join(", ")}`);
} finally {
  await chrome.kill();
  await app.close();
  await database.close();
  rmSync(webRoot, { recursive: true, force: true });
}
