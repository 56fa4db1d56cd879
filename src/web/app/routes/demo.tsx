import { Info } from "lucide-react";
import { PublicLayout } from "../../components/layout/public-layout";
import { ButtonLink } from "../../components/ui/button";
import { CoachBubble, TypingIndicator, UserBubble } from "../../features/chat/components/message-bubble";
import { DemoChat } from "../../features/demo/components/demo-chat";
import { usePageMeta } from "./public/use-page-meta";

const meta = {
  title: "Demo | Dating Coach AI",
  description: "Try the AI dating coach without an account. Nothing you type in the demo is saved.",
};
const bubbles = { User: UserBubble, Coach: CoachBubble, Typing: TypingIndicator };

/** /demo: the offline coach without an account; nothing is stored. */
export function DemoRoute() {
  usePageMeta(meta);
  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 md:py-14">
        <div className="space-y-3">
          <h1 className="text-3xl font-bold md:text-4xl">Try the coach</h1>
          <p className="text-slate-600">
            Ask a real question and get the same guide-based advice members get, with no account needed.
          </p>
          <p className="flex gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              <strong className="font-semibold">Demo Mode.</strong> Nothing you type here is saved, and the
              coach won't remember it. Members also get memory of earlier chats, their own books and voice.
            </span>
          </p>
        </div>
        <DemoChat bubbles={bubbles} />
        <div className="flex flex-col items-center gap-3 rounded-3xl bg-brand-50 px-6 py-8 text-center">
          <h2 className="text-xl font-bold">Want the coach to remember you?</h2>
          <p className="text-slate-700">Create a free account: 5 messages a day, no card needed.</p>
          <div className="flex flex-wrap justify-center gap-3">
            <a
              href="/api/login"
              className="inline-flex items-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Create a free account
            </a>
            <ButtonLink href="/pricing" variant="outline">
              See Premium
            </ButtonLink>
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
