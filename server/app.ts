/** The submissions service: the API, and the built site served with its caching and security headers. */
import compress from "@fastify/compress";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyServerOptions } from "fastify";
import fs from "node:fs";
import zlib from "node:zlib";
import path from "node:path";
import { originalOf, PRECOMPRESSED_TYPES } from "../gatsby/precompress";
import { claimMessages } from "../src/forms/claim/schema";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from "../src/forms/claim/documents";
import { limits } from "../src/forms/shared/rules";
import type { Config } from "./config";
import { apiPolicy, pagePolicy } from "./content-security-policy";
import { claimsRoute } from "./routes/claims";
import { quoteRequestsRoute } from "./routes/quote-requests";
import { createOutbox } from "./mail/outbox";
import { createRelayTransport, RELAY_CONNECTIONS } from "./mail/relay-transport";
import { openDatabase } from "./storage/database";
import { createSubmissionStore, type SubmissionStore } from "./storage/submission-store";
import { SubmissionRejected } from "./validation";

interface Options {
  /** Tests pass `false` to keep their output quiet. */
  logger?: FastifyServerOptions["logger"];
}

/** Upload answers for limits hit while the body streams in; nothing of the request is kept. */
const limitAnswers: Record<string, { status: number; body: Record<string, unknown> }> = {
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    body: { error: "too_large", fields: { documents: claimMessages.documentSize } },
  },
  FST_FILES_LIMIT: {
    status: 413,
    body: { error: "too_many_files", fields: { documents: claimMessages.documentsTooMany } },
  },
  FST_PARTS_LIMIT: { status: 413, body: { error: "too_large", message: "The request has too many parts" } },
  FST_FIELDS_LIMIT: { status: 413, body: { error: "too_large", message: "The request has too many fields" } },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, body: { error: "too_large", message: "The request is too large" } },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: { error: "unsupported_media_type", message: "Send JSON or multipart/form-data" },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, body: { error: "invalid_json", message: "The request body is empty" } },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    body: { error: "invalid_json", message: "The request body is not valid JSON" },
  },
};

const hashedAsset = /(^\/static\/)|(-[0-9a-f]{16,}\.(js|css)$)/;

function cacheControl(urlPath: string): string {
  return hashedAsset.test(urlPath) ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate";
}

export async function buildApp(config: Config, options: Options = {}) {
  const app = Fastify({
    // Requests are logged by method and path only: no addresses, no bodies, nothing personal.
    logger: options.logger ?? {
      level: config.logLevel,
      serializers: { req: (request) => ({ method: request.method, url: request.url }) },
    },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  });
  // The API takes JSON and multipart only; anything else is answered 415.
  app.removeContentTypeParser("text/plain");
  const db = openDatabase(config.dataDir);
  const store = createSubmissionStore(db, config.dataDir, { queueMail: Boolean(config.smtpUrl) });
  store.sweep();
  const outbox = config.smtpUrl ? startOutbox(config, config.smtpUrl, store, app.log) : undefined;
  // Shutting down, the outbox lets go at once; the database closes once the requests in flight are done.
  app.addHook("preClose", async () => outbox?.abandon());
  app.addHook("onClose", async () => db.close());

  await app.register(helmet, {
    // Pages get their own policy below; the rest of helmet's headers apply to every answer.
    contentSecurityPolicy: false,
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (request.url.startsWith("/api/")) reply.header("Content-Security-Policy", apiPolicy);
  });
  // What has no compressed copy from the build (the 404 pages, API answers) is compressed as it is sent:
  // brotli at a fast setting, gzip for older browsers.
  await app.register(compress, {
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(cors, { origin: config.allowedOrigins.length > 0 ? config.allowedOrigins : false });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: {
      fileSize: MAX_DOCUMENT_BYTES,
      files: MAX_DOCUMENTS,
      fields: 20,
      // Room for the longest text a form allows in UTF-8 (up to 4 bytes a character): busboy cuts longer
      // values silently, so a cut value is always still over the limit, and the schema refuses it.
      fieldSize: 4 * limits.longTextMax + 1024,
      parts: MAX_DOCUMENTS + 20,
      headerPairs: 100,
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof SubmissionRejected) return reply.code(400).send({ error: "invalid", fields: error.fields });
    const limit = limitAnswers[error.code];
    if (limit) return reply.code(limit.status).send(limit.body);
    if (error.statusCode === 429) {
      return reply.code(429).send({ error: "rate_limited", message: "Too many submissions. Please try again later." });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ error: "server_error", message: "The submission could not be stored" });
  });

  const rateLimitOptions = { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs };
  const onStored = (reference: string) => {
    app.log.info({ reference }, "submission stored");
    void outbox?.deliver();
  };
  app.get("/api/health", async () => ({ status: "ok" }));
  await app.register(quoteRequestsRoute, { store, rateLimit: rateLimitOptions, onStored });
  await app.register(claimsRoute, { store, dataDir: config.dataDir, rateLimit: rateLimitOptions, onStored });

  // Kept per file until it changes: a rebuild while the service runs must not leave stale script hashes.
  const pageHtml = new Map<string, { modifiedMs: number; html: string }>();
  const readPage = (file: string) => {
    const modifiedMs = fs.statSync(file).mtimeMs;
    const cached = pageHtml.get(file);
    if (cached?.modifiedMs === modifiedMs) return cached.html;
    const html = fs.readFileSync(file, "utf8");
    pageHtml.set(file, { modifiedMs, html });
    return html;
  };
  await app.register(fastifyStatic, {
    root: config.publicDir,
    cacheControl: false,
    // The build writes a .br and a .gz copy of each text file (gatsby/precompress.ts); they are sent as they are.
    preCompressed: true,
    setHeaders(res, sentPath) {
      const filePath = originalOf(sentPath);
      const urlPath = `/${path.relative(config.publicDir, filePath).split(path.sep).join("/")}`;
      res.setHeader("Cache-Control", cacheControl(urlPath));
      if (PRECOMPRESSED_TYPES.includes(path.extname(filePath))) res.setHeader("Vary", "Accept-Encoding");
      if (filePath.endsWith(".html")) res.setHeader("Content-Security-Policy", pagePolicy(readPage(filePath)));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/")) return reply.code(404).send({ error: "not_found" });
    // Unknown product paths get the client-side 'Product Not Found' page, everything else the 404 page.
    const page = request.url.startsWith("/services/")
      ? path.join(config.publicDir, "services", "[...]", "index.html")
      : path.join(config.publicDir, "404.html");
    const html = readPage(page);
    return reply
      .code(404)
      .header("Cache-Control", "public, max-age=0, must-revalidate")
      .header("Content-Security-Policy", pagePolicy(html))
      .type("text/html; charset=utf-8")
      .send(html);
  });

  return app;
}

/** Resumes any mail a previous run left unsent, then sends each new submission as it is stored. */
function startOutbox(config: Config, smtpUrl: string, store: SubmissionStore, log: FastifyBaseLogger) {
  const company = JSON.parse(fs.readFileSync(config.companyFile, "utf8")) as { email: string; claimsEmail: string };
  const outbox = createOutbox({
    store,
    transporter: createRelayTransport(smtpUrl),
    concurrency: RELAY_CONNECTIONS,
    from: config.mailFrom,
    recipients: { quote: company.email, claim: company.claimsEmail },
    dataDir: config.dataDir,
    maxMessageBytes: config.mailMaxBytes,
    log,
    retryBaseMs: config.mailRetryBaseMs,
    pollMs: config.mailPollMs,
  });
  void outbox.deliver();
  return outbox;
}
