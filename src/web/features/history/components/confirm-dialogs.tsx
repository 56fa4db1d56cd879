import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, type ReactNode, useId } from "react";
import { Button } from "../../../components/ui/button";

// renameConversationRequestSchema allows 100 characters; the contract exports no constant for it.
const TITLE_INPUT_MAX = 100;

type Base = { open: boolean; onOpenChange: (open: boolean) => void; busy: boolean };

function Frame({
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
        <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

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
      <Frame title="Rename conversation" description="Give this conversation a name you will recognise.">
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
      </Frame>
    </Dialog.Root>
  );
}

export function DeleteDialog({
  open,
  onOpenChange,
  busy,
  title,
  onDelete,
}: Base & { title: string; onDelete: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Frame
        role="alertdialog"
        title="Delete this conversation?"
        description={`"${title}" and all its messages will be deleted. This cannot be undone.`}
      >
        <div className="flex justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.Close>
          <Button className="bg-red-600 hover:bg-red-700" onClick={onDelete} disabled={busy}>
            Delete
          </Button>
        </div>
      </Frame>
    </Dialog.Root>
  );
}
