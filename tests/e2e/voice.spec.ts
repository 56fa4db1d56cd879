import { ChatPage } from "./chat-page";
import { expect, test } from "./fixtures";
import { installSpeechStandIn, openPaused, replyTo, speechEvents, spoken } from "./speech-stand-in";

test("a recognised phrase goes into the input and is sent 100 ms later", async ({ page, user: _ }) => {
  const chat = await openPaused(page);

  await page.getByRole("button", { name: "Start voice input" }).click();
  await expect(page.getByRole("button", { name: "Stop voice input" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const [start] = (await speechEvents(page)).filter((e) => e.type === "recognition-start");
  expect(start).toMatchObject({ lang: "en-US", continuous: true, interimResults: true });

  await page.evaluate(() => window.speech.hear("how do I start", false));
  await expect(chat.input).toHaveValue("how do I start");
  await page.evaluate(() => window.speech.hear("How do I start a conversation at a coffee shop?", true));
  await expect(chat.input).toHaveValue("How do I start a conversation at a coffee shop?");
  const chatCalls = async () =>
    (await speechEvents(page)).filter((e) => e.type === "fetch" && e.url.endsWith("/api/chat"));
  await page.clock.runFor(99);
  expect(await chatCalls()).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(chatCalls).toHaveLength(1);
  await page.clock.resume();
  await expect(chat.userMessages).toHaveText(["How do I start a conversation at a coffee shop?"]);
  await expect(chat.input).toHaveValue("");
});

test("a new reply is read aloud 500 ms after it arrives, one sentence at a time", async ({
  page,
  user: _,
}) => {
  const chat = await openPaused(page);

  const reply = await replyTo(chat, "How do I start a conversation at a coffee shop?");
  const said = async () => (await speechEvents(page)).filter((e) => e.type === "speak");

  await page.clock.runFor(499);
  expect(await said()).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(async () => (await said()).length).toBe(1);

  // Each next sentence starts only when the one before has ended.
  for (let i = 0; i < 40 && (await page.evaluate(() => window.speechSynthesis.speaking)); i++) {
    await page.evaluate(() => window.speech.finish());
  }
  const utterances = await said();
  expect(utterances.length).toBeGreaterThan(3);
  for (const u of utterances) {
    expect(u).toMatchObject({
      queued: 0,
      rate: 0.9,
      volume: 0.8,
      pitch: 1,
      voice: "Samantha",
      lang: "en-US",
    });
    expect(u.text.length).toBeLessThanOrEqual(200);
    expect(u.text).not.toMatch(/\*\*|^\d+\. |^- /);
  }
  // Everything said comes from the reply, in order, without its Markdown.
  const plain = reply.replace(/\*\*|^\s*(\d+\.|-|>)\s+|_/gm, "").replace(/\s+/g, " ");
  let from = 0;
  for (const u of utterances) {
    const at = plain.indexOf(u.text, from);
    expect(at, `"${u.text}" in order`).toBeGreaterThanOrEqual(from);
    from = at + u.text.length;
  }
  expect(from).toBeGreaterThan(plain.length * 0.9);
});

test("a reply that arrives while the microphone is on is not read out; Read last reply reads it", async ({
  page,
  user: _,
}) => {
  const chat = await openPaused(page);
  await page.getByRole("button", { name: "Start voice input" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Listening…" })).toBeVisible();
  await replyTo(chat, "I get nervous before a first date. Any tips?");
  await page.clock.runFor(2000);
  expect(await spoken(page)).toEqual([]);

  await page.getByRole("button", { name: "Stop voice input" }).click();
  await expect(page.getByRole("button", { name: "Start voice input" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await page.getByRole("button", { name: "Read last reply" }).click();
  await expect.poll(async () => (await spoken(page)).length).toBe(1);

  // The same question again gets the same words back: still a new reply, so it is read out.
  const first = await spoken(page);
  await page.getByRole("button", { name: "Stop reading" }).click();
  await replyTo(chat, "I get nervous before a first date. Any tips?", 2);
  await page.clock.runFor(500);
  await expect.poll(async () => (await spoken(page)).length).toBe(2);
  expect((await spoken(page))[1]).toBe(first[0]);
});

test("starting to talk stops the reading; so does Stop reading", async ({ page, user: _ }) => {
  const chat = await openPaused(page);
  await replyTo(chat, "How do I start a conversation at a coffee shop?");
  await page.clock.runFor(500);
  await expect.poll(async () => (await spoken(page)).length).toBe(1);
  await expect(page.getByRole("button", { name: "Stop reading" })).toBeVisible();

  await page.getByRole("button", { name: "Start voice input" }).click();
  const events = await speechEvents(page);
  const cancel = events.findIndex((e) => e.type === "cancel");
  const listen = events.findIndex((e) => e.type === "recognition-start");
  expect(cancel).toBeGreaterThan(-1);
  expect(cancel).toBeLessThan(listen);
  expect(await page.evaluate(() => window.speechSynthesis.speaking)).toBe(false);
  await page.evaluate(() => window.speech.finish());
  expect(await spoken(page)).toHaveLength(1); // nothing more after the cancel
  await expect(page.getByRole("button", { name: "Read last reply" })).toBeVisible();

  await page.getByRole("button", { name: "Stop voice input" }).click();
  await page.getByRole("button", { name: "Read last reply" }).click();
  await expect(page.getByRole("button", { name: "Stop reading" })).toBeVisible();
  await page.getByRole("button", { name: "Stop reading" }).click();
  expect(await page.evaluate(() => window.speechSynthesis.speaking)).toBe(false);
  await expect(page.getByRole("button", { name: "Read last reply" })).toBeVisible();
});

test("leaving the chat stops the reading and turns the microphone off", async ({ page, user: _ }) => {
  const chat = await openPaused(page);
  await replyTo(chat, "How do I start a conversation at a coffee shop?");
  await page.getByRole("button", { name: "Start voice input" }).click();
  await page.getByRole("button", { name: "Read last reply" }).click();
  await expect(page.getByRole("button", { name: "Stop reading" })).toBeVisible();
  expect(await page.evaluate(() => window.speech.listening)).toBe(true);
  const before = (await speechEvents(page)).length;

  await page.getByRole("link", { name: "Library" }).first().click();
  await expect(page).toHaveURL(/\/library$/);
  const after = (await speechEvents(page)).slice(before).map((e) => e.type);
  expect(after).toContain("cancel");
  expect(after).toContain("recognition-abort");
  expect(await page.evaluate(() => [window.speechSynthesis.speaking, window.speech.listening])).toEqual([
    false,
    false,
  ]);
  await page.evaluate(() => window.speech.finish());
  await page.clock.runFor(2000);
  expect((await speechEvents(page)).slice(before).filter((e) => e.type === "speak")).toEqual([]);
});

test("speed, volume and an English voice apply to what is read, and are remembered", async ({
  page,
  user: _,
}) => {
  const chat = await openPaused(page);
  await page.getByRole("button", { name: "Voice settings" }).click();
  const voice = page.getByLabel("Voice", { exact: true });
  await expect(voice.locator("option")).toHaveText([
    "Default English voice",
    "Samantha (en-US)",
    "Daniel (en-GB)",
    "Rishi (en-IN)",
  ]);
  const speed = page.getByRole("slider", { name: "Speech speed" });
  const volume = page.getByRole("slider", { name: "Volume" });
  await expect(speed).toHaveValue("0.9");
  await expect(volume).toHaveValue("0.8");
  await expect(speed).toHaveAttribute("min", "0.5");
  await expect(speed).toHaveAttribute("max", "2");
  await expect(speed).toHaveAttribute("step", "0.1");
  await expect(volume).toHaveAttribute("min", "0");
  await expect(volume).toHaveAttribute("max", "1");
  await speed.fill("1.5");
  await volume.focus();
  for (let i = 0; i < 3; i++) await volume.press("ArrowLeft");
  await voice.selectOption({ label: "Daniel (en-GB)" });
  await expect(page.getByText("1.5×")).toBeVisible();
  await expect(page.getByText("50%")).toBeVisible();

  await replyTo(chat, "What should my first message on a dating app say?");
  await page.clock.runFor(500);
  await expect.poll(async () => (await spoken(page)).length).toBe(1);
  const [first] = (await speechEvents(page)).filter((e) => e.type === "speak");
  expect(first).toMatchObject({ rate: 1.5, volume: 0.5, voice: "Daniel", lang: "en-GB", pitch: 1 });

  await page.clock.resume();
  await page.reload();
  await page.getByRole("button", { name: "Voice settings" }).click();
  await expect(page.getByRole("slider", { name: "Speech speed" })).toHaveValue("1.5");
  await expect(page.getByRole("slider", { name: "Volume" })).toHaveValue("0.5");
  await expect(page.getByLabel("Voice", { exact: true })).toHaveValue("daniel");
});

test("with Read replies aloud off, replies stay silent", async ({ page, user: _ }) => {
  const chat = await openPaused(page);
  const toggle = page.getByRole("button", { name: "Read replies aloud" });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await replyTo(chat, "Give me three first date ideas that make conversation easy.");
  await page.clock.runFor(2000);
  expect(await spoken(page)).toEqual([]);
});

test("a microphone error is logged, stops listening and says what to do", async ({ page, user: _ }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await installSpeechStandIn(page);
  const chat = new ChatPage(page);
  await chat.open();
  await page.getByRole("button", { name: "Start voice input" }).click();
  await page.evaluate(() => window.speech.fail("not-allowed"));
  await expect(page.getByRole("button", { name: "Start voice input" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(page.getByText("Microphone blocked")).toBeVisible();
  expect(
    errors.some((text) => text.includes("Speech recognition error") && text.includes("not-allowed")),
  ).toBe(true);
  // It can be turned on again.
  await page.getByRole("button", { name: "Start voice input" }).click();
  expect(await page.evaluate(() => window.speech.listening)).toBe(true);
});

for (const [missing, options] of [
  ["speech recognition", { recognition: false }],
  ["speech output", { synthesis: false }],
] as const) {
  test(`without ${missing} the chat says 'Voice not supported' and offers no voice controls`, async ({
    page,
    user: _,
  }) => {
    await installSpeechStandIn(page, options);
    const chat = new ChatPage(page);
    await chat.open();
    await expect(page.getByText("Voice not supported")).toBeVisible();
    await expect(page.getByRole("button", { name: "Start voice input" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Voice settings" })).toHaveCount(0);
    // Typing still works.
    await chat.send("How do I tell if she is interested in me?");
    await expect(chat.coachMessages).toHaveCount(1);
  });
}
