/**
 * The tus endpoint (UPLOADS_PATH, form-contract/claim/uploads.ts): a claim's documents uploaded one by one as they
 * are chosen, resumable after a cut. @tus/server speaks the protocol; each upload meets a claim's document rules,
 * those that depend on what it declares when it is created, those that depend on its bytes when its last byte
 * arrives, once. Every request names the upload's claim key in CLAIM_KEY_HEADER: without that upload's own key,
 * an upload is not there (404). tus answers through Fastify's reply (its web API, not the raw response), so these
 * answers get the same security headers, CORS and error answers as the rest of the API.
 */
import { ERRORS, EVENTS, Metadata, Server } from "@tus/server";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { Readable } from "node:stream";
import { MAX_DOCUMENT_BYTES } from "../../../form-contract/claim/documents";
import {
  CLAIM_KEY,
  CLAIM_KEY_HEADER,
  UPLOAD_ID,
  uploadIdOf,
  UPLOADS_PATH,
  uploadMetadataKeys,
} from "../../../form-contract/claim/uploads";
import { ANY_CONTROL } from "../../../form-contract/shared/control-characters";
import { documentTooLarge, lowDiskSpace, RequestRefused } from "../../submissions/client-errors";
import { asJudged, checkDocuments } from "../../submissions/document-checks";
import { judgeDocument } from "../../storage/documents/document-content";
import { discardStaged, stageDocument } from "../../storage/documents/documents";

const OCTET_STREAM = "application/offset+octet-stream";

/** What a tus client sends, and what it must read of the answers, for CORS. */
export const tusRequestHeaders = [
  "Tus-Resumable",
  "Upload-Length",
  "Upload-Metadata",
  "Upload-Offset",
  CLAIM_KEY_HEADER,
];
export const tusAnswerHeaders = ["Location", "Tus-Resumable", "Upload-Offset", "Upload-Length", "Upload-Expires"];

export const uploadRefusals = {
  length: "Declare the document's length in Upload-Length; uploads of unknown length are not accepted",
  metadata: `Upload-Metadata must carry ${Object.values(uploadMetadataKeys).join(", ")} and nothing else`,
  control: "Upload-Metadata must not contain control characters",
  claimKey: `Send the claim key in ${CLAIM_KEY_HEADER}: 22 to 64 letters, digits, - or _`,
} as const;

const metadataKeys: readonly string[] = Object.values(uploadMetadataKeys);

/** An upload this request may not see: answered as tus answers an upload that does not exist. */
const notFound = () =>
  new RequestRefused(ERRORS.FILE_NOT_FOUND.status_code, {
    error: "upload_refused",
    message: ERRORS.FILE_NOT_FOUND.body.trim(),
  });

/** tus's own answer to a PATCH at an offset the upload is not at: a whole upload takes no more bytes. */
const finished = () =>
  new RequestRefused(ERRORS.INVALID_OFFSET.status_code, {
    error: "upload_refused",
    message: ERRORS.INVALID_OFFSET.body.trim(),
  });

function claimKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[CLAIM_KEY_HEADER.toLowerCase()];
  return typeof key === "string" && CLAIM_KEY.test(key) ? key : undefined;
}

function metadataOf(request: FastifyRequest): Record<string, string> {
  const header = request.headers["upload-metadata"];
  let parsed: Record<string, string | null>;
  try {
    parsed = Metadata.parse(typeof header === "string" ? header : undefined);
  } catch {
    throw new RequestRefused(400, { error: "invalid_metadata", message: uploadRefusals.metadata });
  }
  const keys = Object.keys(parsed);
  if (keys.some((key) => !metadataKeys.includes(key)) || keys.length !== metadataKeys.length) {
    throw new RequestRefused(400, { error: "invalid_metadata", message: uploadRefusals.metadata });
  }
  return Object.fromEntries(keys.map((key) => [key, parsed[key] ?? ""]));
}

/** The checks a creation meets before tus sees it: what it declares. Answers its claim key and length. */
async function checkCreation(request: FastifyRequest): Promise<{ claimKey: string; length: number }> {
  const length = request.headers["upload-length"];
  if (request.headers["upload-defer-length"] !== undefined || typeof length !== "string" || !/^\d+$/.test(length)) {
    throw new RequestRefused(400, { error: "length_required", message: uploadRefusals.length });
  }
  const size = Number(length);
  if (size > MAX_DOCUMENT_BYTES) throw documentTooLarge();
  const metadata = metadataOf(request);
  const name = metadata[uploadMetadataKeys.name]!;
  // A name with controls gets the form's own message, from the document rules below.
  if (ANY_CONTROL.test(metadata[uploadMetadataKeys.type]!)) {
    throw new RequestRefused(400, { error: "invalid_metadata", message: uploadRefusals.control });
  }
  await checkDocuments([{ name, size, type: metadata[uploadMetadataKeys.type]! }]);
  const claimKey = claimKeyOf(request);
  if (!claimKey) throw new RequestRefused(400, { error: "invalid_claim_key", message: uploadRefusals.claimKey });
  return { claimKey, length: size };
}

