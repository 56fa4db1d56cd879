import { describe, expect, it } from "vitest";
import { RunningLines } from "./running-lines";

/** A book's page: verso pages carry the book's title, recto pages the chapter's, and a slug at the foot. */
const page = (n: number, body: string[]) =>
  [n % 2 ? `Piracy ${n}` : `${n} FREE CULTURE`, ...body, `14773_01_1-174.qxd 2/10/04 3:51 PM Page ${n}`].join(
    "\n",
  );

const WORDS = ["copyright", "creativity", "law", "piracy", "radio", "film", "culture", "property"];
/** Sentences that differ in their words, as a book's do, not only in their figures. */
const sentence = (n: number) =>
  `A sentence about ${WORDS[n % 8]} and ${WORDS[Math.floor(n / 8) % 8]}, number ${n}.`;

describe("RunningLines", () => {
  it("leaves out heads and feet once two of the pages before had them, and keeps the text", () => {
    const running = new RunningLines();
    const out = Array.from({ length: 8 }, (_, i) =>
      running.strip(i + 1, page(i + 1, [sentence(2 * i), sentence(2 * i + 1)])),
    );
    // Pages 1 and 2 have no pages before them; page 3 has seen the slug twice, but its head once.
    expect(out[0]).toBe(page(1, [sentence(0), sentence(1)]));
    expect(out[1]).toBe(page(2, [sentence(2), sentence(3)]));
    expect(out[2]).toBe(["Piracy 3", sentence(4), sentence(5)].join("\n"));
    for (let i = 4; i < 8; i++) expect(out[i]).toBe([sentence(2 * i), sentence(2 * i + 1)].join("\n"));
  });

  it("keeps a repeated line inside the page, and long lines at its edges", () => {
    const running = new RunningLines();
    const long = `${"A line of text that is far too long to be anyone's running head. ".repeat(2)}`;
    const inner = ["one", "two", "three", "Chorus: la la la", "four", "five", "six"];
    for (let i = 0; i < 6; i++) {
      const text = [long, ...inner, long].join("\n");
      expect(running.strip(i + 1, text)).toBe(text);
    }
  });

  it("stops at the first line that does not run", () => {
    const running = new RunningLines();
    const text = (n: number, first: string) => [first, `Page ${n}`, sentence(n)].join("\n");
    running.strip(1, text(1, "Chapter One"));
    running.strip(2, text(2, "Chapter One"));
    // "Page 3" repeats, but the line above it is new: it stays, and so does everything below.
    expect(running.strip(3, text(3, "A new first line"))).toBe(text(3, "A new first line"));
  });

  it("keeps numbered headings and table rows, whose figures do not follow the page's", () => {
    const running = new RunningLines();
    // A day's lesson on every two pages, opening with its heading; a table's row at each page's foot.
    for (let n = 1; n <= 12; n++) {
      const top = n % 2 ? [`Day ${(n + 1) / 2}`] : [];
      const rows = [`Year ${2000 + n}: ${((n * 37) % 90) + 5} dates, ${((n * 53) % 70) + 10} replies`];
      const text = [...top, sentence(n), ...rows].join("\n");
      expect(running.strip(n, text)).toBe(text);
    }
  });
});
