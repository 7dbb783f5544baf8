/**
 * POST /api/claims, in either form the claim form sends: multipart form data (multipart-claim.ts), as a browser
 * posts the form itself with scripts off (sent on to a page: plugins/form-posts/), or JSON naming the documents'
 * uploads (claim-with-uploads.ts). Once read, all go the same way: documents judged by content, the claim checked
 * with the form's schema, its photos re-encoded, and stored once per Idempotency-Key, or per content for a
 * browser's form post.
 */
import type { FastifyPluginAsync } from "fastify";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from "../../../form-contract/claim/documents";
import { claimSchema } from "../../../form-contract/claim/schema";
import { isFormPost } from "../../plugins/form-posts/form-post";
import { documentsToKeep } from "../../storage/documents/accepted-documents";
import { judgeDocument } from "../../storage/documents/document-content";
import { discardStaged, type StagedDocument } from "../../storage/documents/documents";
import { lowDiskSpace } from "../../submissions/client-errors";
import { asJudged } from "../../submissions/document-checks";
import { rejectHoneypot, validateWith } from "../../submissions/validation";
import { readClaimWithUploads, stageUploads } from "./claim-with-uploads";
import { readMultipartClaim } from "./multipart-claim";

const json = /^application\/json\s*(;|$)/i;
/** The most a multipart claim's documents may hold. */
const MAX_CLAIM_BYTES = MAX_DOCUMENTS * MAX_DOCUMENT_BYTES;

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
      // Stored and mailed under the extension of what each document is, photos re-encoded.
      const kept = await documentsToKeep(documents, judged, dataDir, staged);
      const save = () =>
        submissions.save("claim", { ...claim.fields, notARobot: true }, kept, new Date(), attempt?.record(claim.hash));
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
