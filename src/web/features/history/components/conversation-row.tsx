import { MessageCircle, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useLocation } from "wouter";
import type { Conversation } from "../../../../shared/api/chat";
import { Button } from "../../../components/ui/button";
import { conversationDate } from "../../../lib/dates";
import { failureToast } from "../../../lib/failure-toast";
import { useDeleteConversation, useFetchMessages, useRenameConversation } from "../api/conversations";
import { buildExport, displayTitle, downloadText, type ExportFormat } from "../api/export-conversation";
import { DeleteDialog, RenameDialog } from "./confirm-dialogs";
import { ExportMenu } from "./export-menu";

export function ConversationRow({
  conversation,
  canExport,
}: {
  conversation: Conversation;
  canExport: boolean;
}) {
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const fetchMessages = useFetchMessages();
  const title = displayTitle(conversation);
  const onOpenChange = (open: boolean) => setDialog((current) => (open ? current : null));

  const onExport = (format: ExportFormat) =>
    fetchMessages(conversation.id).then(
      (messages) => downloadText(buildExport(conversation, messages, format)),
      failureToast("Error", "Could not export this conversation."),
    );

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-500">
          <time dateTime={conversation.updatedAt}>{conversationDate(conversation.updatedAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => navigate(`/?c=${encodeURIComponent(conversation.id)}`)}>
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          View Chat
        </Button>
        <ExportMenu enabled={canExport} onExport={(format) => void onExport(format)} />
        <Button
          variant="ghost"
          aria-label={`Rename ${title}`}
          title="Rename"
          onClick={() => setDialog("rename")}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          aria-label={`Delete ${title}`}
          title="Delete"
          onClick={() => setDialog("delete")}
        >
          <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
        </Button>
      </div>
      <RenameDialog
        open={dialog === "rename"}
        onOpenChange={onOpenChange}
        busy={rename.isPending}
        title={conversation.title ?? ""}
        onRename={(value) =>
          rename.mutate(
            { id: conversation.id, title: value },
            {
              onSuccess: () => setDialog(null),
              onError: failureToast("Error", "Could not rename this conversation."),
            },
          )
        }
      />
      <DeleteDialog
        open={dialog === "delete"}
        onOpenChange={onOpenChange}
        busy={remove.isPending}
        title={title}
        onDelete={() =>
          remove.mutate(conversation.id, {
            onSuccess: () => toast.success("Conversation deleted"),
            onError: failureToast("Error", "Could not delete this conversation."),
          })
        }
      />
    </li>
  );
}
