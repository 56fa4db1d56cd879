import { ConfirmDeleteDialog } from "../../../components/ui/dialog-frame";

/** Asks before a book is deleted; deleting also removes it from the coach's sources. */
export function DeleteBookDialog({
  name,
  ...props
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  busy: boolean;
  onDelete: () => void;
}) {
  return (
    <ConfirmDeleteDialog
      {...props}
      title="Delete this book?"
      description={`"${name}" will be removed from your library and your coach will no longer use it. This cannot be undone.`}
    />
  );
}
