import { toast } from "sonner";
import { isUnauthorizedError, serverMessage } from "./api-client";

/**
 * A failed call's toast: `title`, with the server's reason or `fallback` below it. A 401 shows
 * nothing here: it already has its own toast and redirect (lib/query-client.ts).
 */
export const failureToast = (title: string, fallback: string) => (error: unknown) => {
  if (!isUnauthorizedError(error)) toast.error(title, { description: serverMessage(error, fallback) });
};
