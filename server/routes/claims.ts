/**
 * POST /api/claims, in either form the claim form sends: multipart form data with the claim's fields and its
 * documents as document_0, document_1, ... (limits enforced while the body streams in), as a browser posts the
 * form itself with scripts off (sent on to a page: form-post.ts, stored-answer.ts), or JSON naming the documents' uploads
 * (ClaimWithUploads, claim-uploads.ts). Once read, all go the same way: documents judged by content, the claim
 * checked with the form's schema, its photos re-encoded, and stored once per Idempotency-Key, or per content for a
 * browser's form post.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { claimSchema } from "../../form-contract/claim/schema";
import { claimTextFields } from "../../form-contract/claim/payload";
import { HONEYPOT_FIELD } from "../../form-contract/shared/honeypot";
import { trimmedTexts } from "../../form-contract/shared/text-fields";
import type { Readable } from "node:stream";
import { incompleteBody, multipartWithoutBoundary, tooManyFields } from "../client-errors";
import { documentsToKeep } from "../storage/accepted-documents";
import { judgeDocument } from "../storage/document-content";
import { discardStaged, stageDocument, type StagedDocument } from "../storage/documents";
import { printableExcerpt } from "../safe-text";
import type { SubmissionStore } from "../storage/submission-store";
import { rejectHoneypot, SubmissionRejected, validateWith } from "../validation";
import { asJudged } from "../document-checks";
import { submissionHash, type Idempotency } from "../idempotency";
import type { UploadStore } from "../storage/uploads";
import { readClaimWithUploads, stageUploads } from "../claim-uploads";
import { TICKED_VALUE } from "../../form-contract/shared/form-post";
import { isFormPost } from "../form-post";
import type { AnswerStored } from "../stored-answer";

interface Options {
  store: SubmissionStore;
  uploads: UploadStore;
  idempotency: Idempotency;
  dataDir: string;
  rateLimit: { max: number; timeWindow: number };
  onStored: (reference: string) => void;
  answerStored: AnswerStored;
}

const documentField = /^document_(\d+)$/;
const boundaryParameter = /;\s*boundary=/i;
const json = /^application\/json\s*(;|$)/i;
/** More than the claim form's own fields, honeypot included. */
export const MAX_TEXT_FIELDS = 20;

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

export const claimsRoute: FastifyPluginAsync<Options> = async (
  app,
  { store, uploads, idempotency, dataDir, rateLimit, onStored, answerStored },
) => {
  app.post("/api/claims", { config: { rateLimit } }, async (request, reply) => {
    const isJson = json.test(request.headers["content-type"] ?? "");
    if (!isJson && !request.isMultipart()) {
      return reply
        .code(415)
        .send({ error: "unsupported_media_type", message: "Send the claim as multipart/form-data or JSON" });
    }
    const answer = (reference: string) => answerStored(request, reply, "claim", reference);
    const stored = (reference: string) => {
      onStored(reference);
      return answer(reference);
    };
    let attempt = idempotency.begin(request);
    const staged: StagedDocument[] = [];
    try {
      const claim = isJson ? readClaimWithUploads(request.body) : await readMultipartClaim(request, dataDir, staged);
      attempt ??= isFormPost(request) ? await idempotency.beginForContent(claim.hash) : undefined;
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
      // Stored and mailed under the extension of what each document is, photos re-encoded.
      const kept = await documentsToKeep(documents, judged, dataDir, staged);
      const save = () =>
        store.save("claim", { ...claim.fields, notARobot: true }, kept, new Date(), attempt?.record(claim.hash));
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
