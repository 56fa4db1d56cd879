import { afterEach, expect, test, vi } from "vitest";
import {
  apiRequest,
  errorText,
  getQueryFn,
  isUnauthorizedError,
  serverMessage,
  uploadFile,
} from "./api-client";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string, statusText = "") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body || null, { status, statusText })),
  );
}

test("error text is '{status}: {body}', or the status text when the body is empty", () => {
  expect(errorText(402, '{"message":"Subscription required"}', "Payment Required")).toBe(
    '402: {"message":"Subscription required"}',
  );
  expect(errorText(500, "", "Internal Server Error")).toBe("500: Internal Server Error");
});

test("a failed call throws the spec's error text", async () => {
  answer(400, '{"message":"email: Enter a valid email address"}');
  await expect(apiRequest("POST", "/api/x", {})).rejects.toThrow(
    '400: {"message":"email: Enter a valid email address"}',
  );
  answer(503, "", "Service Unavailable");
  await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
});

test("apiRequest sends JSON with credentials and parses the answer", async () => {
  const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  await expect(apiRequest("POST", "/api/thing", { a: 1 })).resolves.toEqual({ ok: true });
  expect(fetch).toHaveBeenCalledWith("/api/thing", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: '{"a":1}',
    credentials: "include",
  });
});

test("401 is recognised only with the Unauthorized text", () => {
  expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
  expect(isUnauthorizedError(new Error('401: {"message":"Invalid email or password."}'))).toBe(false);
  expect(isUnauthorizedError(new Error("403: Unauthorized"))).toBe(false);
  expect(isUnauthorizedError("401: Unauthorized")).toBe(false);
});

test("queries GET the key joined by slashes; 401 returns null or throws as asked", async () => {
  const fetch = vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 }));
  vi.stubGlobal("fetch", fetch);
  await expect(
    getQueryFn({ on401: "returnNull" })({ queryKey: ["/api/conversations", "7", "messages"] }),
  ).resolves.toBe(null);
  expect(fetch).toHaveBeenCalledWith("/api/conversations/7/messages", { credentials: "include" });
  await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api/auth/user"] })).rejects.toThrow(
    '401: {"message":"Unauthorized"}',
  );
});

test("serverMessage pulls the message out of the error text", () => {
  expect(serverMessage(new Error('409: {"message":"Already there"}'), "fallback")).toBe("Already there");
  expect(serverMessage(new Error("502: Bad Gateway"), "fallback")).toBe("Bad Gateway");
  expect(serverMessage(new Error('500: {"other":1}'), "fallback")).toBe("fallback");
  expect(serverMessage(null, "fallback")).toBe("fallback");
});

test("uploadFile posts the file as multipart without its own content type", async () => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"ok":1}', { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  const file = new File(["%PDF-1.4"], "book.pdf", { type: "application/pdf" });
  await expect(uploadFile("/api/documents/upload", file)).resolves.toEqual({ ok: 1 });
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toBe("/api/documents/upload");
  expect(init).toMatchObject({ method: "POST", credentials: "include" });
  expect(init.headers).toBeUndefined();
  const sent = (init.body as FormData).get("pdf") as File;
  expect(sent.name).toBe("book.pdf");
  expect(await sent.text()).toBe("%PDF-1.4");
});

test("a failed upload throws the spec's error text", async () => {
  answer(413, '{"message":"File too large: PDFs can be at most 10 MB."}');
  await expect(uploadFile("/api/documents/upload", new File(["x"], "a.pdf"))).rejects.toThrow(
    '413: {"message":"File too large: PDFs can be at most 10 MB."}',
  );
});
