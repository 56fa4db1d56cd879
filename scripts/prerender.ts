/**
 * Second half of `npm run build`: renders the marketing and legal pages to HTML (their text is in
 * the page before any script runs), writes them under <web root>/_prerendered with a manifest the
 * server reads, and stores gzip and brotli copies of the static files beside them.
 */
import { mkdirSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { build } from "vite";
import { composeDocument, headTags, ORIGIN_TOKEN, pageFile } from "../src/web/prerender/document";

const repo = fileURLToPath(new URL("..", import.meta.url));
// The same default as vite.config.ts: WEB_ROOT, or dist/web.
const webRoot = resolve(repo, process.env.WEB_ROOT ?? "dist/web");
const outDir = join(webRoot, "_prerendered");

type RenderModule = typeof import("../src/web/prerender/render");
type ManifestEntry = { file: string; imports?: string[] };

/** Builds the server-side bundle into `ssrDir` and loads it. */
async function buildRenderer(ssrDir: string): Promise<RenderModule> {
  await build({
      configFile: join(repo, "vite.config.ts"),
      logLevel: "warn",
      build: {
        ssr: join(repo, "src/web/prerender/render.tsx"),
        outDir: ssrDir,
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
        rollupOptions: { output: { entryFileNames: "render.mjs" } },
      },
  });
  return (await import(pathToFileURL(join(ssrDir, "render.mjs")).href)) as RenderModule;
}

/** The chunk of a lazily loaded page and everything it imports, minus what index.html preloads already. */
function preloadsFor(path: string, manifest: Record<string, ManifestEntry>, template: string): string[] {
  const key = `app/routes/public${path}.tsx`;
  if (!manifest[key]) return [];
  const files = new Set<string>();
  const visit = (name: string) => {
    const entry = manifest[name];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const child of entry.imports ?? []) visit(child);
  };
  visit(key);
  return [...files].filter((file) => !template.includes(file)).map((file) => `/${file}`);
}

const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".html", ".json", ".txt", ".xml", ".webmanifest"]);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** gzip and brotli copies of every text file worth compressing, for the server to send as they are. */
async function precompress(root: string): Promise<number> {
  const gz = promisify(gzip);
  const br = promisify(brotliCompress);
  let count = 0;
  for (const file of await filesUnder(root)) {
    if (!COMPRESSIBLE.has(extname(file)) || file.includes(`${join(root, "_prerendered")}`)) continue;
    if ((await stat(file)).size < 1024) continue;
    const bytes = await readFile(file);
    await writeFile(`${file}.gz`, await gz(bytes, { level: 9 }));
    await writeFile(`${file}.br`, await br(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    count++;
  }
  return count;
}

const template = await readFile(join(webRoot, "index.html"), "utf8");
const manifest = JSON.parse(await readFile(join(webRoot, ".vite/manifest.json"), "utf8")) as Record<
  string,
  ManifestEntry
>;
// Inside the repository, so the bundle's bare imports (react, wouter) resolve to node_modules.
mkdirSync(join(repo, "node_modules/.cache"), { recursive: true });
const ssrDir = await mkdtemp(join(repo, "node_modules/.cache/prerender-"));
const renderer = await buildRenderer(ssrDir);

mkdirSync(outDir, { recursive: true });
const pages: Record<string, string> = {};
for (const path of renderer.prerenderedPaths) {
  const markup = await renderer.renderPage(path);
  const html = composeDocument(template, {
    head: headTags(path, renderer.pageMeta[path]),
    markup,
    preloads: preloadsFor(path, manifest, template),
  });
  await writeFile(join(outDir, pageFile(path)), html);
  pages[path] = pageFile(path);
}
await rm(ssrDir, { recursive: true, force: true });
await writeFile(
  join(outDir, "manifest.json"),
  JSON.stringify({ originToken: ORIGIN_TOKEN, builtAt: new Date().toISOString(), pages }, null, 2),
);
const compressed = await precompress(webRoot);
console.log(`prerendered ${Object.keys(pages).length} pages into ${outDir}; compressed ${compressed} files`);
