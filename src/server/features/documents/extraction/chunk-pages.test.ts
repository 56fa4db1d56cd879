import { describe, expect, it } from "vitest";
import { ChunkStream, chunkPages } from "./chunk-pages";

const words = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `word${String(from + i).padStart(4, "0")}`).join(" ");

describe("chunkPages", () => {
  it("makes overlapping chunks that break at whitespace", () => {
    const pages = [{ page: 1, text: words(0, 500) }]; // 500 words of 8 letters: 4499 characters
    const chunks = chunkPages(pages);
    expect(chunks.length).toBeGreaterThan(4);
    expect(chunks.map((chunk) => chunk.ordinal)).toEqual(chunks.map((_, i) => i));
    for (const chunk of chunks) {
      expect(chunk.content.length).toBeLessThanOrEqual(1000);
      if (chunk !== chunks.at(-1)) expect(chunk.content.length).toBeGreaterThan(900);
      expect(chunk.content).toMatch(/^word\d{4}( word\d{4})*$/); // whole words only
    }
    for (let i = 1; i < chunks.length; i++) {
      const previous = chunks[i - 1]!.content;
      const first = chunks[i]!.content.split(" ")[0]!;
      const overlap = previous.slice(previous.indexOf(` ${first} `) + 1);
      expect(chunks[i]!.content.startsWith(overlap)).toBe(true);
      expect(overlap.length).toBeGreaterThan(100);
      expect(overlap.length).toBeLessThanOrEqual(150);
    }
    expect(chunks.at(-1)!.content.endsWith("word0499")).toBe(true);
  });

  it("labels each chunk with the page it starts on and skips empty pages", () => {
    const pages = [
      { page: 1, text: words(0, 100) },
      { page: 2, text: "  \n " },
      { page: 3, text: words(100, 100) },
      { page: 4, text: words(200, 100) },
    ];
    const chunks = chunkPages(pages, { size: 300, overlap: 50 });
    for (const chunk of chunks) {
      const first = Number(chunk.content.slice(4, 8));
      expect(chunk.page).toBe(first < 100 ? 1 : first < 200 ? 3 : 4);
    }
    expect(new Set(chunks.map((chunk) => chunk.page))).toEqual(new Set([1, 3, 4]));
    expect(chunks.some((chunk) => chunk.content.includes("word0099\n\nword0100"))).toBe(true);
  });

  it("keeps short books in one chunk and copes with no text or unbroken text", () => {
    expect(chunkPages([{ page: 7, text: "Just a line." }])).toEqual([
      { page: 7, content: "Just a line.", ordinal: 0 },
    ]);
    expect(chunkPages([])).toEqual([]);
    expect(chunkPages([{ page: 1, text: "" }])).toEqual([]);
    const long = chunkPages([{ page: 1, text: "x".repeat(2500) }]);
    expect(long.map((chunk) => chunk.content.length)).toEqual([1000, 1000, 500]);
  });
});

describe("ChunkStream", () => {
  it("gives exactly the chunks of the whole book in one piece, whatever the page sizes", () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let book = 0; book < 30; book++) {
      let next = 0;
      const pageOfWord: number[] = [];
      const pages = Array.from({ length: 1 + random(40) }, (_, i) => {
        const count = random(5) === 0 ? 0 : random(400);
        const text = random(9) === 0 ? "x".repeat(random(3000)) : words(next, count);
        if (!text.startsWith("x")) for (let w = next; w < next + count; w++) pageOfWord[w] = i + 1;
        next += count;
        return { page: i + 1, text: random(7) === 0 ? `  ${text}\n ` : text };
      });
      const options = { size: 200 + random(1200), overlap: random(300) };
      const stream = new ChunkStream(options);
      const streamed = pages.flatMap((page) => stream.push(page));
      expect(streamed.length).toBeGreaterThan(0);
      streamed.push(...stream.finish());
      expect(streamed).toEqual(chunkPages(pages, options));
      // The same text in one piece, cut with nothing arriving later, gives the same chunks.
      const joined = pages
        .map((page) => page.text.trim())
        .filter(Boolean)
        .join("\n\n");
      const whole = chunkPages([{ page: 1, text: joined }], options);
      expect(streamed.map((chunk) => chunk.content)).toEqual(whole.map((chunk) => chunk.content));
      // Each chunk is labelled with the page its first word is on.
      for (const chunk of streamed) {
        const first = /^word(\d{4})/.exec(chunk.content);
        if (first) expect(chunk.page).toBe(pageOfWord[Number(first[1])]);
      }
    }
  });
});
