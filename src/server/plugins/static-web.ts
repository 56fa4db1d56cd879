import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../shared/errors";

/** Serves the built web app; every other non-API GET gets index.html and the client router decides. */
export const staticWeb = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    if (!existsSync(join(options.root, "index.html"))) {
      app.log.warn({ root: options.root }, "no web build found; serving the API only");
      return;
    }
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join(options.root, "assets")}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
    app.get("/*", async (request, reply) => {
      if (request.url.startsWith("/api/")) throw new AppError("NOT_FOUND", "Not Found");
      reply.header("cache-control", "no-cache");
      return reply.sendFile("index.html");
    });
  },
  { name: "static-web" },
);
