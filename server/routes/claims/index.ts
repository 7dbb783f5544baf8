/**
 * POST /api/claims, in either form the claim form sends: multipart form data with the claim's fields and its
 * documents as document_0, document_1, ... (limits enforced while the body streams in), as a browser posts the
 * form itself with scripts off (sent on to a page: form-post.ts, stored-answer.ts), or JSON naming the documents' uploads
 * (ClaimWithUploads, claim-uploads.ts). Once read, all go the same way: documents judged by content, the claim
 * checked with the form's schema and stored once per Idempotency-Key, or per content for a browser's form post.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { claimSchema } from "../../../form-contract/claim/schema";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from "../../../form-contract/claim/documents";
import { claimTextFields } from "../../../form-contract/claim/payload";
import { HONEYPOT_FIELD } from "../../../form-contract/shared/honeypot";
import { trimmedTexts } from "../../../form-contract/shared/text-fields";
import type { Readable } from "node:stream";
import {
  incompleteBody,
  lowDiskSpace,
  MAX_TEXT_FIELDS,
  multipartWithoutBoundary,
  tooManyFields,
} from "../../submissions/client-errors";
import { judgeDocument } from "../../storage/document-content";
import { discardStaged, stageDocument, type StagedDocument } from "../../storage/documents";
import { printableExcerpt } from "../../submissions/safe-text";
import { rejectHoneypot, SubmissionRejected, validateWith } from "../../submissions/validation";
import { asJudged } from "../../submissions/document-checks";
import { submissionHash } from "../../submissions/idempotency";
import { readClaimWithUploads, stageUploads } from "./claim-with-uploads";
import { TICKED_VALUE } from "../../../form-contract/shared/form-post";
import { isFormPost } from "../../plugins/form-posts/form-post";

const documentField = /^document_(\d+)$/;
const boundaryParameter = /;\s*boundary=/i;
const json = /^application\/json\s*(;|$)/i;
/** The most a multipart claim's documents may hold. */
const MAX_CLAIM_BYTES = MAX_DOCUMENTS * MAX_DOCUMENT_BYTES;

/** An upload stream that failed because the body did not arrive whole, rather than because of our disk. */
function endedEarly(file: Readable): boolean {
  return file.errored !== null || (file.destroyed && !file.readableEnded);
}

/** A claim as read from either form, before anything is checked. */
interface ReceivedClaim {
  fields: Record<(typeof claimTextFields)[number], string>;
  notARobot: boolean;
  honeypot: unknown;
  /** What its Idempotency-Key stands for. */
  hash: string;
}

/** A multipart claim, its documents staged in order. */
export interface ClaimWithDocuments extends ReceivedClaim {
  documents: StagedDocument[];
}

/** A JSON claim, naming the uploads of its documents in order. */
export interface ClaimNamingUploads extends ReceivedClaim {
  uploads: { claimKey: string; ids: string[] };
}

/**
 * Reads a multipart claim, staging its documents as they arrive (each added to `staged` at once, for the clean-up
 * whatever happens); answers the claim and its documents in order.
 */
