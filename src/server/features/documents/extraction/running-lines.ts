/** How many lines at each end of a page may be a running head or foot. */
const EDGE = 3;
/** Longer lines are text, never a running head or foot. */
const MAX_LENGTH = 100;
/**
 * A line runs when its words were at an edge of at least SEEN of the RECENT pages before, and at least
 * one of those had its figure placed as it is here.
 */
const RECENT = 12;
const SEEN = 2;

/** A line as it repeats from page to page: its words, with any figures in it left open. */
const wordsOf = (line: string) => line.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();

/**
 * The line with how its last figure stands to the file's page number. A printed page number keeps the
 * same distance to it from page to page; a heading's "Day 3" or "Rule 14" does not, unless every one
 * of them fills exactly one page.
 */
function placed(line: string, page: number): string {
  const figures = line.match(/\d+/g);
  return `${wordsOf(line)}|${figures ? Number(figures.at(-1)) - page : ""}`;
}

/**
 * Leaves out a book's running heads and feet: lines at the top or bottom of a page that repeat from
 * page to page, their page number aside (the book's or chapter's title beside a page number, a
 * printer's slug, a bare page number). On every page they would match a question that names the book.
 * Pages come in order, one at a time; a line counts as running once it was at an edge of two of the
 * twelve pages before (a book's title heads every other page, and a chapter's first page has no
 * head), so the first pages keep theirs.
 */
export class RunningLines {
  /** The lines at the edges of the most recent pages, latest last: their words, and as placed. */
  private readonly recent: Set<string>[] = [];

  strip(page: number, text: string): string {
    const lines = text.split("\n");
    const filled = lines.flatMap((line, at) => (line.trim() ? [at] : []));
    const edges = [...filled.slice(0, EDGE), ...filled.slice(-EDGE)];
    const running = (at: number) => {
      const line = lines[at]!;
      if (line.length > MAX_LENGTH) return false;
      const words = wordsOf(line);
      const where = placed(line, page);
      return (
        this.recent.filter((seen) => seen.has(words)).length >= SEEN &&
        this.recent.some((seen) => seen.has(where))
      );
    };
    const dropped = new Set<number>();
    for (const at of filled.slice(0, EDGE)) {
      if (!running(at)) break;
      dropped.add(at);
    }
    for (const at of filled.slice(-EDGE).reverse()) {
      if (!running(at)) break;
      dropped.add(at);
    }
    this.recent.push(new Set(edges.flatMap((at) => [wordsOf(lines[at]!), placed(lines[at]!, page)])));
    if (this.recent.length > RECENT) this.recent.shift();
    return dropped.size === 0 ? text : lines.filter((_, at) => !dropped.has(at)).join("\n");
  }
}
