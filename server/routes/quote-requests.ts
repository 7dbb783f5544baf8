/** POST /api/quote-requests: a JSON quote request, checked with the quote form's own schema. */
import type { FastifyPluginAsync } from "fastify";
import { quoteSchema } from "../../src/forms/quote/schema";
import { HONEYPOT_FIELD } from "../../src/forms/shared/honeypot";
import type { SubmissionStore } from "../storage/submission-store";
import { SubmissionRejected, validateWith } from "../validation";
import { rejectHoneypot } from "../honeypot";

interface Options {
  store: SubmissionStore;
  rateLimit: { max: number; timeWindow: number };
  onStored: (reference: string) => void;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export const quoteRequestsRoute: FastifyPluginAsync<Options> = async (app, { store, rateLimit, onStored }) => {
  app.post("/api/quote-requests", { config: { rateLimit }, bodyLimit: 32 * 1024 }, async (request, reply) => {
    const body = request.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new SubmissionRejected({ form: "The request must be a JSON object" });
    }
    const raw = body as Record<string, unknown>;
    rejectHoneypot(raw[HONEYPOT_FIELD]);
    const fields = {
      name: text(raw.name).trim(),
      email: text(raw.email).trim(),
      phone: text(raw.phone).trim(),
      insuranceType: text(raw.insuranceType),
      message: text(raw.message).trim(),
    };
    await validateWith(quoteSchema(), { ...fields, agreement: raw.agreement === true });
    const reference = store.save("quote", { ...fields, agreement: true });
    onStored(reference);
    return reply.code(201).send({ reference });
  });
};
