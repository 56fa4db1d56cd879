import type { FastifyRequest } from "fastify";
import { apiKeySchema, INVALID_API_KEY, PROVIDER_KEY_HEADER } from "../../../shared/api/provider-test";
import { AppError } from "../../../shared/errors";

/**
 * The visitor's provider key from the header (or, failing that, the body's `apiKey`), checked
 * against the 'sk-' rule. null when none was sent. The key lives only as long as the request.
 */
export function readProviderKey(request: FastifyRequest, bodyKey?: string): string | null {
  const header = request.headers[PROVIDER_KEY_HEADER];
  const raw = (Array.isArray(header) ? header[0] : header) || bodyKey;
  if (!raw) return null;
  const parsed = apiKeySchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? INVALID_API_KEY.description);
  }
  return parsed.data;
}
