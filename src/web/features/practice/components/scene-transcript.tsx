import { ShieldAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import type { PracticeTurn } from "../../../../shared/api/practice";
import { TypingDots } from "../../../components/ui/typing-dots";
import { UserBubble } from "../../../components/ui/user-bubble";

function PartnerBubble({ name, content }: { name: string; content: string }) {
  return (
    <div className="flex items-start gap-2">
      <span
        aria-hidden="true"
        className="mt-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-sky-100 text-sm font-semibold text-sky-800"
      >
        {name.replace(/^(Mrs?|Ms)\.\s*/, "").charAt(0)}
      </span>
      <div
        data-testid="partner-line"
        className="max-w-[85%] rounded-2xl rounded-tl-md border border-slate-200 bg-white px-4 py-2.5 text-slate-800 shadow-sm sm:max-w-[75%]"
      >
        <p className="text-xs font-semibold text-sky-800">{name}</p>
        <p className="break-words whitespace-pre-wrap">{content}</p>
      </div>
    </div>
  );
}

/** The coach stepping out of the scene: the safety layer stopped the user's line. */
function CoachNote({ content }: { content: string }) {
  return (
    <div
      role="note"
      data-testid="coach-note"
      className="mx-auto flex max-w-[90%] gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
      <div>
        <p className="font-semibold">Coach</p>
        <p>{content}</p>
      </div>
    </div>
  );
}

function Typing({ name }: { name: string }) {
  return (
    <div className="flex items-center gap-2 pl-10">
      <TypingDots label={`${name} is replying`} />
    </div>
  );
}

/** The scene so far; a line on its way shows at once, with her typing after it. */
export function SceneTranscript({
  turns,
  partnerName,
  pendingLine,
}: {
  turns: PracticeTurn[];
  partnerName: string;
  pendingLine: string | null;
}) {
  const end = useRef<HTMLDivElement>(null);
  const count = turns.length + (pendingLine ? 1 : 0);
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: "nearest" });
  }, [count]);
  return (
    <div role="log" aria-label="Scene" className="flex flex-col gap-4 py-2">
      {turns.map((turn) =>
        turn.role === "partner" ? (
          <PartnerBubble key={turn.id} name={partnerName} content={turn.content} />
        ) : turn.role === "coach" ? (
          <CoachNote key={turn.id} content={turn.content} />
        ) : (
          <UserBubble key={turn.id} content={turn.content} testId="user-line" />
        ),
      )}
      {pendingLine && <UserBubble content={pendingLine} testId="user-line" pending />}
      {pendingLine && <Typing name={partnerName} />}
      {/* Clears the sticky input (and the mobile bottom bar) when scrolled into view. */}
      <div ref={end} className="scroll-mb-52 md:scroll-mb-40" />
    </div>
  );
}
