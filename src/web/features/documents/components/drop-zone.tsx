import { FileUp } from "lucide-react";
import { type DragEvent, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";

/** Drag a PDF here, or pick one; either way the first file goes to `onFile` for checking. */
export function DropZone({ onFile }: { onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <section
      aria-label="Drop a PDF here"
      data-testid="drop-zone"
      data-dragging={dragging || undefined}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors ${
        dragging ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-slate-50"
      }`}
    >
      <FileUp className="h-10 w-10 text-slate-400" aria-hidden="true" />
      <p className="font-medium text-slate-900">Drag and drop your PDF here</p>
      <p className="text-sm text-slate-500">or</p>
      <Button variant="outline" onClick={() => input.current?.click()}>
        Choose PDF
      </Button>
      <input
        ref={input}
        type="file"
        accept=".pdf,application/pdf"
        aria-label="PDF file"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again (after an error) still counts.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <p className="text-xs text-slate-500">PDF only, up to 10 MB.</p>
    </section>
  );
}
