import { AlertCircle, CheckCircle2, CircleDashed, Loader2 } from "lucide-react";
import type { DocumentDto } from "../../../../shared/api/documents";
import { formatCharacters } from "../utils/format-characters";

const row = "flex items-center gap-2 text-sm";

/** The card's status line: processing, failed (with the reason), completed, or anything else. */
export function DocumentStatus({ doc }: { doc: DocumentDto }) {
  if (doc.status === "processing") {
    return (
      <p className={`${row} text-amber-700`} role="status">
        <Loader2 className="h-4 w-4 shrink-0 animate-spin" aria-hidden="true" />
        Processing document...
      </p>
    );
  }
  if (doc.status === "error") {
    return (
      <div className="space-y-1">
        <p className={`${row} font-medium text-red-700`}>
          <AlertCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
          Failed to process document
        </p>
        {doc.error && <p className="text-sm text-slate-600">{doc.error}</p>}
      </div>
    );
  }
  if (doc.status === "completed") {
    const parts = [
      doc.pageCount === null ? null : `${doc.pageCount} ${doc.pageCount === 1 ? "page" : "pages"}`,
      doc.extractedLength === null ? null : formatCharacters(doc.extractedLength),
    ].filter(Boolean);
    return (
      <p className={`${row} text-emerald-700`}>
        <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" />
        Ready{parts.length > 0 ? ` · ${parts.join(" · ")}` : ""}
      </p>
    );
  }
  return (
    <p className={`${row} text-slate-600`}>
      <CircleDashed className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="capitalize">{doc.status}</span>
    </p>
  );
}
