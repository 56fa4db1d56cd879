import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type ExtractionResult, extractPdf } from "./extract-pdf";

const FIXTURES = new URL("../../../../../../shared/fixtures/pdf/", import.meta.url);
const load = (name: string) => new Uint8Array(readFileSync(new URL(name, FIXTURES)));
const text = (result: ExtractionResult) =>
  result.ok ? result.pages.map((page) => page.text).join("\n") : "";
const outcome = (result: ExtractionResult) => (result.ok ? "ok" : result.reason);

/** Every fixture in the folder, with the outcome observed (and required by its README). */
const EXPECTED: Record<string, string> = {
  "160F-2019.pdf": "ok",
  "ArabicCIDTrueType.pdf": "ok",
  "TAMReview.pdf": "ok",
  "alphatrans.pdf": "ok",
  "arial_unicode_en_cidfont.pdf": "ok",
  "asciihexdecode.pdf": "ok",
  "empty.pdf": "no_text",
  "empty_protected.pdf": "no_text", // opens (owner password only), but has no text
  "freeculture.pdf": "ok",
  "helloworld-bad.pdf": "ok", // damaged, text recovered
  "issue3371.pdf": "password",
  "issue6010_1.pdf": "password",
  "pdfjsbad1586.pdf": "ok", // damaged, text recovered
  "rotation.pdf": "ok",
  "scan-bad.pdf": "ok", // damaged, text recovered
  "sizes.pdf": "ok",
  "tracemonkey.pdf": "ok",
  "xref_command_missing.pdf": "ok", // damaged, text recovered
};

/** Text each readable fixture must contain. */
const CONTAINS: Record<string, RegExp> = {
  "160F-2019.pdf": /modèle 160/,
  "ArabicCIDTrueType.pdf": /[\u0600-\u06FF\uFE70-\uFEFF]{3}/,
  "TAMReview.pdf": /Technology Acceptance Model/,
  "alphatrans.pdf": /Green: stroke=\.5/,
  "arial_unicode_en_cidfont.pdf": /This is an Arial Unicode PDF/,
  "asciihexdecode.pdf": /Hello world/,
  "freeculture.pdf": /Free Culture/,
  "helloworld-bad.pdf": /Hello, world!/,
  "pdfjsbad1586.pdf": /pdf\.js test/,
  "rotation.pdf": /This is the second line on the page/,
  "scan-bad.pdf": /pdf\.js/,
  "sizes.pdf": /Envelope/,
  "tracemonkey.pdf": /trace trees/i,
  "xref_command_missing.pdf": /Reduced test-case/,
};

describe("extractPdf on the fixture PDFs", () => {
  it("knows the outcome of every fixture in the folder", () => {
    const files = readdirSync(FIXTURES).filter((name) => name.endsWith(".pdf"));
    expect(files.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))("%s → %s", async (name, expected) => {
    const result = await extractPdf(load(name));
    expect(outcome(result)).toBe(expected);
    const pattern = CONTAINS[name];
    if (pattern) expect(text(result)).toMatch(pattern);
  });

  it("extracts the whole book, page by page, without control characters", async () => {
    const result = await extractPdf(load("freeculture.pdf"));
    if (!result.ok) throw new Error(result.message);
    expect(result.pageCount).toBeGreaterThan(300);
    expect(result.pages.map((page) => page.page)).toEqual(
      Array.from({ length: result.pageCount }, (_, i) => i + 1),
    );
    expect(result.chars).toBe(result.pages.reduce((n, page) => n + page.text.length, 0));
    expect(result.chars).toBeGreaterThan(500_000);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that they are gone.
    expect(text(result)).not.toMatch(/[\u0000-\u0008\u000B-\u001F]| {2}/);
    expect(result.ms).toBeGreaterThan(0);
  });

  it("gives the same text with one worker as with four", async () => {
    const bytes = load("tracemonkey.pdf");
    const one = await extractPdf(bytes, { threads: 1 });
    const four = await extractPdf(bytes, { threads: 4 });
    expect(one.ok && one.pageCount).toBe(14);
    expect(four.ok && four.pages).toEqual(one.ok && one.pages);
  });

  it("explains password-protected files", async () => {
    expect(await extractPdf(load("issue6010_1.pdf"))).toEqual({
      ok: false,
      reason: "password",
      message:
        "This PDF is password-protected. Password-protected PDFs are not supported; remove the password and upload it again.",
    });
  });
});
