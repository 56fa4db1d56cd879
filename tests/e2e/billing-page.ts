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

/** The page's window as the stand-in sees it (Stripe.js's own typing of window.Stripe aside). */
type PaymentWindow = {
  Stripe?: unknown;
  __payment?: { calls: unknown[]; release: (result: object) => void };
};

/**
 * Card mode in the browser without Stripe's servers: the API answers as a Stripe-mode server
 * would, and `window.Stripe` is a stand-in with the surface @stripe/react-stripe-js uses.
 * stripe-js takes an existing `window.Stripe` instead of loading its script. Each confirmPayment
 * waits until the test calls `release(result)`, so the processing state can be seen.
 */
export async function cardModeInBrowser(page: Page) {
  await answer(page, "/api/config/stripe-pk", 200, { mode: "stripe", publishableKey: "pk_test_e2e" });
  await answer(page, "/api/get-or-create-subscription", 200, { clientSecret: "pi_e2e_secret_e2e" });
  await page.addInitScript(() => {
    const w = window as unknown as PaymentWindow;
    const pending: ((result: unknown) => void)[] = [];
    w.__payment = { calls: [], release: (result) => pending.shift()?.(result) };
    const element = {
      mount(node: HTMLElement) {
        node.textContent = "Card number, expiry and CVC";
      },
      on() {},
      off() {},
      update() {},
      destroy() {},
    };
    const ignored = () => Promise.resolve({});
    w.Stripe = () => ({
      elements: () => ({ create: () => element, update() {}, getElement: () => element }),
      createToken: ignored,
      createPaymentMethod: ignored,
      confirmCardPayment: ignored,
      confirmPayment(options: object) {
        w.__payment!.calls.push(options);
        return new Promise((resolve) => pending.push(resolve as (result: unknown) => void));
      },
    });
  });
  return {
    release: (result: object) =>
      page.evaluate((value) => (window as unknown as PaymentWindow).__payment!.release(value), result),
    calls: () => page.evaluate(() => (window as unknown as PaymentWindow).__payment!.calls),
  };
}
