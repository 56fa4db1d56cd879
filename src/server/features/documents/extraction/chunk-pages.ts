import type { PageText } from "./protocol";

export type Chunk = { page: number; content: string; ordinal: number };
export type ChunkOptions = { size?: number; overlap?: number };

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/**
 * Cuts the book into overlapping chunks of about `size` characters (default 1000) for full-text search.
 * Pages are joined, so a chunk may run across a page break; it is labelled with the page it starts on.
 * Chunks end at whitespace, and each one repeats up to `overlap` characters (default 150, whole words)
 * from the end of the one before, so a phrase cut at a boundary is still found whole in one of them.
 */
export function chunkPages(pages: readonly PageText[], options: ChunkOptions = {}): Chunk[] {
  const size = Math.max(20, Math.floor(options.size ?? 1000));
  const overlap = Math.min(Math.max(0, Math.floor(options.overlap ?? 150)), Math.floor(size / 2));

  let text = "";
  const starts: { offset: number; page: number }[] = [];
  for (const { page, text: pageText } of pages) {
    const trimmed = pageText.trim();
    if (!trimmed) continue;
    if (text) text += "\n\n";
    starts.push({ offset: text.length, page });
    text += trimmed;
  }
  const pageAt = (offset: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if ((starts[mid]?.offset ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return starts[low]?.page ?? 1;
  };

  const chunks: Chunk[] = [];
  let start = 0;
  while (start < text.length) {
    const end = chunkEnd(text, start, size);
    chunks.push({ page: pageAt(start), content: text.slice(start, end).trimEnd(), ordinal: chunks.length });
    if (end >= text.length) break;
    start = nextStart(text, start, end, overlap);
  }
  return chunks;
}

/** The end of the chunk starting at `start`: the last whitespace within `size`, unless that is too early. */
function chunkEnd(text: string, start: number, size: number): number {
  let end = start + size;
  if (end >= text.length) return text.length;
  for (let at = end; at > start + size / 2; at--) if (isSpace(text[at])) return at;
  // One very long "word" (a URL, a table without spaces): cut it, but not inside a surrogate pair.
  if (/[\uDC00-\uDFFF]/.test(text[end] ?? "")) end--;
  return end;
}

/** The next chunk starts at the first word that begins within `overlap` of the previous end. */
function nextStart(text: string, start: number, end: number, overlap: number): number {
  let at = Math.max(start + 1, end - overlap);
  while (at < end && !(isSpace(text[at - 1]) && !isSpace(text[at]))) at++;
  while (isSpace(text[at])) at++;
  return at;
}
