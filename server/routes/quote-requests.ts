/** POST /api/quote-requests: a JSON quote request, read with the form's own payload fields and checked with its schema. */
import type { FastifyPluginAsync } from "fastify";
import { quoteText } from "../../form-contract/quote/payload";
import { quoteSchema } from "../../form-contract/quote/schema";
import { HONEYPOT_FIELD } from "../../form-contract/shared/honeypot";
import type { SubmissionStore } from "../storage/submission-store";
import { submissionHash, type Idempotency } from "../idempotency";
import { SubmissionRejected, validateWith } from "../validation";
import { rejectHoneypot } from "../honeypot";

interface Options {
  store: SubmissionStore;
  idempotency: Idempotency;
  rateLimit: { max: number; timeWindow: number };
  onStored: (reference: string) => void;
}

export const quoteRequestsRoute: FastifyPluginAsync<Options> = async (
  app,
  { store, idempotency, rateLimit, onStored },
) => {
  app.post("/api/quote-requests", { config: { rateLimit }, bodyLimit: 32 * 1024 }, async (request, reply) => {
    const attempt = idempotency.begin(request);
    try {
      const body = request.body;
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        throw new SubmissionRejected({ form: "The request must be a JSON object" });
      }
      const hash = submissionHash(body);
      const earlier = attempt?.earlier(hash);
      if (earlier) return reply.code(201).send({ reference: earlier });
      const raw = body as Record<string, unknown>;
      rejectHoneypot(raw[HONEYPOT_FIELD]);
      // Read as the form builds it: the same fields, trimmed the same way.
      const fields = quoteText(raw);
      await validateWith(quoteSchema(), { ...fields, agreement: raw.agreement === true });
      const reference = store.save("quote", { ...fields, agreement: true }, [], new Date(), attempt?.record(hash));
      onStored(reference);
      return reply.code(201).send({ reference });
    } finally {
      attempt?.end();
    }
  });
};
