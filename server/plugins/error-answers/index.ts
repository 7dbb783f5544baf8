/**
 * How the API answers what it refuses or fails at: a client's mistake with its status and a JSON body that says
 * what to change (limits hit while the body streams in, bodies not as declared, refusals of the routes), our own
 * failure with a 500 that says nothing of it; a browser's own form post gets the result page instead. A page the
 * static files refuse (a traversal, a NUL byte) is simply not there, as far as a visitor knows.
 */
import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { postedForm } from "../form-posts/form-post";
import { clientErrorAnswer } from "./client-error-answer";

export const errorAnswersPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const answer = clientErrorAnswer(error, request);
      const form = postedForm(request);
      if (form) {
        const fields = answer?.body.fields as Record<string, string> | undefined;
        request.log[answer ? "info" : "error"](
          { statusCode: answer?.status ?? 500, code: error.code },
          "form post refused",
        );
        return app.sendResultPage(request, reply, {
          form,
          result: fields ? "refused" : "failed",
          status: answer?.status ?? 500,
          fields,
        });
      }
      if (answer) {
        const isPage = !request.url.startsWith("/api/");
        const statusCode = isPage ? 404 : answer.status;
        request.log.info({ statusCode, code: error.code }, "request refused");
        return isPage ? app.sendNotFoundPage(request, reply) : reply.code(statusCode).send(answer.body);
      }
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send({ error: "server_error", message: "The submission could not be stored" });
    });
  },
  { name: "error-answers", dependencies: ["form-posts", "not-found"] },
);
