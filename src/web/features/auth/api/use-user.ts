import { useQuery } from "@tanstack/react-query";
import type { User } from "../../../../shared/api/auth";
import { getQueryFn } from "../../../lib/api-client";

export const userQueryKey = ["/api/auth/user"] as const;

/** Signed in when the current-user call returns data; a 401 simply means signed out. */
export function useUser() {
  const query = useQuery({ queryKey: userQueryKey, queryFn: getQueryFn<User>({ on401: "returnNull" }) });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}
