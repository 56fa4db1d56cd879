import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Memory } from "../../../../shared/api/memory";
import { apiRequest } from "../../../lib/api-client";

export const memoriesKey = ["/api/memories"] as const;

// Chatting adds memories on the server, so the list is read afresh whenever it is shown.
export const useMemories = () => useQuery<Memory[]>({ queryKey: memoriesKey, refetchOnMount: "always" });

export const updateMemory = ({ id, fact }: { id: string; fact: string }) =>
  apiRequest<Memory>("PATCH", `/api/memories/${id}`, { fact });

export const deleteMemory = (id: string) => apiRequest<void>("DELETE", `/api/memories/${id}`);

export function useUpdateMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemory,
    onSuccess: (updated) =>
      queryClient.setQueryData<Memory[]>(memoriesKey, (list) =>
        list?.map((m) => (m.id === updated.id ? updated : m)),
      ),
  });
}

export function useDeleteMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemory,
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<Memory[]>(memoriesKey, (list) => list?.filter((m) => m.id !== id)),
  });
}
