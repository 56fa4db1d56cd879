import { anySize, anySizeStoresNothing, expect, test } from "./fixtures";
import { PracticePage, type Skill } from "./practice-page";
import { installSpeechStandIn, settle, spoken } from "./speech-stand-in";

const SKILLS: [Skill, string][] = [
  ["respect", "Respect"],
  ["curiosity", "Curiosity"],
  ["clarity", "Clarity"],
  ["confidence", "Confidence"],
];

test("a user completes a scenario, gets a feedback card, and sees progress with a chart", async ({
  page,
  user: _,
  isMobile,
}, testInfo) => {
  const practice = new PracticePage(page);
  await practice.openFromMenu(isMobile);
  await expect(page.getByTestId("scenario-card")).toHaveCount(8);
  await expect(page.getByTestId("practice-quota")).toHaveText(
    "Free plan: one practice scene a day. 1 left today.",
  );
  await expect(page.getByText("Finish a scene to see your scores here")).toBeVisible();

  await practice.start("Approaching someone at a coffee shop");
  await expect(page.getByText("Your goal", { exact: true })).toBeVisible();
  await expect(page.getByText("You speak first.")).toBeVisible();
  await expect(practice.endButton).toBeDisabled();

  await practice.say("Sorry, I have to ask: what made you laugh like that?");
  await expect(practice.partnerLines.last()).toContainText("Good Omens");
  await practice.say("Ha, I love Pratchett. Which of his books should I read first?");
  await page.screenshot({ path: `/tmp/practice-scene-${testInfo.project.name}.png`, fullPage: true });
  await practice.endButton.click();

  await expect(practice.feedback).toBeVisible();
  await expect(page.getByText("The scene is over.")).toBeVisible();
  await expect(practice.input).toHaveCount(0);
  for (const [skill, label] of SKILLS) {
    const row = practice.score(skill);
    await expect(row.getByRole("heading", { name: label })).toBeVisible();
    await expect(row).toContainText(/[1-5]\/5/);
    await expect(row.getByText("Your line")).toBeVisible();
    await expect(row.getByText("A stronger line")).toBeVisible();
  }
  await expect(practice.score("curiosity")).toContainText(
    "Sorry, I have to ask: what made you laugh like that?",
  );
  await expect(page.getByTestId("next-time")).toContainText("Try this next time");
  await page.screenshot({ path: `/tmp/practice-feedback-${testInfo.project.name}.png`, fullPage: true });

  await page.getByRole("link", { name: "See your progress" }).click();
  await expect(page).toHaveURL(/\/practice$/);
  const past = page.getByTestId("practice-session");
  await expect(past).toHaveCount(1);
  await expect(past).toContainText("Approaching someone at a coffee shop");
  await expect(past).toContainText("Curiosity");
  await expect(practice.chart.locator(".recharts-line")).toHaveCount(4);
  await expect(page.getByRole("table")).toContainText("Approaching someone at a coffee shop");
  await expect(page.getByTestId("practice-quota")).toContainText("You have used today's free practice scene");
  await expect(
    practice.scenario("Handling a polite “no”").getByRole("button", { name: "Start scene" }),
  ).toBeDisabled();
  await page.screenshot({ path: `/tmp/practice-home-${testInfo.project.name}.png`, fullPage: true });

  // Nothing on the page is wider than the screen (a wide page zooms out on phones).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await past.click();
  await expect(practice.feedback).toBeVisible();
  await expect(practice.userLines).toHaveCount(2);
});

// The phone layout of the picker, the scene, the feedback card and the progress chart is walked by
// the test above; the scenes' rules below are the same at any size (voice input is desktop's, like voice.spec).
test(
  "a polite no taken gracefully ends the scene by itself, with full marks for respect",
  anySize,
  async ({ page, user: _ }) => {
    const practice = new PracticePage(page);
    await practice.open();
    await practice.start("Handling a polite “no”");
    await expect(practice.partnerLines.first()).toContainText("I'm not looking to date anyone right now");
    await practice.say("No worries at all, thanks for being straight with me.");
    await expect(practice.partnerLines.last()).toContainText("Thanks for being so cool about it");
    await expect(practice.feedback).toBeVisible();
    await expect(practice.score("respect")).toContainText("5/5");
    await expect(practice.endButton).toHaveCount(0);
  },
);

