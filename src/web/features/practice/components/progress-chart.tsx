import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { SKILL_LABELS, SKILLS, type Skill } from "../../../../shared/practice/skills";
import type { ProgressPoint } from "../lib/progress-points";

/** One colour per skill, distinct for common colour-vision differences, each with its own dash. */
export const SKILL_COLORS: Record<Skill, string> = {
  respect: "#be123c",
  curiosity: "#0369a1",
  clarity: "#15803d",
  confidence: "#7c3aed",
};
const DASHES: Record<Skill, string | undefined> = {
  respect: undefined,
  curiosity: "6 3",
  clarity: "2 3",
  confidence: "10 4 2 4",
};

/**
 * Each score over time, one line per skill. Loaded on its own (recharts is large), so only
 * /practice pays for it. The table beside it carries the same numbers for screen readers.
 */
export default function ProgressChart({ points }: { points: ProgressPoint[] }) {
  return (
    <div className="h-64 w-full" data-testid="progress-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
          <XAxis
            dataKey="n"
            tickFormatter={(n: number) => points[n - 1]?.date ?? ""}
            tick={{ fontSize: 12 }}
          />
          <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip
            labelFormatter={(n) => {
              const point = points[Number(n) - 1];
              return point ? `${point.title} (${point.date})` : "";
            }}
          />
          <Legend
            wrapperStyle={{ fontSize: 12 }}
            itemSorter={(item) => SKILLS.indexOf(item.dataKey as Skill)}
          />
          {SKILLS.map((skill) => (
            <Line
              key={skill}
              type="monotone"
              dataKey={skill}
              name={SKILL_LABELS[skill]}
              stroke={SKILL_COLORS[skill]}
              strokeWidth={2}
              strokeDasharray={DASHES[skill]}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
