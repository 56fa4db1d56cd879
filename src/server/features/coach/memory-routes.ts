import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { memoryParamsSchema, memorySchema, updateMemoryRequestSchema } from "../../../shared/api/memory";
import { AppError } from "../../../shared/errors";
import type { Db } from "../../db/client";
import { deleteMemory, listMemories, updateMemory } from "./memory";

const serialize = (row: { id: string; kind: string; fact: string; updatedAt: Date }) => ({
  id: row.id,
  kind: row.kind,
  fact: row.fact,
  updatedAt: row.updatedAt.toISOString(),
});

/** "What your coach remembers": the user sees, edits and deletes the facts kept about him. */
export async function memoryRoutes(app: FastifyInstance, { db, now }: { db: Db; now: () => Date }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("preHandler", app.requireUser);
  const notFound = () => new AppError("NOT_FOUND", "Memory not found");

  api.get("/api/memories", { schema: { response: { 200: z.array(memorySchema) } } }, async (request) =>
    (await listMemories(db, request.user!.id)).map(serialize),
  );

  api.patch(
    "/api/memories/:id",
    {
      schema: {
        params: memoryParamsSchema,
        body: updateMemoryRequestSchema,
        response: { 200: memorySchema },
      },
    },
    async (request) => {
      const row = await updateMemory(db, {
        userId: request.user!.id,
        id: request.params.id,
        fact: request.body.fact,
        now: now(),
      });
      if (!row) throw notFound();
      return serialize(row);
    },
  );

  api.delete("/api/memories/:id", { schema: { params: memoryParamsSchema } }, async (request, reply) => {
    if (!(await deleteMemory(db, { userId: request.user!.id, id: request.params.id }))) throw notFound();
    return reply.status(204).send();
  });
}
