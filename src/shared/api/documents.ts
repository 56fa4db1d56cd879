import { z } from "zod";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const documentSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  fileSize: z.number().int(),
  status: z.string(),
  /** Why processing failed, in words the user can act on. */
  error: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  /** Length of the extracted text in characters (the text itself stays on the server). */
  extractedLength: z.number().int().nullable(),
  uploadedAt: z.string(),
});
export type DocumentDto = z.infer<typeof documentSchema>;

export const uploadResponseSchema = z.object({ document: documentSchema, message: z.string() });
export const uploadTestResponseSchema = z.object({
  document: z.object({ id: z.string(), status: z.string() }),
  message: z.string(),
});
export const documentParamsSchema = z.object({ id: z.uuid("Unknown document") });
