import { site } from "../../../content/site";

const columns = [
  {
    title: "Traditional dating coach",
    price: "$150-300",
    per: "per hour",
    points: ["Scheduled sessions, often weeks apart", "Great for deep work, costly for everyday questions"],
    highlight: false,
  },
  {
    title: "Dating app premium tiers",
    price: "$20-50",
    per: "per month",
    points: ["More visibility and more matches", "No help with what to say once you match"],
    highlight: false,
  },
  {
    title: site.productName,
    price: `$${site.price.monthlyUsd}`,
    per: "per month",
    points: ["Advice on the situation you are in, right now", "Unlimited questions, any hour, any app"],
    highlight: true,
  },
];

/** Three ways men spend on dating help, side by side. */
export function ValueComparison() {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {columns.map((column) => (
        <div
          key={column.title}
          className={`rounded-2xl border p-6 ${column.highlight ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white"}`}
        >
          <h3 className="text-lg font-semibold text-slate-900">{column.title}</h3>
          <p className="mt-3">
            <span className="text-3xl font-extrabold text-slate-900">{column.price}</span>{" "}
            <span className="text-slate-600">{column.per}</span>
          </p>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-600">
            {column.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
