/**
 * GET /api/quote-requests/sent and /api/claims/sent: the sent page a browser's own form post is sent on to
 * (stored-answer.ts), with the reference of the submission its receipt names and the address a copy was e-mailed
 * to, read from the stored submission each time the page is asked for. A receipt that names nothing
 * (erased, mistyped, another form's) is an address that is not there.
 */
import type { FastifyPluginAsync } from "fastify";
import type { FormKind } from "../../../form-contract/shared/form-post";
import { sentPageAddresses } from "../../plugins/form-posts/stored-answer";

/** Visits per address per minute: a page someone reloads, never a submission, so not the submissions' limit. */
const SENT_PAGE_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

export const sentPagesRoute: FastifyPluginAsync = async (app) => {
  const { receipts, emailedCopyOf, sendResultPage, sendNotFoundPage } = app;
  for (const [form, address] of Object.entries(sentPageAddresses) as [FormKind, string][]) {
    app.get<{ Querystring: { receipt?: unknown } }>(
      address,
      { config: { rateLimit: SENT_PAGE_RATE_LIMIT } },
      async (request, reply) => {
        const submission = receipts.find(request.query.receipt);
        if (submission?.kind !== form) return sendNotFoundPage(request, reply);
        const { reference } = submission;
        const emailedCopy = emailedCopyOf(reference);
        return sendResultPage(request, reply, {
          form,
          result: "sent",
          status: 200,
          reference,
          ...(emailedCopy && { emailedCopy }),
        });
      },
    );
  }
};
