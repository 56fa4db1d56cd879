import { Heart } from "lucide-react";
import type { ReactNode } from "react";
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
  return (
    <div className="flex justify-end">
      <p className="sr-only">You said:</p>
      <div
        data-testid="message-user"
        className="max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 break-words whitespace-pre-wrap text-white shadow-sm sm:max-w-[75%]"
      >
        {content}
      </div>
    </div>
  );
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
      <span role="status" aria-label="Coach is typing" className="flex h-6 items-center gap-1">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="h-2 w-2 animate-bounce rounded-full bg-slate-400"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </CoachFrame>
  );
}
