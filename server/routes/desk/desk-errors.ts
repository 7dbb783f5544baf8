/**
 * The desk's answers to what it refuses or fails at: the status, with the service's own words for a client's
 * mistake (a rate limit, a body not as declared), and not the site's "not found" page the rest of the service
 * gives a page address.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { clientErrorAnswer } from "../../plugins/error-answers/client-error-answer";

export function deskErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = clientErrorAnswer(error, request);
  if (answer) {
    request.log.info({ statusCode: answer.status, code: error.code }, "desk request refused");
    return reply.code(answer.status).send(answer.body);
  }
  request.log.error({ err: error }, "desk request failed");
  return reply.code(500).send({ error: "server_error", message: "The desk could not do that; try again." });
}
