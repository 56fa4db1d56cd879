import { AppError } from "../../../shared/errors";

const PDF_MAGIC = Buffer.from("%PDF-");

/** A PDF by its bytes: the header must appear within the first 1024 bytes (as readers allow). */
export function assertPdfBytes(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new AppError("BAD_REQUEST", "The file is empty. Please select a PDF file.");
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024));
  if (head.indexOf(PDF_MAGIC) === -1) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "This file is not a PDF. Please select a PDF file.");
  }
}

/** The uploaded file name as a display label only: no path, no control characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  const label = base
    .replace(/\p{Cc}/gu, "")
    .replace(/^\.+/, "")
    .trim()
    .slice(0, 200);
  return label || "document.pdf";
}