/** The request as tus's web API takes it; the body is the raw request's, read by tus as it arrives. */
function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  const raw = request.raw.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!);
  const hasBody = request.headers["content-type"] === OCTET_STREAM;
  return new Request(new URL(request.url, "http://service.internal"), {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>) : null,
    duplex: "half",
  } as RequestInit);
}

export const uploadsRoute: FastifyPluginAsync = async (app) => {
  const { uploads } = app;
  const { dataDir, rateLimitWindowMs: timeWindow } = app.config;
  // Creations, and the HEAD, PATCH and DELETE requests that follow them, each with their own limit per address.
  const rateLimit = { max: app.config.uploadRateLimitMax, timeWindow };
  const requestRateLimit = { max: app.config.uploadRequestRateLimitMax, timeWindow };
  // tus reads a PATCH's bytes itself as they arrive, writing them to the upload: Fastify leaves them unread.
  app.addContentTypeParser(OCTET_STREAM, (_request, _payload, done) => done(null));

  // What our hooks refuse inside tus, answered by the service's error handler like any other refusal.
  const refusals = new WeakMap<Request, unknown>();
  const refuse = (request: Request, error: unknown) => {
    refusals.set(request, error);
    return { status_code: 400, body: "" };
  };
  // What a creation's hook needs of the request that tus's web request does not carry.
  const creations = new WeakMap<Request, { claimKey: string; address: string; length: number }>();

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: uploads.datastore,
    maxSize: MAX_DOCUMENT_BYTES,
    // Resolved against the address the upload was created at, so a service on its own host works as it is.
    relativeLocation: true,
    // The service's CORS (@fastify/cors, ALLOWED_ORIGINS) answers for tus too.
    allowedOrigins: () => false,
    getFileIdFromRequest: (_request, id) => (id !== undefined && UPLOAD_ID.test(id) ? id : undefined),
    async onUploadCreate(request, upload) {
      const { claimKey, address, length } = creations.get(request)!;
      try {
        uploads.record(upload.id, claimKey, address, length);
      } catch (error) {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- tus refuses by a thrown { status_code, body }
        throw refuse(request, error);
      }
      return {};
    },
    async onUploadFinish(request, upload) {
      const name = upload.metadata![uploadMetadataKeys.name]!;
      try {
        // Judged from a staged copy, as a claim's documents are: the store need not be files on this machine.
        const staged = await stageDocument(uploads.read(upload.id), name, dataDir);
        try {
          const judged = await judgeDocument(staged.tempPath, name);
          await checkDocuments([asJudged(name, staged.size, judged)], [judged.problem]);
        } finally {
          discardStaged([staged]);
        }
      } catch (error) {
        await uploads.remove(upload.id);
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- tus refuses by a thrown { status_code, body }
        throw refuse(request, error);
      }
      uploads.judged(upload.id);
      return {};
    },
  });
  tus.on(EVENTS.POST_TERMINATE, (_request, _response, id) => uploads.forget(id));

  async function answer(request: FastifyRequest, reply: FastifyReply, webRequest = webRequestOf(request)) {
    const response = await tus.handleWeb(webRequest);
    if (refusals.has(webRequest)) throw refusals.get(webRequest);
    const offset = response.headers.get("upload-offset");
    const location = response.headers.get("location");
    const id = (request.params as { id?: string }).id ?? (location && uploadIdOf(location));
    if (offset !== null && id) uploads.progressed(id, Number(offset));
    for (const [name, value] of response.headers) {
      // The metadata is the visitor's file name: the phone knows it, and nobody else is told.
      if (!/^(access-control-|content-length$|content-type$|upload-metadata$)/.test(name)) reply.header(name, value);
    }
    reply.code(response.status);
    if (response.status < 400) return reply.send();
    const message = (await response.text()).trim();
    return reply.send({ error: "upload_refused", message });
  }

  app.post(UPLOADS_PATH, { config: { rateLimit, rateLimitedWhat: "uploads" } }, async (request, reply) => {
    const declared = await checkCreation(request);
    const webRequest = webRequestOf(request);
    creations.set(webRequest, { ...declared, address: request.ip });
    return answer(request, reply, webRequest);
  });

  app.route<{ Params: { id: string } }>({
    method: ["HEAD", "PATCH", "DELETE"],
    url: `${UPLOADS_PATH}/:id`,
    config: { rateLimit: requestRateLimit, rateLimitedWhat: "uploads" },
    handler: async (request, reply) => {
      const claimKey = claimKeyOf(request);
      const upload = claimKey === undefined ? undefined : uploads.own(request.params.id, claimKey);
      if (!upload) throw notFound();
      if (request.method === "PATCH") {
        if (upload.judged) throw finished();
        if (!uploads.hasRoomFor(0)) throw lowDiskSpace();
      }
      return answer(request, reply);
    },
  });
};
