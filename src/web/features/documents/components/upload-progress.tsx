import { CheckCircle2, Loader2 } from "lucide-react";

/** The uploading and success states: the file, a progress bar and what happens next. */
export function UploadProgress({
  fileName,
  progress,
  done,
}: {
  fileName: string | null;
  progress: number;
  done: boolean;
}) {
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 px-4 py-6" aria-live="polite">
      <p className="flex items-center gap-2 font-medium text-slate-900">
        {done ? (
          <CheckCircle2 className="h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
        ) : (
          <Loader2 className="h-5 w-5 shrink-0 animate-spin text-brand-600" aria-hidden="true" />
        )}
        <span className="min-w-0 truncate">
          {done ? "Upload complete" : "Uploading"} {fileName ? `"${fileName}"` : ""}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${progress}%` }}
        />
      </div>
      <p className="text-sm text-slate-600">
        {done
          ? "Your book is being processed. Large books can take 2-5 minutes."
          : `${progress}% - please keep this window open.`}
      </p>
    </div>
  );
}
