import { apiKeySchema, INVALID_API_KEY } from "../../../../shared/api/provider-test";

const STORAGE_KEY = "dating-coach.provider-key";

type KeyStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function tabStorage(): KeyStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: the key lives only as long as the page
  }
}

/** The 'sk-' rule (spec section 5): a toast title and description when the key is not usable. */
export function apiKeyProblem(key: string): { title: string; description: string } | null {
  const parsed = apiKeySchema.safeParse(key);
  if (parsed.success) return null;
  return {
    title: INVALID_API_KEY.title,
    description: parsed.error.issues[0]?.message ?? INVALID_API_KEY.description,
  };
}

/** Enough of the key to recognise it, never enough to use it: "sk-…3f9a". */
export function maskKey(key: string): string {
  return key.length > 10 ? `sk-…${key.slice(-4)}` : "sk-…";
}

/** The key is kept for this browser tab only (session storage), never in local storage or a cookie. */
export function readStoredKey(store: KeyStore | null = tabStorage()): string | null {
  const key = store?.getItem(STORAGE_KEY) ?? null;
  return key && !apiKeyProblem(key) ? key : null;
}

export function storeKey(key: string, store: KeyStore | null = tabStorage()) {
  store?.setItem(STORAGE_KEY, key.trim());
}

export function forgetKey(store: KeyStore | null = tabStorage()) {
  store?.removeItem(STORAGE_KEY);
}
