import type { ComponentPropsWithoutRef } from "react";
import Markdown, { type Components } from "react-markdown";

type Props<T extends keyof React.JSX.IntrinsicElements> = ComponentPropsWithoutRef<T> & { node?: unknown };

// Raw HTML in a reply stays text: no rehype-raw, so react-markdown turns it into a text node.
// Images are dropped too: a reply must not make the browser fetch an address it names.
const components: Components = {
  p: ({ node: _n, ...props }: Props<"p">) => <p className="mb-2 last:mb-0" {...props} />,
  ol: ({ node: _n, ...props }: Props<"ol">) => (
    <ol className="mb-2 list-decimal space-y-1 pl-5 last:mb-0" {...props} />
  ),
  ul: ({ node: _n, ...props }: Props<"ul">) => (
    <ul className="mb-2 list-disc space-y-1 pl-5 last:mb-0" {...props} />
  ),
  strong: ({ node: _n, ...props }: Props<"strong">) => (
    <strong className="font-semibold text-slate-900" {...props} />
  ),
  a: ({ node: _n, ...props }: Props<"a">) => (
    <a
      className="font-medium text-brand-700 underline"
      target="_blank"
      rel="noopener noreferrer nofollow"
      {...props}
    />
  ),
  h1: ({ node: _n, ...props }: Props<"h1">) => <p className="mb-2 font-semibold" {...props} />,
  h2: ({ node: _n, ...props }: Props<"h2">) => <p className="mb-2 font-semibold" {...props} />,
  h3: ({ node: _n, ...props }: Props<"h3">) => <p className="mb-2 font-semibold" {...props} />,
  blockquote: ({ node: _n, ...props }: Props<"blockquote">) => (
    <blockquote className="mb-2 border-l-2 border-slate-300 pl-3 italic" {...props} />
  ),
  code: ({ node: _n, ...props }: Props<"code">) => (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]" {...props} />
  ),
};

/** The coach's reply: numbered lines, bullets and bold, never live HTML. */
export function CoachMarkdown({ text }: { text: string }) {
  return (
    <Markdown components={components} disallowedElements={["img"]} unwrapDisallowed>
      {text}
    </Markdown>
  );
}
