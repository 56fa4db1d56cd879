import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { uploadTestResponseSchema } from "../../../../shared/api/documents";
import { uploadFile } from "../../../lib/api-client";

export type UploadTestResponse = z.infer<typeof uploadTestResponseSchema>;

/** The test page's call: the server extracts the PDF at once, keeps nothing and reports how it went. */
export const uploadTestPdf = (file: File) =>
  uploadFile<UploadTestResponse>("/api/documents/upload-test", file);

export const useUploadTestPdf = () => useMutation({ mutationFn: uploadTestPdf });
