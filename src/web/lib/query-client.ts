import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { getQueryFn, isUnauthorizedError } from "./api-client";

export const LOGIN_REDIRECT_MS = 500;

/** A protected call answered 401: say so, then send the browser to sign in again. */
function onError(error: unknown) {
  if (!isUnauthorizedError(error)) return;
  // Loaded on demand, so pages that never toast (the landing page) ship without the toast library.
  void import("sonner").then(({ toast }) =>
    toast.error("Unauthorized", {
      id: "unauthorized",
      description: "You are logged out. Logging in again...",
    }),
  );
  setTimeout(() => window.location.assign("/api/login"), LOGIN_REDIRECT_MS);
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
