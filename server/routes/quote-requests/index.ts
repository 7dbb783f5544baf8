/**
 * POST /api/quote-requests: a quote request as the enhanced form sends it (JSON, with its Idempotency-Key) or as a
 * browser posts the form itself (URL-encoded, sent on to a page: form-post.ts, stored-answer.ts), read with the form's own
 * payload fields and checked with its schema.
 */
import type { FastifyPluginAsync } from "fastify";
import { quoteText } from "../../../form-contract/quote/payload";
import { quoteSchema } from "../../../form-contract/quote/schema";
import { HONEYPOT_FIELD } from "../../../form-contract/shared/honeypot";
import { TICKED_VALUE } from "../../../form-contract/shared/form-post";
import { submissionHash } from "../../submissions/idempotency";
import { rejectHoneypot, SubmissionRejected, validateWith } from "../../submissions/validation";
import { isUrlEncoded } from "../../plugins/body-parsers/url-encoded";
import { isFormPost } from "../../plugins/form-posts/form-post";

export const quoteRequestsRoute: FastifyPluginAsync = async (app) => {
  const { submissions, idempotency, answerStored } = app;
  const rateLimit = { max: app.config.rateLimitMax, timeWindow: app.config.rateLimitWindowMs };
  app.post("/api/quote-requests", { config: { rateLimit }, bodyLimit: 32 * 1024 }, async (request, reply) => {
    const answer = (reference: string) => answerStored(request, reply, "quote", reference);
    let attempt = idempotency.begin(request, "quote");
    try {
      const body = request.body;
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        throw new SubmissionRejected({ form: "The request must be a JSON object" });
      }
      const hash = submissionHash(body);
      attempt ??= isFormPost(request) ? await idempotency.beginForContent(hash, "quote") : undefined;
      const earlier = attempt?.earlier(hash);
      if (earlier) return answer(earlier);
      const raw = body as Record<string, unknown>;
      rejectHoneypot(raw[HONEYPOT_FIELD]);
      // Read as the form builds it: the same fields, trimmed the same way; a posted form's tick is its value.
      const fields = quoteText(raw);
      const agreed = isUrlEncoded(request) ? raw.agreement === TICKED_VALUE : raw.agreement === true;
      await validateWith(quoteSchema(), { ...fields, agreement: agreed });
      const reference = submissions.save(
        "quote",
        { ...fields, agreement: true },
        [],
        new Date(),
        attempt?.record(hash),
      );
      app.submissionStored(reference);
      return answer(reference);
    } finally {
      attempt?.end();
    }
  });
};
