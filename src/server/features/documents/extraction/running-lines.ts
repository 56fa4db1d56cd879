/** How many lines at each end of a page may be a running head or foot. */
const EDGE = 3;
/** Longer lines are text, never a running head or foot. */
const MAX_LENGTH = 100;
/** A line runs when it was at an edge of at least SEEN of the RECENT pages before. */
const RECENT = 12;
const SEEN = 2;

/** A line as it repeats from page to page: the page number and other figures in it may change. */
const keyOf = (line: string) => line.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();

/**
 * Leaves out a book's running heads and feet: lines at the top or bottom of a page that repeat from
 * page to page with only their figures changed (the book's or chapter's title beside a page number, a
 * printer's slug, a bare page number). On every page they would match a question that names the book
 * and crowd out the pages about it. Pages come in order, one at a time; a line counts as running once
 * it was at an edge of two of the twelve pages before (a book's title heads every other page, and a
 * chapter's first page has no head), so the first pages keep theirs.
 */
export class RunningLines {
  /** The keys of the lines at the edges of the most recent pages, latest last. */
  private readonly recent: Set<string>[] = [];

  strip(text: string): string {
    const lines = text.split("\n");
    const filled = lines.flatMap((line, at) => (line.trim() ? [at] : []));
    const edges = [...filled.slice(0, EDGE), ...filled.slice(-EDGE)];
    const running = (at: number) => {
      const line = lines[at]!;
      if (line.length > MAX_LENGTH) return false;
      const key = keyOf(line);
      return this.recent.filter((page) => page.has(key)).length >= SEEN;
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
    this.recent.push(new Set(edges.map((at) => keyOf(lines[at]!))));
    if (this.recent.length > RECENT) this.recent.shift();
    return dropped.size === 0 ? text : lines.filter((_, at) => !dropped.has(at)).join("\n");
  }
}
