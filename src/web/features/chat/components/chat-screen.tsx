import { MessageSquarePlus } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button";
import { VoiceArea, type VoiceSlot } from "../../../components/voice-slot";
import { useMessages } from "../api/conversation";
import { useChatSend } from "../hooks/use-chat-send";
import { useConversationId } from "../hooks/use-conversation-id";
import { useOutOfMessagesRedirect } from "../hooks/use-out-of-messages-redirect";
import { Composer, type ComposerHandle } from "./composer";
import { MessageList } from "./message-list";
import { QuotaNotice } from "./quota-notice";

function Notice({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-md flex-1 py-16 text-center text-slate-600">{children}</div>;
}

/**
 * The Chat Coach screen at "/": one conversation, streamed replies, the free-plan counter.
 * The route composes in what other features add (features stay apart): `actions` go in the
 * header next to "New chat" ("Upload book"), `Voice` around the input (microphone, read-aloud).
 */
export function ChatScreen({
  firstName,
  actions,
  Voice,
}: {
  firstName: string | null;
  actions?: ReactNode;
  Voice?: VoiceSlot;
}) {
  useOutOfMessagesRedirect();
  const { conversationId, isOpening, openFailed, startNew } = useConversationId();
  const messages = useMessages(conversationId);
  const { send, stop, pending, isPending } = useChatSend(conversationId);
  const list = messages.data ?? [];
  const composer = useRef<ComposerHandle>(null);
  // Voice reads out the newest stored reply (not a stopped, partial one) and speaks into the input.
  const newest = list.at(-1);
  const reply = !messages.data
    ? undefined
    : newest?.role === "assistant" && !newest.id.startsWith("local-")
      ? { id: newest.id, text: newest.content }
      : null;

  let body: ReactNode;
  if (openFailed) {
    body = <Notice>We could not start a conversation. Please reload the page to try again.</Notice>;
  } else if (messages.isError) {
    body = (
      <Notice>
        <p>This conversation could not be found.</p>
        <Link href="/" className="mt-4 inline-block font-semibold text-brand-700 underline">
          Start a new chat
        </Link>
      </Notice>
    );
  } else if (isOpening || !conversationId || messages.isPending) {
    body = <div className="flex-1" aria-busy="true" />;
  } else {
    body = (
      <MessageList
        messages={list}
        pending={pending}
        firstName={firstName}
        onPick={(text) => void send(text)}
      />
    );
  }

  return (
    // Fills the viewport inside the app shell's padding (mobile: top bar 61 px, bottom bar 57 px),
    // so the list scrolls and the input stays put.
    <div className="-mt-2 -mb-8 flex h-[calc(100dvh-141px)] flex-col md:-mb-4 md:h-[calc(100dvh-32px)]">
      <div className="mx-auto flex w-full max-w-3xl items-center justify-between gap-2">
        <h1 className="text-xl font-bold md:text-2xl">Chat Coach</h1>
        <div className="flex items-center gap-1">
          {actions}
          {list.length > 0 && !isPending && (
            <Button variant="ghost" onClick={startNew}>
              <MessageSquarePlus className="h-4 w-4" aria-hidden="true" />
              New chat
            </Button>
          )}
        </div>
      </div>
      {body}
      <VoiceArea
        Voice={Voice}
        reply={reply}
        scope={conversationId}
        onTranscript={(text) => composer.current?.setText(text)}
        onSend={(text) => composer.current?.send(text)}
      >
        {(voice) => (
          <div className="mx-auto w-full max-w-3xl space-y-2 border-t border-slate-200 pt-3 pb-2">
            {voice?.toolbar}
            <Composer
              handle={composer}
              onSend={(text) => {
                voice?.beforeSend();
                return send(text);
              }}
              onStop={stop}
              pending={isPending}
              disabled={!conversationId || messages.isError}
              extra={voice?.mic}
            />
            <QuotaNotice />
          </div>
        )}
      </VoiceArea>
    </div>
  );
}
