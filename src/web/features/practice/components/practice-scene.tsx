import { ArrowLeft, Flag, RotateCcw } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "wouter";
import type { PracticeSession } from "../../../../shared/api/practice";
import { findScenario, type ScenarioId } from "../../../../shared/practice/scenarios";
import { Button } from "../../../components/ui/button";
import { VoiceArea, type VoiceSlot } from "../../../components/voice-slot";
import { usePracticeSession } from "../api/practice";
import { useSceneLine } from "../hooks/use-scene-line";
import { useStartScene } from "../hooks/use-start-scene";
import { FeedbackCard } from "./feedback-card";
import { LineComposer } from "./line-composer";
import { SceneBrief } from "./scene-brief";
import { SceneTranscript } from "./scene-transcript";

function Notice({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-md py-16 text-center text-slate-600">{children}</div>;
}

function AgainButton({ scenarioId }: { scenarioId: ScenarioId }) {
  const { startScene, isPending } = useStartScene();
  return (
    <Button variant="outline" onClick={() => startScene(scenarioId)} disabled={isPending}>
      <RotateCcw className="h-4 w-4" aria-hidden="true" />
      Practise this again
    </Button>
  );
}

function Scene({ session, Voice }: { session: PracticeSession; Voice?: VoiceSlot }) {
  const scenario = findScenario(session.scenarioId)!;
  const { draft, setDraft, pendingLine, send, finish, busy, ending } = useSceneLine(session.id);
  const feedbackRef = useRef<HTMLElement>(null);
  const completed = session.status === "completed";
  const spoke = session.turns.some((t) => t.role === "user");
  const lastPartner = [...session.turns].reverse().find((t) => t.role === "partner");

  const wasCompleted = useRef(completed);
  useEffect(() => {
    if (completed && !wasCompleted.current) {
      feedbackRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
      feedbackRef.current?.focus({ preventScroll: true });
    }
    wasCompleted.current = completed;
  }, [completed]);

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <Link
        href="/practice"
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All scenarios
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold md:text-2xl">{scenario.title}</h1>
          <p className="text-sm text-slate-600">
            With {scenario.partner.name}, {scenario.partner.role}
          </p>
        </div>
        {!completed && (
          <Button variant="outline" onClick={finish} disabled={!spoke || busy}>
            <Flag className="h-4 w-4" aria-hidden="true" />
            {ending ? "Scoring…" : "End scene"}
          </Button>
        )}
      </header>
      <SceneBrief scenario={scenario} open={!spoke} />
      {session.turns.length === 0 && !pendingLine && (
        <p className="text-center text-sm text-slate-500">You speak first.</p>
      )}
      <SceneTranscript turns={session.turns} partnerName={scenario.partner.name} pendingLine={pendingLine} />
      {completed ? (
        <>
          <p className="text-center text-sm font-medium text-slate-600" role="status">
            The scene is over.
          </p>
          {session.feedback && <FeedbackCard ref={feedbackRef} feedback={session.feedback} />}
          <div className="flex flex-wrap gap-2">
            <AgainButton scenarioId={session.scenarioId} />
            <Link
              href="/practice"
              className="inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              See your progress
            </Link>
          </div>
        </>
      ) : (
        <VoiceArea
          Voice={Voice}
          reply={lastPartner ? { id: lastPartner.id, text: lastPartner.content } : null}
          scope={session.id}
          onTranscript={setDraft}
          onSend={(text) => void send(text)}
        >
          {(parts) => (
            <div className="sticky bottom-[57px] space-y-2 border-t border-slate-200 bg-slate-50 pt-3 pb-2 md:bottom-0">
              {parts?.toolbar}
              <LineComposer
                value={draft}
                onChange={setDraft}
                onSend={(text) => {
                  parts?.beforeSend();
                  void send(text);
                }}
                partnerName={scenario.partner.name}
                pending={busy}
                addon={parts?.mic}
              />
            </div>
          )}
        </VoiceArea>
      )}
    </div>
  );
}

/** /practice/:id: the scene with her, then the feedback card. */
export function PracticeScene({ id, Voice }: { id: string; Voice?: VoiceSlot }) {
  const session = usePracticeSession(id);
  if (session.isError) {
    return (
      <Notice>
        <p>This practice scene could not be found.</p>
        <Link href="/practice" className="mt-4 inline-block font-semibold text-brand-700 underline">
          Choose a scenario
        </Link>
      </Notice>
    );
  }
  if (!session.data || !findScenario(session.data.scenarioId))
    return <div className="min-h-64" aria-busy="true" />;
  return <Scene key={id} session={session.data} Voice={Voice} />;
}
