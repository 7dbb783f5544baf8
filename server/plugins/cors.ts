/**
 * CORS for a site hosted apart from the service (ALLOWED_ORIGINS): what the forms send from another origin, JSON
 * and multipart submissions with their Idempotency-Key, and tus uploads with their claim key, whose answers the
 * client must read.
 */
import cors from "@fastify/cors";
import fp from "fastify-plugin";
import { CLAIM_KEY_HEADER } from "../../form-contract/claim/uploads";
import { IDEMPOTENCY_HEADER } from "../../form-contract/shared/idempotency";

/** What a tus client sends, and what it must read of the answers. */
const tusRequestHeaders = ["Tus-Resumable", "Upload-Length", "Upload-Metadata", "Upload-Offset", CLAIM_KEY_HEADER];
const tusAnswerHeaders = ["Location", "Tus-Resumable", "Upload-Offset", "Upload-Length", "Upload-Expires"];

export const corsPlugin = fp<{ allowedOrigins: readonly string[] }>(
  async (app, { allowedOrigins }) => {
    await app.register(cors, {
      origin: allowedOrigins.length > 0 ? [...allowedOrigins] : false,
      methods: ["GET", "HEAD", "POST", "PATCH", "DELETE"],
      allowedHeaders: ["Content-Type", IDEMPOTENCY_HEADER, ...tusRequestHeaders],
      exposedHeaders: tusAnswerHeaders,
    });
  },
  { name: "cors" },
);
