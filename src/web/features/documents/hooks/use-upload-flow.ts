import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { isUnauthorizedError, serverMessage } from "../../../lib/api-client";
import { useUploadDocument } from "../api/documents";
import { checkPdfFile } from "../utils/check-pdf";

export type UploadPhase = "idle" | "uploading" | "success" | "error";

// Spec sections 4 and 9: +10% every 200 ms, capped at 90% until the server answers; 2 s on success.
const STEP_PERCENT = 10;
const STEP_MS = 200;
const CAP_PERCENT = 90;
export const CLOSE_AFTER_MS = 2000;

const PROBLEMS = {
  type: { title: "Invalid File Type", description: "Please select a PDF file." },
  size: { title: "File Too Large", description: "Please select a PDF file smaller than 10MB." },
} as const;

/** The upload dialog's states: idle -> uploading -> success (closes after 2 s) or error (Try Again). */
export function useUploadFlow(onFinished: () => void) {
  const upload = useUploadDocument();
  const [phase, setPhase] = useState<UploadPhase>("idle");
  const [progress, setProgress] = useState(0);
  const [fileName, setFileName] = useState<string | null>(null);
  /** The server's reason, shown in the dialog too: a modal hides the toasts from screen readers. */
  const [reason, setReason] = useState<string | null>(null);
  const tick = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const stopTimers = useCallback(() => {
    clearInterval(tick.current);
    clearTimeout(closeTimer.current);
  }, []);
  useEffect(() => stopTimers, [stopTimers]);

  const reset = useCallback(() => {
    stopTimers();
    setPhase("idle");
    setProgress(0);
    setFileName(null);
    setReason(null);
  }, [stopTimers]);

  const start = (file: File) => {
    if (phase === "uploading") return;
    const problem = checkPdfFile(file);
    if (problem) {
      toast.error(PROBLEMS[problem].title, { description: PROBLEMS[problem].description });
      return;
    }
    stopTimers();
    setPhase("uploading");
    setProgress(0);
    setFileName(file.name);
    tick.current = setInterval(() => setProgress((p) => Math.min(p + STEP_PERCENT, CAP_PERCENT)), STEP_MS);
    upload.mutate(file, {
      onSuccess: () => {
        stopTimers();
        setProgress(100);
        setPhase("success");
        toast.success("Upload Successful", {
          description: "Your PDF is being processed and will be available for AI coaching soon.",
        });
        closeTimer.current = setTimeout(() => {
          finished.current();
          reset();
        }, CLOSE_AFTER_MS);
      },
      onError: (error) => {
        stopTimers();
        setPhase("error");
        // A 401 already has its own toast and redirect (lib/query-client.ts).
        if (isUnauthorizedError(error)) return;
        const message = serverMessage(error, "");
        setReason(message || null);
        toast.error("Upload Failed", { description: message || "Failed to upload PDF. Please try again." });
      },
    });
  };

  return { phase, progress, fileName, reason, start, reset };
}
