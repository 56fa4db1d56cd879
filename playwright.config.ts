import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium; no browser is ever downloaded.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const port = Number(process.env.E2E_PORT ?? 5179);
// One fresh PGlite directory per run (inherited by the workers through the environment).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "dc-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // The server under test shares the machine: half the cores, at least two.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? "list" : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A failed test keeps its trace (a DOM snapshot per action, network, console) and a screenshot.
    // The trace's screencast is left out: on this CPU-bound run, encoding its frames (2.6x on the
    // phone's screen) cost a fifth of the time of a spec, for every test, passed or not.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], defaultBrowserType: "chromium" },
      // The phone layout (top bar, slide-out menu, bottom bar, stacked pages); flows that look the
      // same at both sizes (tagged @any-size, such as the chat's, the library's and the practice scenes'
      // rules once their screen has been walked on the phone; billing, voice, demo and test pages,
      // account data, sign-in) run on desktop.
      testMatch:
        /(accessibility|chat|history|library|practice|public|public-pages|public-signed-in|route-walk|shell)\.spec\.ts$/,
      grepInvert: /@any-size/,
    },
  ],
  webServer: {
    command: "node --import tsx src/server/server.ts",
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e",
      // Every test signs up from 127.0.0.1; the per-email limit still applies.
      AUTH_RATE_LIMIT: "10000",
      LOG_LEVEL: "warn",
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
