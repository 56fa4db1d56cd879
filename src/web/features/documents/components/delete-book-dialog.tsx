import * as Dialog from "@radix-ui/react-dialog";
import { Button } from "../../../components/ui/button";

/** Asks before a book is deleted; deleting also removes it from the coach's sources. */
export function DeleteBookDialog({
  open,
  onOpenChange,
  name,
  busy,
  onDelete,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  busy: boolean;
  onDelete: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">Delete this book?</Dialog.Title>
          <Dialog.Description className="text-sm break-words text-slate-600">
            "{name}" will be removed from your library and your coach will no longer use it. This cannot be
            undone.
          </Dialog.Description>
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.Close>
            <Button className="bg-red-600 hover:bg-red-700" onClick={onDelete} disabled={busy}>
              Delete
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
