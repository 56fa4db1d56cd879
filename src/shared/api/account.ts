import { z } from "zod";

/** What "Delete my account" asks the user to type, so it never happens by a slip. */
export const DELETE_CONFIRMATION = "DELETE";

export const deleteAccountRequestSchema = z.object({
  confirmation: z.literal(DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} to confirm`),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

const iso = z.string();

/** GET /api/account/export: everything the account holds, as one JSON file. */
export const accountExportSchema = z.object({
  exportedAt: iso,
  profile: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    createdAt: iso,
    subscriptionStatus: z.string(),
  }),
  subscriptions: z.array(
    z.object({
      status: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      currentPeriodEnd: iso.nullable(),
      createdAt: iso,
    }),
  ),
  conversations: z.array(
    z.object({
      id: z.string(),
      title: z.string().nullable(),
      createdAt: iso,
      updatedAt: iso,
      messages: z.array(z.object({ role: z.string(), content: z.string(), createdAt: iso })),
    }),
  ),
  /** The books' metadata; the files themselves are the user's own uploads. */
  documents: z.array(
    z.object({
      id: z.string(),
      originalName: z.string(),
      fileSize: z.number(),
      status: z.string(),
      pageCount: z.number().nullable(),
      extractedChars: z.number().nullable(),
      uploadedAt: iso,
    }),
  ),
  memories: z.array(z.object({ kind: z.string(), fact: z.string(), createdAt: iso, updatedAt: iso })),
  practiceSessions: z.array(
    z.object({
      id: z.string(),
      scenarioId: z.string(),
      status: z.string(),
      startedAt: iso,
      endedAt: iso.nullable(),
      /** The feedback card of a finished scene. */
      feedback: z.unknown(),
      turns: z.array(z.object({ role: z.string(), content: z.string(), createdAt: iso })),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
