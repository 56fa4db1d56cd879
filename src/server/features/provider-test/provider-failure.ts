import {
  APIConnectionTimeoutError,
  APIError,
  AuthenticationError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from "openai";
import { AppError } from "../../../shared/errors";
import { CoachEngineError } from "../coach/engine";

/**
 * Turns whatever the provider or the SDK threw into a message fit for the visitor. Provider bodies
 * often echo the key back, so neither they nor the SDK's messages ever reach a reply or the log.
 */
export function providerFailure(error: unknown, model: string): AppError {
  if (error instanceof AppError) return error;
  const cause = error instanceof CoachEngineError ? error.cause : error;
  if (cause instanceof AuthenticationError) {
    return new AppError(
      "BAD_REQUEST",
      "The AI provider rejected this API key (401). Check it and try again.",
    );
  }
  if (cause instanceof PermissionDeniedError) {
    return new AppError("BAD_REQUEST", "The AI provider refused this key access (403).");
  }
  if (cause instanceof NotFoundError) {
    return new AppError(
      "BAD_REQUEST",
      `The AI provider answered 404: it may not offer model "${model}" or the models list.`,
    );
  }
  if (cause instanceof RateLimitError) {
    return new AppError(
      "TOO_MANY_REQUESTS",
      "The AI provider is limiting this key (429): too many requests, or no credit left.",
    );
  }
  if (
    cause instanceof APIConnectionTimeoutError ||
    (error instanceof CoachEngineError && error.reason === "timeout")
  ) {
    return tookTooLong();
  }
  if (cause instanceof APIError && typeof cause.status === "number") {
    return new AppError(
      "UNAVAILABLE",
      `The AI provider answered with an error (${cause.status}). Please try again later.`,
    );
  }
  if (error instanceof CoachEngineError && error.reason === "bad_response") {
    return new AppError("UNAVAILABLE", "The AI provider sent an answer we couldn't read. Please try again.");
  }
  return new AppError("UNAVAILABLE", "Could not reach the AI provider. Please try again later.");
}

export function tookTooLong(): AppError {
  return new AppError("UNAVAILABLE", "The AI provider took too long to answer. Please try again.");
}

/** What may be logged about a failure: its kind, never its message. */
export function failureKind(error: unknown): string {
  const cause = error instanceof CoachEngineError ? error.cause : error;
  if (cause instanceof APIError) return `${cause.constructor.name}:${cause.status ?? "none"}`;
  return error instanceof Error ? error.constructor.name : typeof error;
}
