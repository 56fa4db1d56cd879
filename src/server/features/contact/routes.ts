import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  CONTACT_MESSAGES_PER_HOUR,
  contactRequestSchema,
  contactResponseSchema,
} from "../../../shared/api/contact";
import { AppError } from "../../../shared/errors";
import type { Db } from "../../db/client";
import { insertContactMessage } from "./queries";

const THANKS = "Thanks for your message. We'll get back to you within 24 hours.";

/** The contact form's call: anyone may write, a few times an hour per address. */
export async function contactRoutes(app: FastifyInstance, { db, now }: { db: Db; now: () => Date }) {
  const limit = app.rateLimit({
    max: CONTACT_MESSAGES_PER_HOUR,
    timeWindow: "1 hour",
    errorResponseBuilder: (_request, context) =>
      new AppError(
        "TOO_MANY_REQUESTS",
        `You have sent several messages in a short time. Please try again in ${Math.ceil(context.ttl / 60_000)} minutes.`,
      ),
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/contact",
    {
      schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } },
      preHandler: limit,
    },
    async (request, reply) => {
      const { id } = await insertContactMessage(db, { ...request.body, now: now() });
      // The id and topic only: what people write stays out of the logs.
      request.log.info({ contactMessageId: id, subject: request.body.subject }, "contact message stored");
      return reply.status(201).send({ id, message: THANKS });
    },
  );
}
