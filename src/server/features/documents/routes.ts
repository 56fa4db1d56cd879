import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  documentParamsSchema,
  documentSchema,
  MAX_UPLOAD_BYTES,
  uploadResponseSchema,
  uploadTestResponseSchema,
} from "../../../shared/api/documents";
import { AppError } from "../../../shared/errors";
import { type Entitlements, type Plan, planOf } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { assertPdfBytes, cleanFileName } from "./file-checks";
import type { HeadStartTicket } from "./head-start";
import type { Extract } from "./process-documents";
import { countDocuments, deleteDocument, insertDocument, listDocuments, serializeDocument } from "./queries";

type Options = {
  db: Db;
  now: () => Date;
  entitlements: Record<Plan, Entitlements>;
  extract: Extract;
  /** Called after an upload so the worker starts at once. */
  onQueued: () => void;
  /** Begins the book's extraction while the upload is stored, when an extraction slot is free. */
  headStart: (bytes: Uint8Array) => HeadStartTicket | undefined;
};

const TOO_LARGE = "File too large: PDFs can be at most 10 MB.";

/** Reads the one `pdf` file of a multipart body, stopping as soon as it passes the size limit. */
async function readPdf(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError("BAD_REQUEST", "Send the file as multipart form data, field 'pdf'.");
  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  if (file?.fieldname !== "pdf")
    throw new AppError("BAD_REQUEST", "No file received: the field must be 'pdf'.");
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("PAYLOAD_TOO_LARGE", TOO_LARGE);
    throw err;
  }
  assertPdfBytes(bytes);
  return { bytes, name: cleanFileName(file.filename) };
}

export async function documentRoutes(app: FastifyInstance, options: Options) {
  const { db, now, entitlements } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  app.addHook("preHandler", app.requireUser);

  api.get("/api/documents", { schema: { response: { 200: z.array(documentSchema) } } }, async (request) =>
    (await listDocuments(db, request.user!.id)).map(serializeDocument),
  );

  api.post(
    "/api/documents/upload",
    { schema: { response: { 200: uploadResponseSchema } } },
    async (request) => {
      const user = request.user!;
      const { bytes, name } = await readPdf(request);
      const { maxBooks } = entitlements[planOf(user.subscriptionStatus)];
      if ((await countDocuments(db, user.id)) >= maxBooks) {
        throw new AppError(
          "PAYMENT_REQUIRED",
          `Book limit reached: your plan includes ${maxBooks} book${maxBooks === 1 ? "" : "s"}. Delete a book or upgrade to Premium for up to ${entitlements.premium.maxBooks}.`,
        );
      }
      const early = options.headStart(bytes);
      const row = await insertDocument(db, { userId: user.id, originalName: name, bytes, now: now() }).catch(
        (error) => {
          early?.drop();
          throw error;
        },
      );
      if (early) early.stored(row.id);
      else options.onQueued();
      return {
        document: serializeDocument(row),
        message: "Your PDF is being processed and will be available for AI coaching soon.",
      };
    },
  );

  api.post(
    "/api/documents/upload-test",
    { schema: { response: { 200: uploadTestResponseSchema } } },
    async (request) => {
      const { bytes, name } = await readPdf(request);
      const result = await options.extract(bytes);
      const id = crypto.randomUUID();
      if (!result.ok) return { document: { id, status: "error" }, message: result.message };
      const seconds = (result.ms / 1000).toFixed(2);
      return {
        document: { id, status: "completed" },
        message: `${name}: ${result.pageCount} pages, ${result.chars.toLocaleString("en-US")} characters, extracted in ${seconds} s.`,
      };
    },
  );

  api.delete("/api/documents/:id", { schema: { params: documentParamsSchema } }, async (request, reply) => {
    if (!(await deleteDocument(db, { userId: request.user!.id, id: request.params.id }))) {
      throw new AppError("NOT_FOUND", "Document not found");
    }
    return reply.status(204).send();
  });
}
