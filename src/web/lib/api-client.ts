/** Every call goes through here: cookies included, JSON in and out, the spec's error text. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

/** '{status}: {body or status text}' (spec section 8). */
export function errorText(status: number, body: string, statusText: string): string {
  return `${status}: ${body || statusText}`;
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** Spec section 8: a 402 or 'Subscription required' means the plan's daily limit is used up. */
export function isSubscriptionRequired(error: unknown): boolean {
  return (
    error instanceof Error &&
    (/^402: /.test(error.message) || error.message.includes("Subscription required"))
  );
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text();
  throw new ApiError(response.status, errorText(response.status, body, response.statusText));
}

/** The server's `{ message }` out of an ApiError's text, for showing to a person. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, "");
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === "string" ? parsed.message : fallback;
  } catch {
    return body || fallback;
  }
}

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * POSTs one file as multipart form data (field `pdf` unless told otherwise). The browser sets the
 * content type itself, boundary included, so no header is given here.
 */
export async function uploadFile<T = unknown>(url: string, file: File, field = "pdf"): Promise<T> {
  const body = new FormData();
  body.append(field, file);
  const response = await fetch(url, { method: "POST", body, credentials: "include" });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** Queries: GET of the key parts joined by slashes; a 401 throws unless told to answer null. */
export function getQueryFn<T>(options: { on401: "returnNull" | "throw" }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (options.on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
