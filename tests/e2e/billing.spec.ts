import { answer, BillingPages, CHECKOUT_LABEL, cardModeInBrowser, toast } from "./billing-page";
import { ChatPage } from "./chat-page";
import { expect, LoginPage, newUser, storesNothing, test } from "./fixtures";

const shot = (name: string, project: string) => `/tmp/shots-a/${name}-${project}.png`;

test("free to Premium in demo mode, then cancel at period end and stay Premium", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  const login = new LoginPage(page);
  await login.open();
  await login.createAccount(newUser({ firstName: "Jun" }));
  const chat = new ChatPage(page);
  await expect(chat.log).toBeVisible();
  for (let i = 1; i <= 4; i++) {
    await chat.send(`Question ${i}: how do I keep a first date relaxed?`);
    await expect(chat.coachMessages).toHaveCount(i);
    // The reply has finished streaming (a send is blocked while one is pending).
    await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0);
  }
  await expect(chat.quota).toHaveText("1 free message left today");
  await chat.send("Question 5: what if I get nervous?");
  // The fifth answer uses the day's last free message: it stays to be read, and the chat offers
  // the upgrade (the paywall itself comes on the next visit, or after a refused send).
  await expect(chat.coachMessages).toHaveCount(5);
  await expect(chat.quota).toContainText("No free messages left today.");
  await chat.quota.getByRole("link", { name: "Upgrade for unlimited coaching" }).click();
  await expect(page).toHaveURL(/\/paywall$/);
  const conversations = await (await page.request.get("/api/conversations")).json();
  const sixth = await page.request.post("/api/chat", {
    headers: { origin: baseURL! },
    data: { message: "Question 6", conversationId: conversations[0].id },
  });
  expect(sixth.status()).toBe(402);

  const billing = new BillingPages(page);
  await expect(billing.checkoutButton).toBeVisible();
  await expect(page.getByText("Cancel anytime")).toBeVisible();
  await expect(page.getByText("30-day money-back guarantee on your first payment.")).toBeVisible();
  await page.screenshot({ path: shot("paywall", info.project.name), fullPage: true });
  await billing.checkoutButton.click();
  await expect(page).toHaveURL(/\/demo-checkout\?session=/);
  await expect(page.getByRole("button", { name: "Subscribe (demo, no charge)" })).toBeVisible();
  await page.screenshot({ path: shot("demo-checkout", info.project.name), fullPage: true });
  await page.goBack();
  await billing.subscribeInDemo();
  await page.screenshot({ path: shot("success", info.project.name), fullPage: true });

  await page.getByRole("link", { name: "Start Your AI Coaching Journey" }).click();
  await expect(chat.log).toBeVisible();
  await expect(chat.quota).toHaveCount(0);
  await chat.send("Question 7: where should a second date be?");
  await expect(chat.coachMessages).toHaveCount(1);
  await expect(page).toHaveURL(/\/$/);

  await billing.cancelAtPeriodEnd();
  await page.screenshot({ path: shot("demo-portal", info.project.name), fullPage: true });
  await page.getByRole("link", { name: "Back to Profile" }).click();
  await expect(billing.subscriptionCard).toContainText("Premium Member");
  await expect(page.getByTestId("subscription-dates")).toContainText("Cancelled: Premium stays active until");
  await page.screenshot({ path: shot("profile-premium", info.project.name), fullPage: true });
  const status = await (await page.request.get("/api/subscription-status")).json();
  expect(status).toMatchObject({ subscribed: true, plan: "premium", messagesLeftToday: null });
});

