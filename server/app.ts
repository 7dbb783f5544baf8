/** The submissions service: the API, and the built site served with its caching and security headers. */
import compress from "@fastify/compress";
import cors from "@fastify/cors";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import fs from "node:fs";
import { STATUS_CODES } from "node:http";
import zlib from "node:zlib";
import path from "node:path";
import { pagePathOf, securityHeaders } from "../hosting/headers";
import { PRODUCT_NOT_FOUND_PAGE } from "../hosting/host-files";
import { originalOf, PRECOMPRESSED_TYPES } from "../hosting/precompressed";
import { claimMessages } from "../form-contract/claim/schema";
import { UPLOADS_PATH } from "../form-contract/claim/uploads";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from "../form-contract/claim/documents";
import { limits } from "../form-contract/shared/rules";
import type { Config } from "./config";
import { apiPolicy } from "../hosting/content-security-policy";
import { trackAllowedMethods } from "./allowed-methods";
import { allowedSiteOf, refuseCrossSiteSubmissions } from "./cross-site-guard";
import { postedForm } from "./form-post";
import { createResultPages } from "./result-pages";
import { createStoredAnswer } from "./stored-answer";
import { acceptUrlEncodedForms } from "./url-encoded";
import { HEALTH_PATH, HEALTH_RATE_LIMIT, healthRoute } from "./routes/health";
import { claimsRoute, MAX_TEXT_FIELDS } from "./routes/claims";
import { quoteRequestsRoute } from "./routes/quote-requests";
import { sentPagesRoute } from "./routes/sent-pages";
import { tusAnswerHeaders, tusRequestHeaders, uploadsRoute } from "./routes/uploads";
import { IDEMPOTENCY_HEADER } from "../form-contract/shared/idempotency";
import { createIdempotency } from "./idempotency";
import { createUploadStore } from "./storage/uploads";
import { createReceipts } from "./storage/receipts";
import { createEmailedCopies } from "./storage/emailed-copies";
import { scheduleUploadSweeps } from "./data-lifecycle/unclaimed-uploads";
import { createOutbox } from "./mail/outbox";
import { readBrokerage } from "./mail/brokerage";
import { dkimSigning } from "./mail/dkim";
import { schedulePurges } from "./data-lifecycle/purge";
import { lockDataDir } from "./storage/data-dir-lock";
import { createRelayTransport, RELAY_CONNECTIONS } from "./mail/relay-transport";
import { openDatabase, scrubErasedText } from "./storage/database";
import { makePrivateDataDir } from "./storage/private-files";
import { createSubmissionStore, type SubmissionStore } from "./storage/submission-store";
import { readSiteHeaders } from "./site-headers";
import { acceptUtf8JsonOnly } from "./utf8-json";
import { SubmissionRejected } from "./validation";
import { RequestRefused } from "./client-errors";

interface Options {
  /** Tests pass `false` to keep their output quiet. */
  logger?: FastifyServerOptions["logger"];
  /** Tests pass a stream to read the service's own log lines. */
  logStream?: { write(line: string): void };
}

const MB = 1024 * 1024;

type LimitAnswer = { status: number; body: Record<string, unknown> };

const tooLarge = (message: string): LimitAnswer => ({ status: 413, body: { error: "too_large", message } });
const unsupportedMediaType = (message: string): LimitAnswer => ({
  status: 415,
  body: { error: "unsupported_media_type", message },
});
const badRequest = (error: string, message: string): LimitAnswer => ({ status: 400, body: { error, message } });

/**
 * Answers to what the client got wrong: limits hit while the body streams in, bodies not as declared.
 * Nothing of such a request is kept.
 */
const limitAnswers: Record<string, LimitAnswer> = {
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    body: { error: "too_large", fields: { documents: claimMessages.documentSize } },
  },
  FST_FILES_LIMIT: {
    status: 413,
    body: { error: "too_many_files", fields: { documents: claimMessages.documentsTooMany } },
  },
  FST_PARTS_LIMIT: tooLarge("The request has too many parts"),
  FST_FIELDS_LIMIT: tooLarge("The request has too many fields"),
  FST_ERR_CTP_BODY_TOO_LARGE: tooLarge("The request is too large"),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: unsupportedMediaType("Send JSON or multipart/form-data"),
  ERR_UNSUPPORTED_CHARSET: unsupportedMediaType("Send JSON in UTF-8"),
  ERR_INCOMPLETE_BODY: badRequest("incomplete_body", "The request ended before it was complete"),
  ERR_MULTIPART_WITHOUT_BOUNDARY: badRequest("invalid_multipart", "The multipart body has no boundary"),
  FST_PROTO_VIOLATION: badRequest("invalid_multipart", "The request has a field name that is not allowed"),
  FST_ERR_CTP_EMPTY_JSON_BODY: badRequest("invalid_json", "The request body is empty"),
  FST_ERR_CTP_INVALID_JSON_BODY: badRequest("invalid_json", "The request body is not valid JSON"),
};

