import { Lightbulb, Quote, Sparkles } from "lucide-react";
import { forwardRef } from "react";
import type { Feedback } from "../../../../shared/api/practice";
import { SKILL_HINTS, SKILL_LABELS, SKILLS, type Skill } from "../../../../shared/practice/skills";

function ScoreBar({ score }: { score: number }) {
  return (
    <span className="flex gap-1" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((step) => (
        <span
          key={step}
          className={`h-2 w-6 rounded-full ${step <= score ? (score >= 4 ? "bg-emerald-600" : score >= 3 ? "bg-amber-500" : "bg-rose-600") : "bg-slate-200"}`}
        />
      ))}
    </span>
  );
}

function SkillRow({ skill, feedback }: { skill: Skill; feedback: Feedback }) {
  const { score, reason, line, better } = feedback.scores[skill];
  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0" data-testid={`score-${skill}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900" title={SKILL_HINTS[skill]}>
          {SKILL_LABELS[skill]}
        </h3>
        <span className="flex items-center gap-2">
          <ScoreBar score={score} />
          <span className="text-sm font-semibold text-slate-900">
            <span aria-hidden="true">{score}/5</span>
            <span className="sr-only">{score} out of 5</span>
          </span>
        </span>
      </div>
      <p className="text-sm text-slate-600">{reason}</p>
      <figure className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
        <Quote className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
        <div>
          <figcaption className="text-xs font-medium text-slate-500">Your line</figcaption>
          <blockquote className="text-slate-800">{line}</blockquote>
        </div>
      </figure>
      <figure className="flex gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm">
        <Sparkles className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
        <div>
          <figcaption className="text-xs font-medium text-emerald-800">A stronger line</figcaption>
          <blockquote className="text-emerald-950">{better}</blockquote>
        </div>
      </figure>
    </li>
  );
}

/** The end of a scene: four scores, each with the line that earned it and a better one, and one tip. */
export const FeedbackCard = forwardRef<HTMLElement, { feedback: Feedback }>(function FeedbackCard(
  { feedback },
  ref,
) {
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="feedback-heading"
      data-testid="feedback-card"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm focus:outline-none md:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="feedback-heading" className="text-lg font-bold">
          Your feedback
        </h2>
        <p className="text-xs text-slate-500">
          {feedback.scoredBy === "openai" ? "Scored by the AI coach" : "Scored by the coach's rubric"}
        </p>
      </div>
      <ul className="divide-y divide-slate-200">
        {SKILLS.map((skill) => (
          <SkillRow key={skill} skill={skill} feedback={feedback} />
        ))}
      </ul>
      <div className="flex gap-3 rounded-xl bg-brand-50 p-4" data-testid="next-time">
        <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h3 className="text-sm font-semibold text-brand-700">Try this next time</h3>
          <p className="text-sm text-slate-800">{feedback.nextTime}</p>
        </div>
      </div>
    </section>
  );
});
