import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { DELETE_CONFIRMATION } from "../../../../shared/api/account";
import { Button } from "../../../components/ui/button";
import { DialogFrame } from "../../../components/ui/dialog-frame";
import { Field } from "../../../components/ui/field";
import { failureToast } from "../../../lib/failure-toast";
import { useDeleteAccount } from "../api/account";

/** After deletion the page reloads signed out; the toast stays this long first. */
const LEAVE_AFTER_MS = 1000;

/** Asks for the typed confirmation, deletes the account, and leaves for the landing page. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [typed, setTyped] = useState("");
  const remove = useDeleteAccount();
  const confirmed = typed.trim() === DELETE_CONFIRMATION;
  const busy = remove.isPending || remove.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || busy) return;
    remove.mutate(
      { confirmation: DELETE_CONFIRMATION },
      {
        onSuccess: () => {
          toast.success("Account deleted", { description: "Your account and all its data are gone." });
          setTimeout(() => window.location.replace("/"), LEAVE_AFTER_MS);
        },
        onError: failureToast("Error", "Could not delete your account."),
      },
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) setTyped("");
        onOpenChange(next);
      }}
    >
      <DialogFrame
        role="alertdialog"
        title="Delete your account?"
        description="This cancels your subscription and permanently deletes your profile, conversations, books, practice sessions and everything the coach remembers. It cannot be undone."
      >
        <form onSubmit={onSubmit} className="space-y-4">
          <Field
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            name="confirmation"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" className="bg-red-600 hover:bg-red-700" disabled={!confirmed || busy}>
              {busy ? "Deleting..." : "Delete my account"}
            </Button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