test("/subscribe compares the plans; demo checkout's Cancel comes back", async ({ page, user: _ }, info) => {
  await page.goto("/subscribe");
  const premium = page.getByRole("region", { name: "Premium" });
  await expect(premium).toContainText("Most Popular");
  await expect(premium).toContainText("$29.99/month");
  await expect(page.getByRole("region", { name: "Free" })).toContainText("Your current plan");
  await expect(new BillingPages(page).demoNotice).toBeVisible();
  await page.screenshot({ path: shot("subscribe", info.project.name), fullPage: true });
  await premium.getByRole("button", { name: "Continue to demo checkout" }).click();
  await expect(page).toHaveURL(/\/demo-checkout\?session=/);
  await page.getByRole("link", { name: "Cancel and go back" }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  const status = await (await page.request.get("/api/subscription-status")).json();
  expect(status.plan).toBe("free");
});

test(
  "a free user's profile offers Upgrade to Premium, which opens /subscribe",
  storesNothing,
  async ({ page, user: _ }) => {
    await page.goto("/profile");
    const card = new BillingPages(page).subscriptionCard;
    await expect(card).toContainText("Free plan: 5 messages a day.");
    await card.getByRole("link", { name: "Upgrade to Premium" }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
  },
);

test("a visitor who is not signed in is sent to sign in before checkout", storesNothing, async ({ page }) => {
  await page.goto("/paywall");
  await expect(page.getByRole("link", { name: CHECKOUT_LABEL })).toHaveAttribute("href", "/api/login");
  // Only figures that are true: 24/7 always; live counts once they pass their floors.
  await expect(page.getByRole("region", { name: "Statistics" }).getByTestId("stats-row")).toContainText(
    "24/7",
  );
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test(
  "a checkout the server cannot create says 'Failed to create checkout session'",
  storesNothing,
  async ({ page, user: _ }) => {
    await answer(page, "/api/create-checkout-session", 503, {
      message: "The payment provider could not be reached.",
    });
    const billing = new BillingPages(page);
    await billing.openPaywall();
    await billing.checkoutButton.click();
    await expect(toast(page, "Failed to create checkout session")).toContainText("could not be reached");
    await expect(page).toHaveURL(/\/paywall$/);
  },
);

test("card mode: a publishable key that is not pk_ is refused", storesNothing, async ({ page, user: _ }) => {
  await answer(page, "/api/config/stripe-pk", 200, { mode: "stripe", publishableKey: "sk_live_wrong" });
  await page.goto("/subscribe");
  await expect(page.getByRole("alert")).toContainText("Invalid payment configuration received from server");
});

test(
  "card mode: a setup error offers Retry; Stripe.js that cannot load is a Payment System Error",
  storesNothing,
  async ({ page, user: _ }) => {
    await page.route("https://js.stripe.com/**", (route) => route.abort());
    await answer(page, "/api/config/stripe-pk", 200, { mode: "stripe", publishableKey: "pk_test_e2e" });
    let calls = 0;
    await page.route("**/api/get-or-create-subscription", (route) => {
      calls += 1;
      return calls === 1
        ? route.fulfill({ status: 503, json: { message: "The payment provider could not be reached." } })
        : route.fulfill({ status: 200, json: { clientSecret: "pi_123_secret_456" } });
    });
    await page.goto("/subscribe");
    const problem = page.getByRole("alert");
    await expect(problem).toContainText("Payment Error");
    await expect(problem).toContainText("The payment provider could not be reached.");
    await problem.getByRole("button", { name: "Retry" }).click();
    await expect(problem).toContainText("Payment System Error");
    await expect(problem).toContainText("Unable to load payment system. Please refresh the page.");
    // The load failure shows as soon as Retry clears the setup error, while its request may still be on the way.
    await expect.poll(() => calls).toBe(2);
  },
);

test(
  "card mode: Subscribe goes idle, processing, then a failure toast; a retry succeeds and opens /success",
  storesNothing,
  async ({ page, user: _, baseURL }) => {
    const payment = await cardModeInBrowser(page);
    await page.goto("/subscribe");
    const form = page.getByRole("form", { name: "Card payment" });
    await expect(form).toContainText("Card number, expiry and CVC");
    const pay = form.getByRole("button", { name: "Subscribe - $29.99/month" });
    await pay.click();
    await expect(form.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await payment.release({ error: { message: "Your card was declined." } });
    await expect(toast(page, "Payment Failed")).toContainText("Your card was declined.");
    await expect(pay).toBeEnabled();

    await pay.click();
    await payment.release({ paymentIntent: { id: "pi_e2e", status: "succeeded" } });
    await expect(toast(page, "Payment Successful")).toContainText("You are now subscribed to Premium!");
    await expect(page).toHaveURL(/\/success$/);
    const calls = (await payment.calls()) as { confirmParams: object; redirect: string }[];
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({
      confirmParams: { return_url: `${baseURL}/success` },
      redirect: "if_required",
    });
    // This server took no money: /success asks the provider and does not claim Premium.
    await expect(page.getByRole("heading", { name: "Your payment is not confirmed yet" })).toBeVisible();
  },
);
