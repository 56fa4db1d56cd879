import { MAX_UPLOAD_BYTES } from "../../../../shared/api/documents";

export type PdfProblem = "type" | "size";

/**
 * What the browser can tell before uploading: a PDF by its type or its .pdf name (some systems
 * send no type), and at most 10 MB. The server still checks the bytes themselves.
 */
export function checkPdfFile(file: Pick<File, "name" | "type" | "size">): PdfProblem | null {
  const looksLikePdf = file.type === "application/pdf" || /\.pdf$/i.test(file.name);
  if (!looksLikePdf) return "type";
  if (file.size > MAX_UPLOAD_BYTES) return "size";
  return null;
}