/** The answer to a request the client got wrong, or undefined when the fault is ours. */
function clientErrorAnswer(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: Record<string, unknown> } | undefined {
  if (error instanceof SubmissionRejected) return { status: 400, body: { error: "invalid", fields: error.fields } };
  if (error instanceof RequestRefused) return { status: error.statusCode, body: error.body };
  const known = limitAnswers[error.code];
  if (known) return known;
  if (error.statusCode === 429) {
    const route = request.routeOptions.url ?? "";
    const what = route === HEALTH_PATH ? "health checks" : route.startsWith(UPLOADS_PATH) ? "uploads" : "submissions";
    return { status: 429, body: { error: "rate_limited", message: `Too many ${what}. Please try again later.` } };
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return undefined;
  return { status, body: { error: "bad_request", message: STATUS_CODES[status] ?? "Bad Request" } };
}

/** An upload's address: its id is all that names it, beside the claim key. */
const UPLOAD_ADDRESS = new RegExp(`^${UPLOADS_PATH}/[^/]+$`);

/**
 * A request's path as the log keeps it: without its query, where a form sent as a GET by a browser whose script
 * was blocked carries the visitor's name and e-mail, and a sent page its receipt; an upload's id masked.
 */
export function loggedPathOf(url: string): string {
  const query = url.indexOf("?");
  const withoutQuery = query === -1 ? url : url.slice(0, query);
  return UPLOAD_ADDRESS.test(withoutQuery) ? `${UPLOADS_PATH}/:id` : withoutQuery;
}

/** The build's notes for static hosts (public/_headers and _redirects): not pages, however their path is written. */
const HOST_FILES = new Set(["/_headers", "/_redirects"]);

/**
 * Whether the static files would answer `pathName` (Fastify's decoded path) with one of HOST_FILES: judged on
 * the path as the file is found, "." and ".." resolved and repeated slashes merged, so `/static/..%2f_headers`
 * or `//_headers` is refused as `/_headers` is.
 */
export function namesHostFile(pathName: string): boolean {
  const normalised = path.posix.normalize(`/${pathName}`).replace(/\/+$/, "");
  return HOST_FILES.has(normalised);
}

/**
 * Fastify 5 ignores a bare hop count (it cannot check the nearest peer), so a count becomes a function: the
 * socket's peer and the next `hops - 1` addresses are proxies, and the visitor is the one before them.
 */
function trustProxyOption(trustProxy: Config["trustProxy"]): FastifyServerOptions["trustProxy"] {
  if (typeof trustProxy !== "number") return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

export async function buildApp(config: Config, options: Options = {}) {
  const app = Fastify({
    // Requests are logged by method and path only: no addresses, no bodies, no query, nothing personal.
    logger: options.logger ?? {
      level: config.logLevel,
      serializers: { req: (request) => ({ method: request.method, url: loggedPathOf(request.url) }) },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 64 * 1024,
    connectionTimeout: config.idleTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: {
      // Node wants the headers' timeout no longer than the whole request's, and checks both this often.
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, config.requestTimeoutMs / 10)),
    },
    // What the router itself refuses (a path that is no valid percent-encoding, `/%E0%A4%A`) skips the hooks
    // below: answered as an address that is not there, with every header, never with Fastify's JSON echoing it.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ statusCode: 404, code: error.code }, "request refused");
      void sendNotFound(request, reply);
    },
  });
  // The API takes JSON and multipart only; anything else is answered 415.
  app.removeContentTypeParser("text/plain");
  acceptUtf8JsonOnly(app);
  acceptUrlEncodedForms(app);
  const allowedMethods = trackAllowedMethods(app);
  const siteHeaders = readSiteHeaders(config.publicDir);
  const siteOriginOf = allowedSiteOf(config.allowedOrigins);
  const sendResultPage = createResultPages(config.publicDir, siteHeaders, siteOriginOf);
  // Made first: an SMTP_URL that would send mail in clear stops the start before anything is opened.
  const transporter = config.smtpUrl ? createRelayTransport(config.smtpUrl) : undefined;
  const loosened = makePrivateDataDir(config.dataDir);
  if (loosened) app.log.warn({ mode: loosened }, "DATA_DIR was open to others; it is now 700");
  const dataDirLock = lockDataDir(config.dataDir);
  const db = openDatabase(config.dataDir);
  try {
    if (scrubErasedText(db)) app.log.info("rewrote the database once, so that nothing erased before is left in it");
  } catch (error) {
    app.log.warn(
      { err: error },
      "could not rewrite the database to clear what was erased before; next start tries again",
    );
  }
  const store = createSubmissionStore(db, config.dataDir, { queueMail: Boolean(config.smtpUrl) });
  store.sweep();
  const uploads = createUploadStore(db, config.dataDir, {
    minFreeDiskBytes: config.minFreeDiskMb * MB,
    maxUnclaimedBytesPerAddress: config.maxUnclaimedUploadMbPerAddress * MB,
    maxUnclaimedBytes: config.maxUnclaimedUploadMb * MB,
  });
  const idempotency = createIdempotency(db);
  const receipts = createReceipts(db);
  const emailedCopyOf = createEmailedCopies(db);
  const answerStored = createStoredAnswer(receipts, emailedCopyOf, siteOriginOf);
  const outbox = transporter ? startOutbox(config, transporter, store, app.log) : undefined;
  const purges = schedulePurges({
    db,
    dataDir: config.dataDir,
    retentionDays: config.retentionDays,
    intervalMs: config.purgeIntervalMs,
    log: app.log,
  });
  const uploadSweeps = scheduleUploadSweeps({ uploads, intervalMs: config.uploadSweepIntervalMs, log: app.log });
  // Shutting down, the outbox and the purges let go at once; the database closes once the requests in flight are done.
  app.addHook("preClose", async () => {
    outbox?.abandon();
    purges.stop();
    uploadSweeps.stop();
  });
  app.addHook("onClose", async () => {
    db.close();
    dataDirLock.release();
  });

  // Every answer carries the site's security headers (hosting/headers.ts); pages and files add their own below.
  app.addHook("onSend", async (request, reply) => {
    reply.headers(securityHeaders);
    // A page answering a browser's form post keeps the page's own policy.
    if (request.url.startsWith("/api/") && !reply.hasHeader("Content-Security-Policy")) {
      reply.header("Content-Security-Policy", apiPolicy).header("Cache-Control", "no-store");
    }
    // A form on another origin that got no answer asks for the health check without CORS to learn whether the
    // service is there but refuses that origin (src/forms/shared/api.ts): the browser lets it see the answer only
    // if the resource policy allows other origins. The check says nothing but "ok".
    if (request.routeOptions.url === HEALTH_PATH) reply.header("Cross-Origin-Resource-Policy", "cross-origin");
  });
  // What has no compressed copy from the build (the 404 pages, API answers) is compressed as it is sent:
  // brotli at a fast setting, gzip for older browsers.
  await app.register(compress, {
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(cors, {
    origin: config.allowedOrigins.length > 0 ? config.allowedOrigins : false,
    // What the forms send from another origin: JSON and multipart submissions with their Idempotency-Key, and
    // tus uploads, whose answers the client must read.
    methods: ["GET", "HEAD", "POST", "PATCH", "DELETE"],
    allowedHeaders: ["Content-Type", IDEMPOTENCY_HEADER, ...tusRequestHeaders],
    exposedHeaders: tusAnswerHeaders,
  });
  refuseCrossSiteSubmissions(app, config.allowedOrigins);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: {
      fileSize: MAX_DOCUMENT_BYTES,
      files: MAX_DOCUMENTS,
      // No `fields` limit here: busboy's stops reading text but hands over the next file already ended, and the
      // claims route counts text fields itself (MAX_TEXT_FIELDS). `parts` still caps the whole body.
      // Room for the longest text a form allows in UTF-8 (up to 4 bytes a character): busboy cuts longer
      // values silently, so a cut value is always still over the limit, and the schema refuses it.
      fieldSize: 4 * limits.longTextMax + 1024,
      parts: MAX_DOCUMENTS + MAX_TEXT_FIELDS,
      headerPairs: 100,
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = clientErrorAnswer(error, request);
    const form = postedForm(request);
    if (form) {
      const fields = answer?.body.fields as Record<string, string> | undefined;
      request.log[answer ? "info" : "error"](
        { statusCode: answer?.status ?? 500, code: error.code },
        "form post refused",
      );
      return sendResultPage(request, reply, {
        form,
        result: fields ? "refused" : "failed",
        status: answer?.status ?? 500,
        fields,
      });
    }
    if (answer) {
      // A page the static files refuse (a traversal, a NUL byte) is simply not there, as far as a visitor knows.
      const isPage = !request.url.startsWith("/api/");
      const statusCode = isPage ? 404 : answer.status;
      request.log.info({ statusCode, code: error.code }, "request refused");
      return isPage ? sendNotFoundPage(request, reply) : reply.code(statusCode).send(answer.body);
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ error: "server_error", message: "The submission could not be stored" });
  });

  const rateLimitOptions = { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs };
  const onStored = (reference: string) => {
    app.log.info({ reference }, "submission stored");
    void outbox?.deliver();
  };
  await app.register(healthRoute, {
    dataDir: config.dataDir,
    minFreeDiskBytes: config.minFreeDiskMb * MB,
    rateLimit: HEALTH_RATE_LIMIT,
  });
  await app.register(quoteRequestsRoute, { store, idempotency, rateLimit: rateLimitOptions, onStored, answerStored });
  await app.register(claimsRoute, {
    store,
    uploads,
    idempotency,
    dataDir: config.dataDir,
    rateLimit: rateLimitOptions,
    onStored,
    answerStored,
  });
  await app.register(sentPagesRoute, { receipts, emailedCopyOf, sendResultPage, sendNotFoundPage });
  await app.register(uploadsRoute, {
    uploads,
    dataDir: config.dataDir,
    rateLimit: { max: config.uploadRateLimitMax, timeWindow: config.rateLimitWindowMs },
    requestRateLimit: { max: config.uploadRequestRateLimitMax, timeWindow: config.rateLimitWindowMs },
  });

  await app.register(fastifyStatic, {
    root: config.publicDir,
    cacheControl: false,
    // A page asked for without its slash is sent to its address, as static hosts do.
    redirect: true,
    // The build's notes for static hosts are not pages.
    allowedPath: (pathName) => !namesHostFile(pathName),
    // The build writes a .br and a .gz copy of each text file (gatsby/precompress.ts); they are sent as they are.
    preCompressed: true,
    setHeaders(res, sentPath) {
      const filePath = originalOf(sentPath);
      for (const [name, value] of Object.entries(siteHeaders(pagePathOf(path.relative(config.publicDir, filePath))))) {
        res.setHeader(name, value);
      }
      if (PRECOMPRESSED_TYPES.includes(path.extname(filePath))) res.setHeader("Vary", "Accept-Encoding");
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/")) {
      const allow = allowedMethods(request.url);
      if (allow)
        return reply
          .code(405)
          .header("Allow", allow)
          .send({ error: "method_not_allowed", message: `Use ${allow}` });
      return reply.code(404).send({ error: "not_found" });
    }
    return sendNotFoundPage(request, reply);
  });

  /** An address that is not there, for what the router refuses: every header set here, as no hook runs. */
  function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
    reply.headers(securityHeaders);
    if (!request.url.startsWith("/api/")) return sendNotFoundPage(request, reply);
    return reply
      .code(404)
      .header("Content-Security-Policy", apiPolicy)
      .header("Cache-Control", "no-store")
      .send({ error: "not_found" });
  }

  function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply) {
    // An unknown product gets the static 'Product Not Found' page, every other unknown address the 404 page.
    const page = request.url.startsWith("/services/") ? PRODUCT_NOT_FOUND_PAGE : "/404.html";
    return reply
      .code(404)
      .headers(siteHeaders(pagePathOf(page.slice(1))))
      .type("text/html; charset=utf-8")
      .send(fs.readFileSync(path.join(config.publicDir, page)));
  }

  return app;
}

/** Resumes any mail a previous run left unsent, then sends each new submission's e-mails as it is stored. */
function startOutbox(
  config: Config,
  transporter: ReturnType<typeof createRelayTransport>,
  store: SubmissionStore,
  log: FastifyBaseLogger,
) {
  const brokerage = readBrokerage(config.companyFile, config.nextStepsFile);
  const outbox = createOutbox({
    store,
    transporter,
    concurrency: RELAY_CONNECTIONS,
    from: config.mailFrom,
    ...(config.dkim && { dkim: dkimSigning(config.dkim) }),
    brokerage,
    recipients: { quote: brokerage.email, claim: brokerage.claimsEmail },
    dataDir: config.dataDir,
    maxMessageBytes: config.mailMaxBytes,
    log,
    retryBaseMs: config.mailRetryBaseMs,
    pollMs: config.mailPollMs,
  });
  void outbox.deliver();
  return outbox;
}
