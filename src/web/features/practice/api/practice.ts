import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  PracticeOverview,
  PracticeSession,
  StartPracticeRequest,
} from "../../../../shared/api/practice";
import { apiRequest } from "../../../lib/api-client";

/** The overview and every session share this prefix, so one invalidation covers both. */
export const practiceKey = ["/api/practice/sessions"] as const;
export const sessionKey = (id: string) => ["/api/practice/sessions", id] as const;

export const usePracticeOverview = () => useQuery<PracticeOverview>({ queryKey: practiceKey });

export const usePracticeSession = (id: string) => useQuery<PracticeSession>({ queryKey: sessionKey(id) });

export const startPractice = (body: StartPracticeRequest) =>
  apiRequest<PracticeSession>("POST", "/api/practice/sessions", body);

/** Starts a scene; the new session goes straight into the cache, so its screen opens at once. */
export function useStartPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPractice,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionKey(session.id), session);
      void queryClient.invalidateQueries({ queryKey: practiceKey, exact: true });
    },
  });
}

/** The server answers with the whole session after each line (and after the end). */
function useSessionUpdate<V>(id: string, request: (variables: V) => Promise<PracticeSession>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionKey(id), session);
      if (session.status === "completed") {
        void queryClient.invalidateQueries({ queryKey: practiceKey, exact: true });
      }
    },
  });
}

export const useSayLine = (id: string) =>
  useSessionUpdate<string>(id, (message) =>
    apiRequest<PracticeSession>("POST", `/api/practice/sessions/${id}/turns`, { message }),
  );

export const useEndPractice = (id: string) =>
  useSessionUpdate<void>(id, () => apiRequest<PracticeSession>("POST", `/api/practice/sessions/${id}/end`));
