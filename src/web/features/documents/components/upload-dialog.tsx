import * as Dialog from "@radix-ui/react-dialog";
import { Upload, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button, type ButtonVariant } from "../../../components/ui/button";
import { useUploadFlow } from "../hooks/use-upload-flow";
import { DropZone } from "./drop-zone";
import { UploadProgress } from "./upload-progress";

/** The one upload dialog (chat screen, Library, Library's empty state), opened by `trigger`. */
export function UploadDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const flow = useUploadFlow(() => setOpen(false));
  const uploading = flow.phase === "uploading";

  const onOpenChange = (next: boolean) => {
    // Closing mid-upload would hide the outcome; Escape, outside clicks and the X all wait.
    if (!next && uploading) return;
    if (!next) flow.reset();
    setOpen(next);
  };
  const blockWhileUploading = (event: Event) => {
    if (uploading) event.preventDefault();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          aria-busy={uploading}
          onEscapeKeyDown={blockWhileUploading}
          onInteractOutside={blockWhileUploading}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-2xl bg-white p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">Upload a book</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              disabled={uploading}
              className="-m-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-40"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-slate-600">
            Add a PDF book and your coach will draw on it when it answers you.
          </Dialog.Description>
          {flow.phase === "idle" && <DropZone onFile={flow.start} />}
          {(uploading || flow.phase === "success") && (
            <UploadProgress fileName={flow.fileName} progress={flow.progress} done={!uploading} />
          )}
          {flow.phase === "error" && (
            <div role="alert" className="space-y-4 rounded-xl bg-red-50 px-4 py-6 text-center">
              <p className="text-sm text-red-700">
                There was an error processing your PDF. Please try again.
              </p>
              {flow.reason && <p className="text-sm break-words text-slate-700">{flow.reason}</p>}
              <Button onClick={flow.reset}>Try Again</Button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "Upload book": opens the upload dialog. */
export function UploadBookButton({
  label = "Upload book",
  variant = "primary",
  className = "",
}: {
  label?: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <UploadDialog
      trigger={
        <Button variant={variant} className={className}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          {label}
        </Button>
      }
    />
  );
}
