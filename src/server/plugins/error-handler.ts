import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, type ErrorBody } from "../../shared/errors";

/** One place that turns every failure into `{ message, code }`; 5xx details stay in the log. */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply
          .status(error.status)
          .send({ message: error.message, code: error.code } satisfies ErrorBody);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".");
        const detail = first?.message ?? "Invalid input";
        const message = field ? `${field}: ${detail}` : detail;
        return reply.status(400).send({ message, code: "BAD_REQUEST" } satisfies ErrorBody);
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, "request failed");
        return reply
          .status(status)
          .send({ message: "Internal Server Error", code: "INTERNAL" } satisfies ErrorBody);
      }
      return reply.status(status).send({ message: error.message } satisfies ErrorBody);
    });

    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith("/api/") || request.url === "/api") {
        return reply.status(404).send({ message: "Not Found", code: "NOT_FOUND" } satisfies ErrorBody);
      }
      return reply.status(404).type("text/plain").send("Not Found");
    });
  },
  { name: "error-handler" },
);
