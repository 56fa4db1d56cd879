import { AlertCircle, CheckCircle2, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { PublicLayout } from "../../../components/layout/public-layout";
import { Button } from "../../../components/ui/button";
import { failureToast } from "../../../lib/failure-toast";
import { type UploadTestResponse, useUploadTestPdf } from "../api/upload-test";
import { checkPdfFile } from "../utils/check-pdf";

// The test page has its own wording (spec section 5).
const PROBLEMS = {
  type: { title: "Invalid File", description: "Please select a PDF file" },
  size: { title: "File Too Large", description: "File must be under 10MB" },
} as const;

function Result({ result }: { result: UploadTestResponse }) {
  const ok = result.document.status === "completed";
  const Icon = ok ? CheckCircle2 : AlertCircle;
  return (
    <div
      role="status"
      data-status={result.document.status}
      className={`flex gap-3 rounded-xl px-4 py-3 text-sm ${ok ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 break-words">{result.message}</p>
    </div>
  );
}

/** PDF Upload Test: posts a PDF to the test call, which extracts it at once and keeps nothing. */
export function UploadTestPage() {
  const inputId = useId();
  const test = useUploadTestPdf();
  const [file, setFile] = useState<File | null>(null);

  const pick = (input: HTMLInputElement) => {
    const picked = input.files?.[0];
    test.reset();
    setFile(null);
    if (!picked) return;
    const problem = checkPdfFile(picked);
    if (problem) {
      input.value = ""; // the rejected file should not look chosen
      toast.error(PROBLEMS[problem].title, { description: PROBLEMS[problem].description });
      return;
    }
    setFile(picked);
  };

  const send = () => {
    if (!file) return;
    test.mutate(file, { onError: failureToast("Upload Failed", "Failed to upload PDF. Please try again.") });
  };

  return (
    <PublicLayout>
      <div className="mx-auto max-w-xl space-y-6 px-4 py-16">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold">PDF Upload Test</h1>
          <p className="text-slate-600">
            Check how a PDF reads before adding it to your library: pages, characters and time. Nothing is
            kept. You need to be signed in.
          </p>
        </div>
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
            PDF file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".pdf,application/pdf"
            onChange={(event) => pick(event.currentTarget)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold hover:file:bg-slate-200"
          />
          <Button onClick={send} disabled={!file || test.isPending}>
            {test.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {test.isPending ? "Testing..." : "Upload and test"}
          </Button>
          {test.data && <Result result={test.data} />}
        </div>
      </div>
    </PublicLayout>
  );
}
