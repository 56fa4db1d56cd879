import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  conversationParamsSchema,
  conversationSchema,
  messageSchema,
  renameConversationRequestSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
} from "../../../shared/api/chat";
import { AppError } from "../../../shared/errors";
import type { Entitlements, Plan } from "../../../shared/plans";
import type { Db } from "../../db/client";
import type { CoachEngine } from "../coach/engine";
import { backgroundTitles } from "./model-titles";
import {
  deleteConversation,
  findConversation,
  listConversations,
  listMessages,
  openEmptyConversation,
  renameConversation,
  serializeConversation,
  serializeMessage,
} from "./queries";
import { type AcceptedMessage, acceptMessage, generateReply } from "./send-message";
import { openEventStream, wantsEventStream } from "./sse";

type Options = { db: Db; engine: CoachEngine; now: () => Date; entitlements: Record<Plan, Entitlements> };

export async function chatRoutes(app: FastifyInstance, { db, engine, now, entitlements }: Options) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireUser;
  const notFound = () => new AppError("NOT_FOUND", "Conversation not found");
  const titles = backgroundTitles(db, engine, app.log);
  app.addHook("onClose", () => titles.close());
  /** After a conversation's first reply, the engine may name it (an LLM engine does). */
  const nameAfterFirstReply = ({ userMessage, verdict, conversationId }: AcceptedMessage) => {
    if (userMessage.firstMessage && !verdict)
      titles.start({ userId: userMessage.userId, conversationId, message: userMessage.content });
  };

  api.post(
    "/api/conversations",
    { preHandler, schema: { response: { 200: conversationSchema } } },
    async (request) => serializeConversation(await openEmptyConversation(db, request.user!.id)),
  );

  api.get(
    "/api/conversations",
    { preHandler, schema: { response: { 200: z.array(conversationSchema) } } },
    async (request) => (await listConversations(db, request.user!.id)).map(serializeConversation),
  );

  api.get(
    "/api/conversations/:id/messages",
    { preHandler, schema: { params: conversationParamsSchema, response: { 200: z.array(messageSchema) } } },
    async (request) => {
      const conversation = await findConversation(db, { userId: request.user!.id, id: request.params.id });
      if (!conversation) throw notFound();
      return (await listMessages(db, conversation.id)).map(serializeMessage);
    },
  );

  api.patch(
    "/api/conversations/:id",
    {
      preHandler,
      schema: {
        params: conversationParamsSchema,
        body: renameConversationRequestSchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) => {
      const row = await renameConversation(db, {
        userId: request.user!.id,
        id: request.params.id,
        title: request.body.title,
      });
      if (!row) throw notFound();
      return serializeConversation(row);
    },
  );

  api.delete(
    "/api/conversations/:id",
    { preHandler, schema: { params: conversationParamsSchema } },
    async (request, reply) => {
      if (!(await deleteConversation(db, { userId: request.user!.id, id: request.params.id })))
        throw notFound();
      return reply.status(204).send();
    },
  );

  api.post(
    "/api/chat",
    {
      // The send's statements find the session by its token themselves (send-message.ts).
      preHandler: app.requireSessionToken,
      schema: { body: sendMessageRequestSchema, response: { 200: sendMessageResponseSchema } },
    },
    async (request, reply) => {
      const accepted = await acceptMessage(db, {
        sessionToken: request.sessionToken!,
        conversationId: request.body.conversationId,
        text: request.body.message,
        now: now(),
        entitlements,
      });

      if (!wantsEventStream(request.headers.accept)) {
        const message = await generateReply(db, {
          accepted,
          engine,
          signal: AbortSignal.timeout(120_000),
          onDelta: () => {},
        });
        nameAfterFirstReply(accepted);
        return { message: message! };
      }

      const stream = openEventStream(reply);
      try {
        const message = await generateReply(db, {
          accepted,
          engine,
          signal: stream.signal,
          onDelta: (content) => stream.send({ type: "delta", content }),
        });
        if (message) {
          stream.send({ type: "done", message });
          nameAfterFirstReply(accepted);
        }
      } catch (error) {
        const known = error instanceof AppError;
        if (!known) request.log.error({ err: error }, "reply failed");
        stream.send({
          type: "error",
          message: known ? error.message : "The coach could not answer. Please try again.",
        });
      } finally {
        stream.end();
      }
    },
  );
}
