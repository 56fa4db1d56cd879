/** The parts of a pdf.js TextItem that page text needs (TextMarkedContent items have no `str`). */
export type TextPiece = { str: string; hasEOL?: boolean; transform?: readonly number[]; height?: number };

/** A vertical jump larger than this many line heights between two lines starts a new paragraph. */
const PARAGRAPH_GAP = 1.6;

/**
 * Joins a page's text items in content order: `hasEOL` ends a line, and a blank line is kept where the
 * next line starts far below the previous one (a paragraph gap) or above it (a new column).
 */
export function pageText(items: readonly TextPiece[]): string {
  let text = "";
  let lastY: number | undefined;
  let lastHeight = 0;
  let lineStart = true;
  for (const item of items) {
    const y = item.transform?.[5];
    if (y !== undefined && item.str.trim() !== "") {
      const height = Math.abs(item.height ?? 0);
      if (lineStart && lastY !== undefined) {
        const lineHeight = Math.max(height, lastHeight);
        if (lineHeight > 0 && (lastY - y > PARAGRAPH_GAP * lineHeight || y - lastY > lineHeight))
          text += "\n";
      }
      lastY = y;
      lastHeight = height;
      lineStart = false;
    }
    text += item.str;
    if (item.hasEOL) {
      text += "\n";
      lineStart = true;
    }
  }
  return cleanText(text);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Drops NUL and other control characters (keeps \n and \t), collapses spaces, keeps paragraph breaks. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL, "")
    .replace(/[^\S\n\t]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function countNonWhitespace(text: string): number {
  return text.replace(/\s+/g, "").length;
}
