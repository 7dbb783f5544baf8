/**
 * The tus endpoint (UPLOADS_PATH, form-contract/claim/uploads.ts): a claim's documents uploaded one by one as they
 * are chosen, resumable after a cut. @tus/server speaks the protocol; each upload meets a claim's document rules,
 * those that depend on what it declares when it is created, those that depend on its bytes when its last byte
 * arrives. tus answers through Fastify's reply (its web API, not the raw response), so these answers get the
 * same security headers, CORS and error answers as the rest of the API.
 */
import { EVENTS, Metadata, Server } from "@tus/server";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fs from "node:fs";
import { Readable } from "node:stream";
import { MAX_DOCUMENT_BYTES } from "../../form-contract/claim/documents";
import { CLAIM_KEY, UPLOAD_ID, UPLOADS_PATH, uploadMetadataKeys } from "../../form-contract/claim/uploads";
import { ANY_CONTROL } from "../../form-contract/shared/control-characters";
import { documentTooLarge, RequestRefused } from "../client-errors";
import { asJudged, checkDocuments } from "../document-checks";
import { judgeDocument } from "../storage/document-content";
import { discardStaged, stageDocument } from "../storage/documents";
import type { UploadStore } from "../storage/uploads";

interface Options {
  uploads: UploadStore;
  dataDir: string;
  minFreeDiskBytes: number;
  /** Upload creations each address may make per window. */
  rateLimit: { max: number; timeWindow: number };
}

const OCTET_STREAM = "application/offset+octet-stream";

/** What a tus client sends, and what it must read of the answers, for CORS. */
export const tusRequestHeaders = ["Tus-Resumable", "Upload-Length", "Upload-Metadata", "Upload-Offset"];
export const tusAnswerHeaders = ["Location", "Tus-Resumable", "Upload-Offset", "Upload-Length", "Upload-Expires"];

export const uploadRefusals = {
  length: "Declare the document's length in Upload-Length; uploads of unknown length are not accepted",
  metadata: `Upload-Metadata must carry ${Object.values(uploadMetadataKeys).join(", ")} and nothing else`,
  control: "Upload-Metadata must not contain control characters",
  claimKey: "The claim key must be 16 to 64 letters, digits, - or _",
  lowDisk: "Documents cannot be received just now. Please try again later.",
} as const;

const metadataKeys: readonly string[] = Object.values(uploadMetadataKeys);

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

/** The checks a creation meets before tus sees it: what it declares, and room on the disk. */
async function checkCreation(request: FastifyRequest, dataDir: string, minFreeDiskBytes: number) {
  const length = request.headers["upload-length"];
  if (request.headers["upload-defer-length"] !== undefined || typeof length !== "string" || !/^\d+$/.test(length)) {
    throw new RequestRefused(400, { error: "length_required", message: uploadRefusals.length });
  }
  const size = Number(length);
  if (size > MAX_DOCUMENT_BYTES) throw documentTooLarge();
  const metadata = metadataOf(request);
  const name = metadata[uploadMetadataKeys.name]!;
  // A name with controls gets the form's own message, from the document rules below.
  if (Object.entries(metadata).some(([key, value]) => key !== uploadMetadataKeys.name && ANY_CONTROL.test(value))) {
    throw new RequestRefused(400, { error: "invalid_metadata", message: uploadRefusals.control });
  }
  await checkDocuments([{ name, size, type: metadata[uploadMetadataKeys.type]! }]);
  if (!CLAIM_KEY.test(metadata[uploadMetadataKeys.claimKey]!)) {
    throw new RequestRefused(400, { error: "invalid_metadata", message: uploadRefusals.claimKey });
  }
  const { bavail, bsize } = await fs.promises.statfs(dataDir);
  if (bavail * bsize - size < minFreeDiskBytes) {
    throw new RequestRefused(507, { error: "low_disk_space", message: uploadRefusals.lowDisk });
  }
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

export const uploadsRoute: FastifyPluginAsync<Options> = async (
  app,
  { uploads, dataDir, minFreeDiskBytes, rateLimit },
) => {
  // tus reads a PATCH's bytes itself as they arrive, writing them to the upload: Fastify leaves them unread.
  app.addContentTypeParser(OCTET_STREAM, (_request, _payload, done) => done(null));

  // What our hooks refuse inside tus, answered by the service's error handler like any other refusal.
  const refusals = new WeakMap<Request, unknown>();
  const refuse = (request: Request, error: unknown) => {
    refusals.set(request, error);
    return { status_code: 400, body: "" };
  };

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
      try {
        uploads.record(upload.id, upload.metadata![uploadMetadataKeys.claimKey]!);
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
      return {};
    },
  });
  tus.on(EVENTS.POST_TERMINATE, (_request, _response, id) => uploads.forget(id));

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const webRequest = webRequestOf(request);
    const response = await tus.handleWeb(webRequest);
    if (refusals.has(webRequest)) throw refusals.get(webRequest);
    for (const [name, value] of response.headers) {
      if (!name.startsWith("access-control-") && name !== "content-length" && name !== "content-type") {
        reply.header(name, value);
      }
    }
    reply.code(response.status);
    if (response.status < 400) return reply.send();
    const message = (await response.text()).trim();
    return reply.send({ error: "upload_refused", message });
  }

  app.post(UPLOADS_PATH, { config: { rateLimit } }, async (request, reply) => {
    await checkCreation(request, dataDir, minFreeDiskBytes);
    return answer(request, reply);
  });
  app.route({ method: ["HEAD", "PATCH", "DELETE"], url: `${UPLOADS_PATH}/:id`, handler: answer });
};
