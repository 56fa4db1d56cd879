import { describe, expect, it } from "vitest";
import { cleanText, countNonWhitespace, pageText, type TextPiece } from "./page-text";

const at = (str: string, y: number, hasEOL = false, height = 10): TextPiece => ({
  str,
  hasEOL,
  transform: [height, 0, 0, height, 72, y],
  height,
});

describe("pageText", () => {
  it("joins items, ends lines at hasEOL and keeps paragraph gaps", () => {
    const items = [
      at("First", 700),
      at(" ", 700),
      at("line", 700, true),
      at("second line", 688, true), // normal line spacing
      at("New paragraph", 650, true), // a gap of almost 4 lines
      at("Top of the next column", 700),
    ];
    expect(pageText(items)).toBe("First line\nsecond line\n\nNew paragraph\n\nTop of the next column");
  });

  it("handles items without position (marked content) and empty EOL items", () => {
    expect(pageText([{ str: "a" }, { str: "", hasEOL: true }, { str: "b" }])).toBe("a\nb");
  });
});

describe("cleanText", () => {
  it("strips NUL and control characters but keeps newlines and tabs", () => {
    expect(cleanText("a\u0000b\u0007c\td\r\ne\u0085f\u001Fg")).toBe("abc\td\nefg");
  });

  it("collapses runs of spaces and blank lines, trims lines", () => {
    expect(cleanText("  a    b\u00A0\u00A0c  \n   d\n\n\n\n\ne  ")).toBe("a b c\nd\n\ne");
  });

  it("counts visible characters", () => {
    expect(countNonWhitespace(" a b\n\tc ")).toBe(3);
  });
});