async function readMultipartClaim(
  request: FastifyRequest,
  dataDir: string,
  staged: StagedDocument[],
): Promise<ClaimWithDocuments> {
  if (!boundaryParameter.test(request.headers["content-type"] ?? "")) throw multipartWithoutBoundary();
  const fields: Record<string, string> = {};
  let textFields = 0;
  const positioned: { position: number; document: StagedDocument }[] = [];
  for await (const part of request.parts()) {
    if (part.type === "file") {
      const match = documentField.exec(part.fieldname);
      if (!match) {
        part.file.resume();
        throw new SubmissionRejected({
          documents: `Unexpected file field ${printableExcerpt(part.fieldname, 40)}`,
        });
      }
      // The multipart plugin ends a file it gave up on (body cut short, a limit hit) before it is handed over;
      // piping such a stream would wait forever.
      if (endedEarly(part.file)) throw incompleteBody();
      // A file chooser left empty is posted as a part without a file name (and without bytes); a browser names
      // every file it sends.
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      try {
        const document = await stageDocument(part.file, part.filename, dataDir);
        staged.push(document);
        positioned.push({ position: Number(match[1]), document });
      } catch (error) {
        throw endedEarly(part.file) ? incompleteBody() : error;
      }
    } else {
      textFields += 1;
      if (textFields > MAX_TEXT_FIELDS) throw tooManyFields();
      if (typeof part.value === "string") fields[part.fieldname] = part.value;
    }
  }
  const documents = positioned.sort((a, b) => a.position - b.position).map(({ document }) => document);
  return {
    fields: trimmedTexts(claimTextFields, fields),
    notARobot: fields.notARobot === TICKED_VALUE,
    honeypot: fields[HONEYPOT_FIELD],
    hash: submissionHash({ fields, documents: documents.map((document) => document.sha256) }),
    documents,
  };
}

export const claimsRoute: FastifyPluginAsync = async (app) => {
  const { submissions, uploads, idempotency, answerStored } = app;
  const { dataDir } = app.config;
  const rateLimit = { max: app.config.rateLimitMax, timeWindow: app.config.rateLimitWindowMs };
  app.post("/api/claims", { config: { rateLimit } }, async (request, reply) => {
    const isJson = json.test(request.headers["content-type"] ?? "");
    if (!isJson && !request.isMultipart()) {
      return reply
        .code(415)
        .send({ error: "unsupported_media_type", message: "Send the claim as multipart/form-data or JSON" });
    }
    const answer = (reference: string) => answerStored(request, reply, "claim", reference);
    const stored = (reference: string) => {
      app.submissionStored(reference);
      return answer(reference);
    };
    let attempt = idempotency.begin(request, "claim");
    const staged: StagedDocument[] = [];
    try {
      // Its documents are written to disk as they stream in: refused at once where they could take the disk
      // under its reserve. A body of no declared length is taken to be as large as a claim may be.
      if (!isJson && !uploads.hasRoomFor(Number(request.headers["content-length"] ?? MAX_CLAIM_BYTES))) {
        throw lowDiskSpace();
      }
      const claim = isJson ? readClaimWithUploads(request.body) : await readMultipartClaim(request, dataDir, staged);
      attempt ??= isFormPost(request) ? await idempotency.beginForContent(claim.hash, "claim") : undefined;
      const earlier = attempt?.earlier(claim.hash);
      if (earlier) return answer(earlier);
      rejectHoneypot(claim.honeypot);
      const documents =
        "uploads" in claim ? await stageUploads(uploads, claim.uploads, dataDir, staged) : claim.documents;
      const judged = await Promise.all(
        documents.map((document) => judgeDocument(document.tempPath, document.originalName)),
      );
      await validateWith(
        claimSchema(),
        {
          ...claim.fields,
          documents: documents.map((document, index) => asJudged(document.originalName, document.size, judged[index]!)),
          notARobot: claim.notARobot,
        },
        documents.map((document) => document.originalName),
        judged.map((judgement) => judgement.problem),
      );
      const save = () =>
        submissions.save(
          "claim",
          { ...claim.fields, notARobot: true },
          // Stored and mailed under the extension of what each document is.
          documents.map((document, index) => ({
            ...document,
            originalName: judged[index]!.name,
            mediaType: judged[index]!.mediaType,
          })),
          new Date(),
          attempt?.record(claim.hash),
        );
      if (!("uploads" in claim)) return stored(save());
      // Each upload goes to this claim only if no other took it meanwhile, and is deleted once it is stored.
      const reference = uploads.claim(claim.uploads.ids, claim.uploads.claimKey, save);
      await Promise.all(claim.uploads.ids.map((id) => uploads.remove(id)));
      return stored(reference);
    } finally {
      // Whatever was not moved into a stored claim is deleted: nothing half-received stays on disk.
      discardStaged(staged);
      attempt?.end();
    }
  });
};
