/**
 * CORS for a site hosted apart from the service (ALLOWED_ORIGINS): what the forms send from another origin, JSON
 * and multipart submissions with their Idempotency-Key, and tus uploads with their claim key, whose answers the
 * client must read. The API's alone: a site page, the desk and the customer's claim pages are read by their own
 * origin only, so they carry no Access-Control-* header (nor `Vary: Origin`), and a preflight for one is answered
 * as an address that is not there.
 */
import cors from "@fastify/cors";
import fp from "fastify-plugin";
import { CLAIM_KEY_HEADER } from "../../form-contract/claim/uploads";
import { IDEMPOTENCY_HEADER } from "../../form-contract/shared/idempotency";

/** What a tus client sends, and what it must read of the answers. */
const tusRequestHeaders = ["Tus-Resumable", "Upload-Length", "Upload-Metadata", "Upload-Offset", CLAIM_KEY_HEADER];
const tusAnswerHeaders = ["Location", "Tus-Resumable", "Upload-Offset", "Upload-Length", "Upload-Expires"];

declare module "fastify" {
  interface FastifyContextConfig {
    /** Read by @fastify/cors: false leaves the route out. */
    cors?: false;
  }
}

const isApi = (url: string) => url.startsWith("/api/");

export const corsPlugin = fp<{ allowedOrigins: readonly string[] }>(
  async (app, { allowedOrigins }) => {
    // Added first, so that it sees every route, @fastify/cors's own catch-all preflight route included.
    app.addHook("onRoute", (route) => {
      if (!isApi(route.url)) route.config = { ...route.config, cors: false };
    });
    await app.register(cors, {
      origin: allowedOrigins.length > 0 ? [...allowedOrigins] : false,
      methods: ["GET", "HEAD", "POST", "PATCH", "DELETE"],
      allowedHeaders: ["Content-Type", IDEMPOTENCY_HEADER, ...tusRequestHeaders],
      exposedHeaders: tusAnswerHeaders,
    });
    // The API's preflights, answered by @fastify/cors's hook; one it does not answer is not there, as before.
    app.options("/api/*", (_request, reply) => reply.callNotFound());
  },
  { name: "cors" },
);
