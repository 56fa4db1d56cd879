import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../shared/errors";
import { loadPrerendered, pickEncoding } from "./prerendered-pages";

/** Test and demo pages: reachable, but kept out of search results. */
export const NOINDEX_PATHS = new Set(["/demo", "/chat-test", "/api-key-setup", "/upload-test", "/login"]);

const ROBOTS_TAG = "noindex, nofollow";

function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `# ${[...NOINDEX_PATHS].join(", ")} answer with X-Robots-Tag: ${ROBOTS_TAG}.`,
    "# They are not disallowed here, so that crawlers can fetch them and see that header.",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

function sitemapXml(origin: string, paths: string[], lastModified: string): string {
  const urls = paths.map(
    (path) => `  <url><loc>${origin}${path}</loc><lastmod>${lastModified}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Serves the built web app: hashed assets (gzip or brotli copies when the browser takes them),
 * the prerendered marketing and legal pages for their own paths, robots.txt and sitemap.xml, and
 * index.html for every other non-API GET, where the client router decides.
 */
export const staticWeb = fp(
  async (app: FastifyInstance, options: { root: string; appUrl: string }) => {
    if (!existsSync(join(options.root, "index.html"))) {
      app.log.warn({ root: options.root }, "no web build found; serving the API only");
      return;
    }
    const origin = new URL(options.appUrl).origin;
    const prerendered = loadPrerendered(options.root, origin);
    if (prerendered.pages.size === 0)
      app.log.warn({ root: options.root }, "web build has no prerendered pages");

    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The prerendered files are served under their page paths only, with the origin filled in.
      allowedPath: (pathname) => !pathname.startsWith("/_prerendered/") && !pathname.startsWith("/.vite/"),
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join(options.root, "assets")}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });

    const robots = robotsTxt(origin);
    const sitemap = sitemapXml(origin, [...prerendered.pages.keys()], prerendered.builtAt.slice(0, 10));
    app.get("/robots.txt", async (_request, reply) =>
      reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots),
    );
    app.get("/sitemap.xml", async (_request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(sitemap),
    );

    app.get("/*", async (request, reply) => {
      if (request.url.startsWith("/api/")) throw new AppError("NOT_FOUND", "Not Found");
      const path = request.url.split("?")[0]!;
      reply.header("cache-control", "no-cache");
      if (NOINDEX_PATHS.has(path)) reply.header("x-robots-tag", ROBOTS_TAG);
      const page = prerendered.pages.get(path);
      if (!page) return reply.sendFile("index.html");

      reply.header("etag", page.etag).header("vary", "Accept-Encoding").type("text/html; charset=utf-8");
      if (request.headers["if-none-match"] === page.etag) return reply.status(304).send();
      const encoding = pickEncoding(request.headers["accept-encoding"]);
      if (!encoding) return reply.send(page.html);
      return reply.header("content-encoding", encoding).send(page[encoding]);
    });
  },
  { name: "static-web" },
);
