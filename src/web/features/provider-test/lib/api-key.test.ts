import { expect, test } from "vitest";
import { apiKeyProblem, forgetKey, maskKey, readStoredKey, storeKey } from "./api-key";

const invalid = {
  title: "Invalid API Key",
  description: "Please enter a valid OpenAI API key starting with 'sk-'",
};

test("a key must be non-empty and start with 'sk-'", () => {
  expect(apiKeyProblem("")).toEqual(invalid);
  expect(apiKeyProblem("   ")).toEqual(invalid);
  expect(apiKeyProblem("pk_live_123")).toEqual(invalid);
  expect(apiKeyProblem("SK-upper")).toEqual(invalid);
  expect(apiKeyProblem("sk-proj-abc123")).toBeNull();
  expect(apiKeyProblem("  sk-abc  ")).toBeNull();
  expect(apiKeyProblem("sk-a b")?.description).toBe("API keys contain no spaces or special characters");
});

test("a masked key shows only its last four characters", () => {
  expect(maskKey("sk-proj-1234567890abcd")).toBe("sk-…abcd");
  expect(maskKey("sk-short")).toBe("sk-…");
});

test("the key is kept in the given (session) store, trimmed, and can be forgotten", () => {
  const map = new Map<string, string>();
  const store = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
  expect(readStoredKey(store)).toBeNull();
  storeKey("  sk-test-123456789  ", store);
  expect(readStoredKey(store)).toBe("sk-test-123456789");
  map.set("dating-coach.provider-key", "not-a-key");
  expect(readStoredKey(store)).toBeNull();
  storeKey("sk-test-123456789", store);
  forgetKey(store);
  expect(readStoredKey(store)).toBeNull();
  expect(readStoredKey(null)).toBeNull();
});
