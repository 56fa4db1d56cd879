import type { PageText } from "./protocol";
import { RunningLines } from "./running-lines";

export type Chunk = { page: number; content: string; ordinal: number };
export type ChunkOptions = { size?: number; overlap?: number };

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/**
 * Cuts the book into overlapping chunks of about `size` characters (default 1000) for full-text search.
 * Running heads and feet are left out (RunningLines). Pages are joined, so a chunk may run across a
 * page break; it is labelled with the page it starts on.
 * Chunks end at whitespace, and each one repeats up to `overlap` characters (default 150, whole words)
 * from the end of the one before, so a phrase cut at a boundary is still found whole in one of them.
 */
export function chunkPages(pages: readonly PageText[], options: ChunkOptions = {}): Chunk[] {
  const stream = new ChunkStream(options);
  return [...pages.flatMap((page) => stream.push(page)), ...stream.finish()];
}

/**
 * `chunkPages` for pages that arrive one at a time, in order: `push` answers the chunks that later
 * pages can no longer change, `finish` the rest. Together they give exactly what `chunkPages` gives.
 */
export class ChunkStream {
  private readonly size: number;
  private readonly overlap: number;
  /**
   * The book's text from offset `base` on: what is already cut is dropped, so each page appends to a
   * short string (appending to the whole book made every later character read copy all of it again).
   */
  private text = "";
  private base = 0;
  /** Where each page starts, as offsets into the whole book's text. */
  private readonly starts: { offset: number; page: number }[] = [];
  /** The next chunk's start, as an offset into the whole book's text. */
  private start = 0;
  private ordinal = 0;
  private readonly running = new RunningLines();

  constructor(options: ChunkOptions = {}) {
    this.size = Math.max(20, Math.floor(options.size ?? 1000));
    this.overlap = Math.min(Math.max(0, Math.floor(options.overlap ?? 150)), Math.floor(this.size / 2));
  }

  push({ page, text }: PageText): Chunk[] {
    const trimmed = this.running.strip(page, text).trim();
    if (trimmed) {
      if (this.starts.length > 0) this.text += "\n\n";
      this.starts.push({ offset: this.base + this.text.length, page });
      this.text += trimmed;
    }
    return this.cut(false);
  }

  finish(): Chunk[] {
    return this.cut(true);
  }

  /**
   * Chunks from the cursor on. Before the last page, only chunks whose full `size` lies in the text so
   * far: their end, and the next start (which never passes that end), depend on nothing later.
   */
  private cut(final: boolean): Chunk[] {
    const { text, size, base } = this;
    const chunks: Chunk[] = [];
    let start = this.start - base;
    while (start < text.length && (final || start + size < text.length)) {
      const end = chunkEnd(text, start, size);
      const content = text.slice(start, end).trimEnd();
      chunks.push({ page: this.pageAt(base + start), content, ordinal: this.ordinal++ });
      start = end >= text.length ? text.length : nextStart(text, start, end, this.overlap);
    }
    this.text = text.slice(start);
    this.base = this.start = base + start;
    return chunks;
  }

  private pageAt(offset: number): number {
    const { starts } = this;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if ((starts[mid]?.offset ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return starts[low]?.page ?? 1;
  }
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
