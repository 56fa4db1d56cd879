import { expect, type Page } from "@playwright/test";

export type Skill = "respect" | "curiosity" | "clarity" | "confidence";

/** /practice and a scene, as a person uses them. */
export class PracticePage {
  constructor(readonly page: Page) {}

  /** Opens /practice the way a person would: the sidebar on desktop, the slide-out menu on mobile. */
  async openFromMenu(isMobile: boolean) {
    await this.page.goto("/");
    // "/" is served as the prerendered landing page until the signed-in app has loaded.
    await expect(this.page.getByRole("heading", { level: 1, name: "Chat Coach" })).toBeVisible();
    if (isMobile) {
      await this.page.getByRole("button", { name: "Open menu" }).click();
      await this.page.getByRole("dialog").getByRole("link", { name: "Practice" }).click();
    } else {
      await this.page
        .getByRole("navigation", { name: "Sidebar" })
        .getByRole("link", { name: "Practice" })
        .click();
    }
    await expect(this.page).toHaveURL(/\/practice$/);
    await expect(this.page.getByRole("heading", { name: "Practice", level: 1 })).toBeVisible();
  }

  async open() {
    await this.page.goto("/practice");
    await expect(this.page.getByRole("heading", { name: "Practice", level: 1 })).toBeVisible();
  }

  scenario(title: string) {
    return this.page.getByRole("article", { name: title });
  }

  async start(title: string) {
    await this.scenario(title).getByRole("button", { name: "Start scene" }).click();
    await expect(this.page).toHaveURL(/\/practice\/[0-9a-f-]{36}$/);
    await expect(this.page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  }

  get input() {
    return this.page.getByRole("textbox", { name: /^Your line to / });
  }
  get partnerLines() {
    return this.page.getByTestId("partner-line");
  }
  get userLines() {
    return this.page.getByTestId("user-line");
  }
  get coachNotes() {
    return this.page.getByTestId("coach-note");
  }
  get feedback() {
    return this.page.getByTestId("feedback-card");
  }
  get endButton() {
    return this.page.getByRole("button", { name: "End scene" });
  }
  get chart() {
    return this.page.getByTestId("progress-chart");
  }
  score(skill: Skill) {
    return this.page.getByTestId(`score-${skill}`);
  }

  /** Says a line and waits until her answer (or the coach's note) is on screen. */
  async say(text: string) {
    const before = await this.page.getByRole("log", { name: "Scene" }).locator("> div").count();
    await this.input.fill(text);
    await this.input.press("Enter");
    await expect(this.userLines.filter({ hasText: text })).toHaveCount(1);
    await expect(this.page.getByRole("status", { name: /is replying$/ })).toHaveCount(0);
    await expect
      .poll(() => this.page.getByRole("log", { name: "Scene" }).locator("> div").count())
      .toBeGreaterThan(before + 1);
  }
}
