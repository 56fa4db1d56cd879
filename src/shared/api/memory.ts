import { z } from "zod";

export const memorySchema = z.object({
  id: z.string(),
  kind: z.string(),
  fact: z.string(),
  updatedAt: z.string(),
});
export type Memory = z.infer<typeof memorySchema>;

export const memoryParamsSchema = z.object({ id: z.uuid("Unknown memory") });
export const updateMemoryRequestSchema = z.object({
  fact: z.string().trim().min(1, "A memory cannot be empty").max(300, "Memories are at most 300 characters"),
});
