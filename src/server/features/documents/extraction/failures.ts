import type { ExtractionFailure, FailureReason } from "./protocol";

// What the user sees (stored as the document's error): what went wrong and what to do about it.
const TOO_SLOW = "This PDF took too long to process. Try a smaller file.";
const MESSAGES: Record<Exclude<FailureReason, "too_long">, string> = {
  password:
    "This PDF is password-protected. Password-protected PDFs are not supported; remove the password and upload it again.",
  damaged: "This PDF is damaged and could not be read. Try exporting it again from the original.",
  no_text: "No selectable text found. This looks like a scanned document; upload a PDF with selectable text.",
  timeout: TOO_SLOW,
  too_large_memory: TOO_SLOW,
};

export const fail = (reason: Exclude<FailureReason, "too_long">): ExtractionFailure => ({
  ok: false,
  reason,
  message: MESSAGES[reason],
});
export const tooLong = (limit: string): ExtractionFailure => ({
  ok: false,
  reason: "too_long",
  message: `This book is too long (over ${limit}).`,
});
