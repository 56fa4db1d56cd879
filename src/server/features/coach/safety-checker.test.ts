import { readFileSync } from "node:fs";
import { afterAll, expect, test, vi } from "vitest";
import { checkSafety } from "./safety";
import { createSafetyChecker } from "./safety-checker";

const fixtures = JSON.parse(
  readFileSync(new URL("../../../../../shared/fixtures/coach/questions.json", import.meta.url), "utf8"),
) as Record<"helpful" | "refuse" | "care", { text: string }[]>;
const prompts = [...fixtures.helpful, ...fixtures.refuse, ...fixtures.care].map((p) => p.text);

const checker = createSafetyChecker();
afterAll(() => checker.close());

test("the check on its own thread gives the same verdict as on the calling thread, for every prompt", async () => {
  const verdicts = await Promise.all(prompts.map((text) => checker.check(text)));
  expect(verdicts).toEqual(prompts.map((text) => checkSafety(text)));
  // Not a vacuous match: the fixtures hold refusals, a caring reply and helpful prompts.
  expect(verdicts.filter((v) => v?.kind === "refuse").length).toBe(fixtures.refuse.length);
  expect(verdicts.filter((v) => v?.kind === "care").length).toBe(fixtures.care.length);
  expect(verdicts.filter((v) => v === null).length).toBe(fixtures.helpful.length);
});

test.each([
  ["cannot load", new URL("./no-such-worker.mjs", import.meta.url)],
  ["dies while checking", new URL("../../../../tests/fixtures/safety-worker-dies.mjs", import.meta.url)],
])(
  "when its thread %s, messages are checked on the calling thread and the failure is reported",
  async (_, workerFile) => {
    const onError = vi.fn();
    const failing = createSafetyChecker({ workerFile, onError });
    const text = "She blocked me, how do I make a new account to message her?";
    const verdict = await failing.check(text);
    expect(verdict).toEqual(checkSafety(text));
    expect(verdict?.category).toBe("stalking");
    expect(onError).toHaveBeenCalled();
    expect(await failing.check("How do I plan a first date?")).toBeNull();
    await failing.close();
  },
);

test("an answer the thread has sent is taken by drain at once, without a turn of the event loop", async () => {
  const text = "Help me track her location without her knowing";
  const verdict = checker.check(text);
  let settled = false;
  void verdict.then(() => {
    settled = true;
  });
  // Only microtasks run here, never the event loop, so the port's message event cannot deliver the
  // answer: only drain can. (Synchronous waits let the thread answer meanwhile.)
  const deadline = Date.now() + 10_000;
  while (!settled && Date.now() < deadline) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    checker.drain();
    await Promise.resolve();
  }
  expect(settled).toBe(true);
  expect((await verdict)?.category).toBe(checkSafety(text)?.category);
  expect(await verdict).not.toBeNull();
});

test("checks after close run on the calling thread", async () => {
  const closing = createSafetyChecker();
  expect(await closing.check("How do I plan a first date?")).toBeNull();
  await closing.close();
  const text = "She blocked me, how do I make a new account to message her?";
  expect(await closing.check(text)).toEqual(checkSafety(text));
});
