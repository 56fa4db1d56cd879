import { site } from "../../../content/site";
import { useStats } from "../api/stats";

export type StatItem = { value: string; label: string };

/** Always true, whatever the database says. */
export const ALWAYS_ON: StatItem = { value: "24/7", label: "Always available" };

function claims(): StatItem[] {
  const items: StatItem[] = [];
  if (site.claims.successStories) items.push({ value: site.claims.successStories, label: "Success stories" });
  if (site.claims.successRate) items.push({ value: site.claims.successRate, label: "Success rate" });
  if (site.claims.yearsFieldTested)
    items.push({ value: site.claims.yearsFieldTested, label: "Years field-tested" });
  return items;
}

/**
 * The statistics row: live figures from GET /api/stats (each hidden while below its floor),
 * operator claims only when filled in, and `facts` that are always true (24/7 by default).
 */
export function StatsRow({ facts = [ALWAYS_ON] }: { facts?: StatItem[] }) {
  const { data } = useStats();
  const live: StatItem[] = [];
  if (data?.messagesSent) live.push({ value: data.messagesSent.label, label: "Messages sent" });
  if (data?.conversations) live.push({ value: data.conversations.label, label: "Coaching conversations" });
  if (data?.members) live.push({ value: data.members.label, label: "Members" });
  const items = [...claims(), ...live, ...facts];

  return (
    <dl data-testid="stats-row" className="flex flex-wrap justify-center gap-x-12 gap-y-6">
      {items.map((item) => (
        <div key={item.label} className="flex min-w-32 flex-col-reverse items-center text-center">
          <dt className="mt-1 text-sm font-medium text-slate-600">{item.label}</dt>
          <dd className="text-3xl font-extrabold tracking-tight text-brand-700">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
