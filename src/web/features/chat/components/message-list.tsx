import type { Message } from "../../../../shared/api/chat";
import type { PendingTurn } from "../hooks/use-chat-send";
import { useStickToBottom } from "../hooks/use-stick-to-bottom";
import { CoachBubble, TypingIndicator, UserBubble } from "./message-bubble";
import { WelcomeMessage } from "./welcome-message";

type Props = {
  messages: Message[];
  pending: PendingTurn | null;
  firstName: string | null;
  onPick: (text: string) => void;
};

export function MessageList({ messages, pending, firstName, onPick }: Props) {
  const { ref, onScroll } = useStickToBottom<HTMLDivElement>(
    `${messages.length}:${pending?.reply.length ?? -1}`,
  );
  const empty = messages.length === 0 && !pending;
  return (
    <div ref={ref} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto">
      <div
        role="log"
        aria-label="Conversation"
        aria-busy={pending !== null}
        className="mx-auto flex max-w-3xl flex-col gap-4 px-1 py-4"
      >
        {empty && <WelcomeMessage firstName={firstName} onPick={onPick} />}
        {messages.map((message) =>
          message.role === "user" ? (
            <UserBubble key={message.id} content={message.content} />
          ) : (
            <CoachBubble key={message.id} content={message.content} />
          ),
        )}
        {pending && <UserBubble content={pending.text} />}
        {pending && (pending.reply ? <CoachBubble content={pending.reply} streaming /> : <TypingIndicator />)}
      </div>
    </div>
  );
}
