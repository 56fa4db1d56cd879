import type { FastifyRequest } from "fastify";
import { AppError } from "../../../shared/errors";
import { ProviderError } from "./provider";

export const PROVIDER_UNAVAILABLE =
  "The payment provider could not be reached. Please try again in a moment.";

/** Runs a provider call for a request: a provider failure is logged and answered 503. */
export async function viaProvider<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    request.log.error({ err: error }, "payment provider call failed");
    throw new AppError("UNAVAILABLE", PROVIDER_UNAVAILABLE);
  }
}
