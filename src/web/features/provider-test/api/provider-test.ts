import { useMutation } from "@tanstack/react-query";
import {
  type ChatTestResponse,
  PROVIDER_KEY_HEADER,
  type TestApiKeyResponse,
} from "../../../../shared/api/provider-test";
import { throwIfNotOk } from "../../../lib/api-client";

/** POSTs JSON with the visitor's key in its own header (never in a URL, cookie or stored body). */
async function postWithKey<T>(url: string, body: object, key: string | null): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (key) headers[PROVIDER_KEY_HEADER] = key;
  const response = await fetch(url, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

export const testApiKey = (key: string) => postWithKey<TestApiKeyResponse>("/api/test-api-key", {}, key);
export const useTestApiKey = () => useMutation({ mutationFn: testApiKey });

export const sendChatTest = ({ message, key }: { message: string; key: string | null }) =>
  postWithKey<ChatTestResponse>("/api/chat-test", { message }, key);
export const useChatTest = () => useMutation({ mutationFn: sendChatTest });
