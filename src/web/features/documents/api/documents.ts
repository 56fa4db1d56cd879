import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { DocumentDto, uploadResponseSchema } from "../../../../shared/api/documents";
import { apiRequest, uploadFile } from "../../../lib/api-client";

export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** The URL as the key, like every other list (lib/api-client's default query function). */
export const documentsKey = ["/api/documents"] as const;

export const POLL_WHILE_PROCESSING_MS = 2000;

export const isProcessing = (doc: Pick<DocumentDto, "status">) => doc.status === "processing";

/**
 * The user's books, newest first. The app never polls, except here: while a book is still being
 * processed the list is fetched again every 2 s, and it stops once none is.
 */
export const useDocuments = () =>
  useQuery<DocumentDto[]>({
    queryKey: documentsKey,
    refetchInterval: (query) => (query.state.data?.some(isProcessing) ? POLL_WHILE_PROCESSING_MS : false),
  });

export const uploadDocument = (file: File) => uploadFile<UploadResponse>("/api/documents/upload", file);

export const deleteDocument = (id: string) => apiRequest<void>("DELETE", `/api/documents/${id}`);

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: ({ document }) => {
      // Show the new card at once (as the server answered: processing), then refetch the truth.
      queryClient.setQueryData<DocumentDto[]>(documentsKey, (list) =>
        list ? [document, ...list.filter((d) => d.id !== document.id)] : list,
      );
      void queryClient.invalidateQueries({ queryKey: documentsKey });
    },
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<DocumentDto[]>(documentsKey, (list) => list?.filter((d) => d.id !== id));
      void queryClient.invalidateQueries({ queryKey: documentsKey });
    },
  });
}
