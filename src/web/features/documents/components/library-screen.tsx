import { BookOpen } from "lucide-react";
import { useDocuments } from "../api/documents";
import { DocumentCard } from "./document-card";
import { UploadBookButton } from "./upload-dialog";

function EmptyState() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <BookOpen className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
      <p className="mt-4 text-lg font-semibold text-slate-900">No books yet</p>
      <p className="mt-1 text-sm text-slate-600">
        Upload a PDF book and your coach will draw on it in its advice.
      </p>
      <UploadBookButton label="Upload Your First Book" className="mt-6" />
    </div>
  );
}

/** Document Library: the user's books, newest first, with their processing status. */
export function LibraryScreen({ maxBooks }: { maxBooks: number }) {
  const { data, isPending, isError } = useDocuments();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Document Library</h1>
          <p className="text-sm text-slate-600">
            Your plan includes {maxBooks} {maxBooks === 1 ? "book" : "books"}.
          </p>
        </div>
        <UploadBookButton />
      </div>
      {isPending && <div aria-busy="true" className="h-32" />}
      {isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          Your books could not be loaded. Please reload the page.
        </p>
      )}
      {data?.length === 0 && <EmptyState />}
      {data && data.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Books">
          {data.map((doc) => (
            <DocumentCard key={doc.id} doc={doc} />
          ))}
        </ul>
      )}
    </div>
  );
}
