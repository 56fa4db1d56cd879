import { ExternalLink } from "lucide-react";
import { site } from "../../../content/site";

/** The coach author, entirely from the site-content module (a neutral "Your coach" by default). */
export function AuthorCard() {
  const { author } = site;
  const initial = author.name.trim().charAt(0).toUpperCase() || "C";
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm md:flex-row md:items-start">
      {author.photoUrl ? (
        <img
          src={author.photoUrl}
          alt={author.name}
          width={112}
          height={112}
          className="h-28 w-28 shrink-0 rounded-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex h-28 w-28 shrink-0 items-center justify-center rounded-full bg-brand-100 text-4xl font-bold text-brand-700"
        >
          {initial}
        </div>
      )}
      <div className="text-center md:text-left">
        <h3 className="text-2xl font-bold text-slate-900">{author.name}</h3>
        {author.yearsOfExperience !== null && (
          <p className="mt-1 font-medium text-brand-700">
            {author.yearsOfExperience}+ years of coaching experience
          </p>
        )}
        <p className="mt-3 text-slate-600">{author.bio}</p>
        {author.bookUrl && (
          <a
            href={author.bookUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex items-center gap-1 font-medium text-brand-700 underline"
          >
            Read the book
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
    </div>
  );
}
