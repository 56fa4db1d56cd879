import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDeleteDialog, DialogFrame } from "../../../components/ui/dialog-frame";

// renameConversationRequestSchema allows 100 characters; the contract exports no constant for it.
const TITLE_INPUT_MAX = 100;

type Base = { open: boolean; onOpenChange: (open: boolean) => void; busy: boolean };

export function RenameDialog({
  open,
  onOpenChange,
  busy,
  title,
  onRename,
}: Base & { title: string; onRename: (title: string) => void }) {
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("title") ?? "").trim();
    if (value) onRename(value);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        title="Rename conversation"
        description="Give this conversation a name you will recognise."
      >
        <form onSubmit={onSubmit} className="space-y-4">
          <label htmlFor={id} className="sr-only">
            Title
          </label>
          <input
            id={id}
            name="title"
            defaultValue={title}
            required
            maxLength={TITLE_INPUT_MAX}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
          />
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.Close>
            <Button type="submit" disabled={busy}>
              Save
            </Button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}

export function DeleteDialog({ title, ...props }: Base & { title: string; onDelete: () => void }) {
  return (
    <ConfirmDeleteDialog
      {...props}
      title="Delete this conversation?"
      description={`"${title}" and all its messages will be deleted. This cannot be undone.`}
    />
  );
}
