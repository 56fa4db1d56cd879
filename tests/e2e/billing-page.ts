import { expect, type Page } from "@playwright/test";

export const CHECKOUT_LABEL = "Start Your Transformation - $29.99/month";

export function toast(page: Page, title: string) {
  return page
    .locator("[data-sonner-toast]")
    .filter({ has: page.locator("[data-title]", { hasText: title }) });
}

/** The paywall, the demo checkout, /success and the demo manage page, as a person uses them. */
export class BillingPages {
  constructor(readonly page: Page) {}

  get checkoutButton() {
    return this.page.getByRole("button", { name: CHECKOUT_LABEL });
  }
  get demoNotice() {
    return this.page.getByRole("complementary", { name: "Demo Mode" });
  }

  async openPaywall() {
    await this.page.goto("/paywall");
    await expect(this.page.getByRole("heading", { name: "Premium", exact: true })).toBeVisible();
  }

  /** Paywall -> demo checkout -> Subscribe -> /success, which confirms Premium. */
  async subscribeInDemo() {
    await expect(this.demoNotice).toBeVisible();
    await this.checkoutButton.click();
    await expect(this.page).toHaveURL(/\/demo-checkout\?session=cs_demo_[a-f0-9]+$/);
    await expect(this.demoNotice).toContainText("no money moves");
    await this.page.getByRole("button", { name: "Subscribe (demo, no charge)" }).click();
    await expect(this.page).toHaveURL(/\/success\?session_id=cs_demo_[a-f0-9]+$/);
    await expect(this.page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(this.page.getByTestId("premium-activated")).toHaveText("Premium Activated");
  }

  get subscriptionCard() {
    return this.page.getByRole("region", { name: "Subscription" });
  }

  /** Profile -> Manage Subscription -> the demo manage page -> Cancel at period end. */
  async cancelAtPeriodEnd() {
    await this.page.goto("/profile");
    await this.subscriptionCard.getByRole("button", { name: "Manage Subscription" }).click();
    await expect(this.page).toHaveURL(/\/demo-portal$/);
    await expect(this.page.getByTestId("subscription-next")).toContainText("Premium renews on");
    await this.page.getByRole("button", { name: "Cancel at period end" }).click();
    await expect(toast(this.page, "Subscription cancelled")).toBeVisible();
    await expect(this.page.getByTestId("subscription-next")).toContainText("you keep Premium until");
    await expect(this.page.getByRole("button", { name: "Keep my subscription" })).toBeVisible();
  }
}

/** Answers one API call with a fixed response, the way a failing or other-mode server would. */
export async function answer(page: Page, path: string, status: number, body: object) {
  await page.route(`**${path}`, (route) => route.fulfill({ status, json: body }));
}
