import { Heart } from "lucide-react";
import type { ReactNode } from "react";
import { TypingDots } from "../../../components/ui/typing-dots";
import { UserBubble as SharedUserBubble } from "../../../components/ui/user-bubble";
import { CoachMarkdown } from "./coach-markdown";

function CoachAvatar() {
  return (
    <span
      aria-hidden="true"
      className="mt-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100"
    >
      <Heart className="h-4 w-4 fill-brand-600 text-brand-600" />
    </span>
  );
}

/** The user's words, as typed: plain text, never markdown or HTML. */
export function UserBubble({ content }: { content: string }) {
  return <SharedUserBubble content={content} testId="message-user" />;
}

/** A coach bubble around anything: a reply, the welcome, the typing dots. */
export function CoachFrame({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-start gap-2">
      <CoachAvatar />
      <p className="sr-only">Coach:</p>
      <div
        data-testid={testId}
        className="max-w-[85%] min-w-0 rounded-2xl rounded-tl-md border border-slate-200 bg-white px-4 py-2.5 break-words text-slate-800 shadow-sm sm:max-w-[75%]"
      >
        {children}
      </div>
    </div>
  );
}

export function CoachBubble({ content, streaming = false }: { content: string; streaming?: boolean }) {
  return (
    <CoachFrame testId="message-assistant">
      <div aria-busy={streaming || undefined} data-streaming={streaming || undefined}>
        <CoachMarkdown text={content} />
      </div>
    </CoachFrame>
  );
}

export function TypingIndicator() {
  return (
    <CoachFrame>
      <TypingDots label="Coach is typing" />
    </CoachFrame>
  );
}
