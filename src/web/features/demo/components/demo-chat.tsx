import { type ComponentType, useEffect, useRef } from "react";
import { useDemoConversation } from "../hooks/use-demo-conversation";
import { DemoComposer } from "./demo-composer";

const SUGGESTIONS = [
  "How do I start a conversation at a coffee shop?",
  "I get nervous before approaching someone. Any tips?",
  "What should my first message on a dating app say?",
];

/** How messages look; the app passes the chat screen's bubbles so the demo looks like the real thing. */
export type DemoBubbles = {
  User: ComponentType<{ content: string }>;
  Coach: ComponentType<{ content: string }>;
  Typing: ComponentType;
};

/** The demo conversation: suggestions to start, the offline coach's answers, nothing saved. */
export function DemoChat({ bubbles: { User, Coach, Typing } }: { bubbles: DemoBubbles }) {
  const { turns, pending, send } = useDemoConversation();
  const scroller = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the conversation grows
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [turns.length, pending]);

  return (
    <div className="flex h-[min(640px,70dvh)] min-h-[420px] flex-col rounded-3xl border border-slate-200 bg-slate-50 shadow-sm">
      {/* Focusable, so keyboard users can scroll back through a long answer. */}
      <div
        ref={scroller}
        role="log"
        aria-label="Demo conversation"
        aria-busy={pending !== null}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto rounded-t-3xl px-3 py-4 focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-5"
      >
        <div className="flex flex-col gap-4">
          <Coach content="Hi! I'm the AI dating coach. Ask me about approaching someone, a first message, or planning a first date." />
          {turns.map((turn) =>
            turn.role === "user" ? (
              <User key={turn.id} content={turn.content} />
            ) : (
              <Coach key={turn.id} content={turn.content} />
            ),
          )}
          {pending !== null && <User content={pending} />}
          {pending !== null && <Typing />}
          {turns.length === 0 && pending === null && (
            <div className="flex flex-wrap gap-2 pl-10">
              {SUGGESTIONS.map((text) => (
                <button
                  key={text}
                  type="button"
                  onClick={() => void send(text)}
                  className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {text}
                </button>
              ))}
            </div>
          )}
        </div>
      </div>
      <div className="border-t border-slate-200 rounded-b-3xl bg-white p-3">
        <DemoComposer onSend={send} pending={pending !== null} />
      </div>
    </div>
  );
}
