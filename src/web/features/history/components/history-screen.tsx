import { MessageSquarePlus, MessagesSquare } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button";
import { useConversations } from "../api/conversations";
import { ConversationRow } from "./conversation-row";

function EmptyState() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <MessagesSquare className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
      <p className="mt-4 text-lg font-semibold text-slate-900">No conversations yet</p>
      <p className="mt-1 text-sm text-slate-600">Your chats with the coach will be kept here.</p>
      <ButtonLink href="/" className="mt-6">
        Start Your First Chat
      </ButtonLink>
    </div>
  );
}

/** Chat History: past conversations, newest first, to reopen, rename, export or delete. */
export function HistoryScreen({ canExport }: { canExport: boolean }) {
  const { data, isPending, isError } = useConversations();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Chat History</h1>
        <ButtonLink href="/">
          <MessageSquarePlus className="h-4 w-4" aria-hidden="true" />
          New Chat
        </ButtonLink>
      </div>
      {isPending && <div aria-busy="true" className="h-32" />}
      {isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          Your conversations could not be loaded. Please reload the page.
        </p>
      )}
      {data?.length === 0 && <EmptyState />}
      {data && data.length > 0 && (
        <ul className="space-y-3" aria-label="Conversations">
          {data.map((conversation) => (
            <ConversationRow key={conversation.id} conversation={conversation} canExport={canExport} />
          ))}
        </ul>
      )}
    </div>
  );
}
