import { AppError } from "../../../shared/errors";
import type { Db } from "../../db/client";
import type { BillingProvider } from "./provider";
import { forgetEvent, recordEvent } from "./queries";
import { syncSubscription } from "./sync-subscription";

export type WebhookOutcome = "synced" | "duplicate" | "ignored";

/**
 * Verifies the signature on the raw body (bad or stale: 400), handles each event id once, and
 * takes only the customer id from the payload: the plan comes from re-reading the provider.
 */
export async function handleWebhook(input: {
  db: Db;
  provider: BillingProvider;
  rawBody: Buffer;
  signature: string | undefined;
  now: () => Date;
}): Promise<WebhookOutcome> {
  const { db, provider } = input;
  if (!provider.verifyWebhook) throw new AppError("NOT_FOUND", "Not Found");
  let event: ReturnType<NonNullable<BillingProvider["verifyWebhook"]>>;
  try {
    event = provider.verifyWebhook(input.rawBody, input.signature);
  } catch {
    throw new AppError("BAD_REQUEST", "Webhook signature verification failed");
  }
  if (!(await recordEvent(db, { id: event.id, type: event.type, now: input.now() }))) return "duplicate";
  if (!event.customerId) return "ignored";
  try {
    await syncSubscription({ db, provider, customerId: event.customerId, now: input.now });
    return "synced";
  } catch (error) {
    // Not handled after all: the provider retries, and the retry must not look like a repeat.
    await forgetEvent(db, event.id);
    throw error;
  }
}
