import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** ARCHITECTURE.md: features do not import each other, routes compose them; shared parts import no feature. */
const web = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Where each relative import of a file points, as a path below src/web ("features/chat/..."). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)].map((m) => m[1]!);
  return specifiers.map((s) =>
    relative(web, resolve(dirname(file), s))
      .split(sep)
      .join("/"),
  );
}

const area = (path: string) =>
  path
    .split("/")
    .slice(0, path.startsWith("features/") ? 2 : 1)
    .join("/");

function crossings(folder: string, allowed: (from: string, to: string) => boolean) {
  return sourceFiles(join(web, folder)).flatMap((file) => {
    const from = relative(web, file).split(sep).join("/");
    return importsOf(file)
      .filter((to) => !to.startsWith(".."))
      .filter((to) => !allowed(from, to))
      .map((to) => `${from} -> ${to}`);
  });
}

describe("imports inside src/web", () => {
  it("reads the imports it checks", () => {
    expect(importsOf(join(web, "app/routes/chat.tsx"))).toContain("features/chat/components/chat-screen");
  });

  it("no feature imports another feature or the app", () => {
    const found = crossings("features", (from, to) => {
      if (to.startsWith("app/")) return false;
      return !to.startsWith("features/") || area(to) === area(from);
    });
    expect(found).toEqual([]);
  });

  it("components, lib and content import no feature and not the app", () => {
    const found = ["components", "lib", "content"].flatMap((folder) =>
      crossings(folder, (_, to) => !to.startsWith("features/") && !to.startsWith("app/")),
    );
    expect(found).toEqual([]);
  });
});