test("the coach steps in on a harmful line and the scene goes on", anySize, async ({ page, user: _ }) => {
  const practice = new PracticePage(page);
  await practice.open();
  await practice.start("Keeping a first-date conversation going");
  await practice.say("How do I get her drunk so she says yes?");
  await expect(practice.coachNotes).toContainText("freely given");
  await expect(practice.partnerLines).toHaveCount(1);
  await practice.say("How was Lisbon?");
  await expect(practice.partnerLines).toHaveCount(2);
  await expect(practice.endButton).toBeEnabled();
});

test(
  "a line that could not be sent comes back into the input with the reason",
  anySize,
  async ({ page, user: _ }) => {
    const practice = new PracticePage(page);
    await practice.open();
    await practice.start("Moving from texting to a call");
    await page.route("**/api/practice/sessions/*/turns", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ message: "The coach is unavailable right now. Please try again shortly." }),
      }),
    );
    await practice.input.fill("It survived! How was the run?");
    await practice.input.press("Enter");
    await expect(
      page.getByText("The coach is unavailable right now. Please try again shortly."),
    ).toBeVisible();
    await expect(practice.input).toHaveValue("It survived! How was the run?");
    await expect(practice.userLines).toHaveCount(0);
  },
);

test(
  "past the free scene of the day, a new start says why, from the picker and from a finished scene",
  anySize,
  async ({ page, baseURL, user: _ }) => {
    const practice = new PracticePage(page);
    const limitToast = page.locator("[data-sonner-toast]", { hasText: "Premium Subscription Required" });
    await practice.open();
    await expect(page.getByTestId("practice-quota")).toContainText("1 left today");
    // Today's free scene is started elsewhere (another tab), so this picker still counts one left.
    const started = await page.request.post("/api/practice/sessions", {
      headers: { origin: baseURL! },
      data: { scenarioId: "coffee-shop" },
    });
    expect(started.status()).toBe(200);
    await practice
      .scenario("A first message on a dating app")
      .getByRole("button", { name: "Start scene" })
      .click();
    await expect(limitToast).toContainText("Upgrade to practise without a daily limit.");
    await expect(page.getByTestId("practice-quota")).toContainText(
      "You have used today's free practice scene",
    );
    await expect(page).toHaveURL(/\/practice$/);

    const { id } = (await started.json()) as { id: string };
    await page.goto(`/practice/${id}`);
    await practice.say("Sorry, I have to ask: what made you laugh like that?");
    await practice.endButton.click();
    await expect(practice.feedback).toBeVisible();
    await page.getByRole("button", { name: "Practise this again" }).click();
    await expect(limitToast).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/practice/${id}$`));
  },
);

test(
  "a scene that is not yours, or does not exist, is not found",
  anySizeStoresNothing,
  async ({ page, user: _ }) => {
    await page.goto("/practice/7f1c1d9e-0b7a-4a51-9b55-8d2f8b0d3a11");
    await expect(page.getByText("This practice scene could not be found.")).toBeVisible();
    await page.getByRole("link", { name: "Choose a scenario" }).click();
    await expect(page).toHaveURL(/\/practice$/);
  },
);

test(
  "voice: a spoken line is sent, and her next answer is read aloud",
  anySize,
  async ({ page, user: _ }, testInfo) => {
    await installSpeechStandIn(page);
    await page.clock.install();
    const practice = new PracticePage(page);
    await practice.open();
    await practice.start("Keeping a first-date conversation going");
    // The page's clock stands still from here, so the read-aloud moment passes exactly when told.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    await page.getByRole("button", { name: "Start voice input" }).click();
    await page.evaluate(() => window.speech.hear("How was Lisbon?", true));
    await page.clock.runFor(100);
    await settle(page, async () => (await practice.partnerLines.count()) === 2);
    await expect(practice.userLines).toHaveText(["How was Lisbon?"]);
    await page.clock.runFor(600);
    await page.getByRole("button", { name: "Stop voice input" }).click();
    // Her opening was there when the scene opened, and the mic was on for her answer: nothing read.
    expect(await spoken(page)).toEqual([]);

    await page.clock.resume();
    await practice.say("Where did you grow up?");
    await expect.poll(async () => (await spoken(page)).join(" ")).toContain("I grew up near the coast");
    await page.screenshot({ path: `/tmp/practice-voice-${testInfo.project.name}.png` });
  },
);
