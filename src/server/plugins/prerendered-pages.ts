import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** One prerendered page, ready to send: its HTML plain and compressed, and a validator. */
export type PrerenderedPage = { html: Buffer; gzip: Buffer; br: Buffer; etag: string };

type Manifest = { originToken: string; builtAt: string; pages: Record<string, string> };

/**
 * Reads the pages the build prerendered (scripts/prerender.ts) and fills in the public origin
 * for canonical and Open Graph URLs. Done once at start-up; a build without them yields none.
 */
export function loadPrerendered(
  root: string,
  origin: string,
): { pages: Map<string, PrerenderedPage>; builtAt: string } {
  const dir = join(root, "_prerendered");
  const manifestFile = join(dir, "manifest.json");
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(manifestFile)) return { pages, builtAt: new Date().toISOString() };

  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  for (const [path, file] of Object.entries(manifest.pages)) {
    const html = Buffer.from(readFileSync(join(dir, file), "utf8").replaceAll(manifest.originToken, origin));
    pages.set(path, {
      html,
      gzip: gzipSync(html, { level: 9 }),
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      etag: `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
    });
  }
  return { pages, builtAt: manifest.builtAt };
}

/** The best encoding the client accepts: brotli, then gzip, else none (q=0 means refused). */
export function pickEncoding(header: string | undefined): "br" | "gzip" | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => accepted.get(coding) ?? accepted.get("*") ?? 0;
  if (weightOf("br") > 0) return "br";
  if (weightOf("gzip") > 0) return "gzip";
  return null;
}
