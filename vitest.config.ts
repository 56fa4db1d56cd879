import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files in parallel, at least two at a time: on two cores the default (cores - 1) ran them one
    // after another with the second core mostly idle (283 -> 195 s there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
