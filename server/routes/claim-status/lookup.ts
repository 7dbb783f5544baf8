/**
 * POST /api/claim-status-links: the lookup form of /claims/status/ (the site's page), a plain form post or JSON.
 * The answer is the same whether or not the reference and the address belong together
 * (storage/claim-status/status-links.ts), and leaves LOOKUP_ANSWER_MS after the lookup arrived; a browser's own post
 * is sent on to GET /claim-status/sent, so a reload posts nothing, with the address typed in a cookie for that page
 * alone to repeat (claim-status/looked-up-address.ts).
 * Limited per address (RATE_LIMIT_MAX per window, as the forms, an IPv6 /64 counted as one address: rate-limit.ts);
 * a reference is never refused, whoever looks it up, but its claim's link e-mails are capped (STATUS_LINKS_PER_HOUR).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { lookupFields } from "../../../form-contract/claim-status/lookup";
import { CLAIM_STATUS_PATHS } from "../../claim-status/claim-status-paths";
import { keepLookedUpAddress, lookedUpAddress } from "../../claim-status/looked-up-address";
import {
  LOOKED_UP_TEXT,
  lookedUpPage,
  lookupIncompletePage,
  MISSING_TEXT,
  tooManyLookupsPage,
  tooManyText,
} from "../../claim-status/pages/lookup-pages";
import { isFormPost } from "../../plugins/form-posts/form-post";
import { answerAfter } from "../../claim-status/steady-answer";
import { STATUS_HEADERS } from "../../claim-status/pages/status-page";

/**
 * How long after it arrived a lookup is answered, found or not. A match writes its link and its e-mail's row, which
 * a miss does not: a fraction of a millisecond in memory, more on a slow disk, and measurable from outside. Answered
 * at a fixed time, far beyond what the work takes (a disk's sync included: tens of milliseconds on a busy machine),
 * both answers leave alike.
 */
export const LOOKUP_ANSWER_MS = 200;

/** How long after its answer a lookup's e-mail goes: far more than an answer takes to leave, nothing to a reader. */
const SEND_AFTER_ANSWER_MS = 20;

/** Longer than any reference or address the forms accept; what is longer matches nothing and is not read. */
const FIELD_MAX = 320;

const fieldOf = (body: unknown, name: string) => {
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" && value.trim() !== "" && value.length <= FIELD_MAX ? value : undefined;
};

function refuse(request: FastifyRequest, reply: FastifyReply, status: 400 | 429) {
  const windowMs = request.server.config.rateLimitWindowMs;
  const [page, message] =
    status === 400 ? [lookupIncompletePage(), MISSING_TEXT] : [tooManyLookupsPage(windowMs), tooManyText(windowMs)];
  if (!isFormPost(request)) return reply.code(status).send({ error: "refused", message });
  return reply.code(status).headers(STATUS_HEADERS).type("text/html; charset=utf-8").send(page);
}

export const lookupRoute: FastifyPluginAsync = async (app) => {
  const { statusLinks, mailQueued } = app;
  const rateLimit = { max: app.config.rateLimitMax, timeWindow: app.config.rateLimitWindowMs };
  app.setErrorHandler<Error & { statusCode?: number }>((error, request, reply) => {
    if (error.statusCode === 429) return refuse(request, reply, 429);
    throw error;
  });

  // A match's e-mail goes once its answer has: its first send records its attempt and composes it, which would
  // make a match's answer later than a miss's. And a moment later still, so that the work does not take the CPU
  // from what carries the answer on this machine (nginx, the kernel's network). Kicked after a miss too, to do
  // alike; it sends only what is due.
  const sendAfterAnswer = async () => void setTimeout(mailQueued, SEND_AFTER_ANSWER_MS).unref();

  app.post(
    CLAIM_STATUS_PATHS.lookUp,
    { config: { rateLimit }, bodyLimit: 4 * 1024, onResponse: sendAfterAnswer },
    async (request, reply) => {
      const reference = fieldOf(request.body, lookupFields.reference);
      const email = fieldOf(request.body, lookupFields.email);
      if (reference === undefined || email === undefined) return refuse(request, reply, 400);
      statusLinks.lookUp(reference, email);
      await answerAfter(reply, LOOKUP_ANSWER_MS);
      if (!isFormPost(request)) return reply.code(202).send({ message: LOOKED_UP_TEXT });
      keepLookedUpAddress(reply, email);
      return reply.redirect(CLAIM_STATUS_PATHS.lookedUp, 303);
    },
  );

  app.get(CLAIM_STATUS_PATHS.lookedUp, async (request, reply) =>
    reply
      .headers(STATUS_HEADERS)
      .type("text/html; charset=utf-8")
      .send(lookedUpPage(lookedUpAddress(request), app.company)),
  );
};
