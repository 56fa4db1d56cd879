import { site } from "../../../content/site";

/** Members' words, shown only when the operator has real ones to publish (they ship empty). */
export function Testimonials() {
  if (site.testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="bg-white px-4 py-14">
      <div className="mx-auto max-w-6xl">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          What members say
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {site.testimonials.map((item) => (
            <figure key={item.quote} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <blockquote className="text-slate-700">“{item.quote}”</blockquote>
              <figcaption className="mt-4 text-sm font-semibold text-slate-900">{item.name}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
