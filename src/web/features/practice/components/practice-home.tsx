import { Play } from "lucide-react";
import { Link } from "wouter";
import type { PracticeOverview } from "../../../../shared/api/practice";
import { findScenario, SCENARIOS } from "../../../../shared/practice/scenarios";
import { usePracticeOverview } from "../api/practice";
import { useStartScene } from "../hooks/use-start-scene";
import { ProgressSection } from "./progress-section";
import { ScenarioCard } from "./scenario-card";

function PlanNotice({ left }: { left: number | null }) {
  if (left === null) return null;
  return (
    <p
      data-testid="practice-quota"
      className={`rounded-xl px-4 py-3 text-sm ${left > 0 ? "bg-slate-100 text-slate-700" : "bg-amber-50 text-amber-900"}`}
    >
      {left > 0 ? (
        `Free plan: one practice scene a day. ${left} left today.`
      ) : (
        <>
          You have used today's free practice scene. Come back tomorrow, or{" "}
          <Link href="/paywall" className="font-semibold underline">
            upgrade to Premium for unlimited practice
          </Link>
          .
        </>
      )}
    </p>
  );
}

function ContinueBanner({ overview }: { overview: PracticeOverview }) {
  const active = overview.sessions.find((s) => s.status === "active");
  const scenario = active && findScenario(active.scenarioId);
  if (!active || !scenario) return null;
  return (
    <Link
      href={`/practice/${active.id}`}
      className="flex items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-700 hover:bg-brand-100"
    >
      <Play className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        Continue your scene: <span className="font-semibold">{scenario.title}</span>
      </span>
    </Link>
  );
}

/** /practice: pick a scenario, and see past scenes with a chart of each score over time. */
export function PracticeHome() {
  const overview = usePracticeOverview();
  const left = overview.data?.sessionsLeftToday ?? null;
  const { startScene, isPending, startingId } = useStartScene();

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">Practice</h1>
        <p className="max-w-2xl text-slate-600">
          Rehearse a real situation. The coach plays her, in character, and reacts to what you actually say.
          End the scene to get scored on respect, curiosity, clarity and confidence.
        </p>
      </header>
      {overview.isError ? (
        <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          Your practice history could not be loaded. Please reload the page.
        </p>
      ) : (
        overview.data && (
          <div className="space-y-3">
            <PlanNotice left={left} />
            <ContinueBanner overview={overview.data} />
          </div>
        )
      )}
      <section aria-labelledby="scenarios-heading" className="space-y-4">
        <h2 id="scenarios-heading" className="text-lg font-semibold">
          Choose a scenario
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {SCENARIOS.map((scenario) => (
            <ScenarioCard
              key={scenario.id}
              scenario={scenario}
              onStart={() => startScene(scenario.id)}
              starting={startingId === scenario.id}
              // Until the overview is in, the notices above can still push the cards down under a tap.
              disabled={isPending || overview.isPending || left === 0}
            />
          ))}
        </div>
      </section>
      {overview.data && <ProgressSection sessions={overview.data.sessions} />}
    </div>
  );
}
