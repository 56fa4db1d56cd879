import { FileText, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { DocumentDto } from "../../../../shared/api/documents";
import { Button } from "../../../components/ui/button";
import { failureToast } from "../../../lib/failure-toast";
import { formatFileSize } from "../../../lib/format-file-size";
import { useDeleteDocument } from "../api/documents";
import { DeleteBookDialog } from "./delete-book-dialog";
import { DocumentStatus } from "./document-status";

const uploadedOn = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

/** One book in the Library grid. */
export function DocumentCard({ doc }: { doc: DocumentDto }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDocument();
  const onDelete = () =>
    remove.mutate(doc.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success("Book deleted");
      },
      onError: failureToast("Error", "Could not delete this book."),
    });

  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      data-status={doc.status}
    >
      <div className="flex items-start gap-3">
        <FileText className="mt-0.5 h-8 w-8 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-slate-900" title={doc.originalName}>
            {doc.originalName}
          </h2>
          <p className="text-sm text-slate-500">
            {formatFileSize(doc.fileSize)} ·{" "}
            <span className="whitespace-nowrap">
              Uploaded <time dateTime={doc.uploadedAt}>{uploadedOn(doc.uploadedAt)}</time>
            </span>
          </p>
        </div>
        <Button
          variant="ghost"
          className="-m-2 shrink-0"
          aria-label={`Delete ${doc.originalName}`}
          title="Delete"
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
        </Button>
      </div>
      <DocumentStatus doc={doc} />
      <DeleteBookDialog
        open={confirming}
        onOpenChange={setConfirming}
        name={doc.originalName}
        busy={remove.isPending}
        onDelete={onDelete}
      />
    </li>
  );
}
