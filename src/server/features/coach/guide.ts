import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";

export type GuideEntry = { slug: string; title: string; category: string; keywords: string; body: string };

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

/** Parses one guide file: front matter (title, category, keywords) and a Markdown body. */
export function parseGuideEntry(slug: string, text: string): GuideEntry {
  const match = FRONT_MATTER.exec(text.replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`${slug}: missing front matter`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const title = fields.get("title");
  const category = fields.get("category");
  if (!title || !category) throw new Error(`${slug}: front matter needs title and category`);
  return { slug, title, category, keywords: fields.get("keywords") ?? "", body: match[2]!.trim() };
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return markdownFiles(path);
      return Promise.resolve(entry.name.endsWith(".md") ? [path] : []);
    }),
  );
  return nested.flat().sort();
}

/** Reads every entry under `dir`, plus a hash of the whole guide to tell when it changed. */
export async function readGuide(dir: string): Promise<{ entries: GuideEntry[]; hash: string }> {
  const hash = createHash("sha256");
  const entries: GuideEntry[] = [];
  for (const file of await markdownFiles(dir)) {
    const slug = relative(dir, file).replace(/\.md$/, "");
    const text = await readFile(file, "utf8");
    hash.update(slug).update("\0").update(text).update("\0");
    entries.push(parseGuideEntry(slug, text));
  }
  return { entries, hash: hash.digest("hex") };
}

/** The sections of an entry's body, by heading ("Steps", "Example lines", ...). */
export function guideSections(body: string): { summary: string; sections: Map<string, string[]> } {
  const [summary = "", ...rest] = body.split(/^## /m);
  const sections = new Map<string, string[]>();
  for (const part of rest) {
    const [heading = "", ...lines] = part.split("\n");
    const items = lines
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => line.replace(/^(\d+\.|[-*])\s+/, ""));
    sections.set(heading.trim().toLowerCase(), items);
  }
  return { summary: summary.trim(), sections };
}
