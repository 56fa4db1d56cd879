import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { Button } from "./button";

/** A centred modal with a title and a description; goes inside a Dialog.Root. */
export function DialogFrame({
  title,
  description,
  role,
  children,
}: {
  title: string;
  description: string;
  role?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
      <Dialog.Content
        {...(role ? { role } : {})}
        className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-2xl bg-white p-6 shadow-xl"
      >
        <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
        <Dialog.Description className="text-sm break-words text-slate-600">{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** Asks before something is deleted for good: Cancel, or a red Delete. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  busy,
  title,
  description,
  onDelete,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  title: string;
  description: string;
  onDelete: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame role="alertdialog" title={title} description={description}>
        <div className="flex justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.Close>
          <Button className="bg-red-600 hover:bg-red-700" onClick={onDelete} disabled={busy}>
            Delete
          </Button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
