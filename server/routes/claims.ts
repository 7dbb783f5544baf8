/**
 * POST /api/claims: multipart form data with the claim's fields and its documents as document_0,
 * document_1, ... Limits are enforced while the body streams in; documents are judged by content.
 */
import type { FastifyPluginAsync } from "fastify";
import { claimSchema } from "../../form-contract/claim/schema";
import { claimTextFields } from "../../form-contract/claim/payload";
import { HONEYPOT_FIELD } from "../../form-contract/shared/honeypot";
import { trimmedTexts } from "../../form-contract/shared/text-fields";
import type { Readable } from "node:stream";
import { IncompleteBody, MultipartWithoutBoundary, TooManyFields } from "../client-errors";
import { judgeDocument } from "../storage/document-content";
import { discardStaged, stageDocument, type StagedDocument } from "../storage/documents";
import { printableExcerpt } from "../safe-text";
import type { SubmissionStore } from "../storage/submission-store";
import { SubmissionRejected, validateWith } from "../validation";
import { rejectHoneypot } from "../honeypot";

interface Options {
  store: SubmissionStore;
  dataDir: string;
  rateLimit: { max: number; timeWindow: number };
  onStored: (reference: string) => void;
}

const documentField = /^document_(\d+)$/;
const boundaryParameter = /;\s*boundary=/i;
/** More than the claim form's own fields, honeypot included. */
export const MAX_TEXT_FIELDS = 20;

/** An upload stream that failed because the body did not arrive whole, rather than because of our disk. */
function endedEarly(file: Readable): boolean {
  return file.errored !== null || (file.destroyed && !file.readableEnded);
}

export const claimsRoute: FastifyPluginAsync<Options> = async (app, { store, dataDir, rateLimit, onStored }) => {
  app.post("/api/claims", { config: { rateLimit } }, async (request, reply) => {
    if (!request.isMultipart()) {
      return reply
        .code(415)
        .send({ error: "unsupported_media_type", message: "Send the claim as multipart/form-data" });
    }
    if (!boundaryParameter.test(request.headers["content-type"] ?? "")) throw new MultipartWithoutBoundary();
    const fields: Record<string, string> = {};
    let textFields = 0;
    const staged: { position: number; document: StagedDocument }[] = [];
    try {
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
          if (endedEarly(part.file)) throw new IncompleteBody();
          try {
            staged.push({
              position: Number(match[1]),
              document: await stageDocument(part.file, part.filename, dataDir),
            });
          } catch (error) {
            throw endedEarly(part.file) ? new IncompleteBody() : error;
          }
        } else {
          textFields += 1;
          if (textFields > MAX_TEXT_FIELDS) throw new TooManyFields();
          if (typeof part.value === "string") fields[part.fieldname] = part.value;
        }
      }
      rejectHoneypot(fields[HONEYPOT_FIELD]);
      const documents = staged.sort((a, b) => a.position - b.position).map(({ document }) => document);
      const judged = await Promise.all(
        documents.map((document) => judgeDocument(document.tempPath, document.originalName)),
      );
      const values = trimmedTexts(claimTextFields, fields);
      await validateWith(
        claimSchema(),
        {
          ...values,
          documents: documents.map((document, index) => ({
            name: document.originalName,
            size: document.size,
            type: judged[index]!.mediaType || "application/x-unknown",
          })),
          notARobot: fields.notARobot === "true",
        },
        documents.map((document) => document.originalName),
        judged.map((judgement) => judgement.problem),
      );
      const reference = store.save(
        "claim",
        { ...values, notARobot: true },
        // Stored and mailed under the extension of what each document is.
        documents.map((document, index) => ({
          ...document,
          originalName: judged[index]!.name,
          mediaType: judged[index]!.mediaType,
        })),
      );
      onStored(reference);
      return reply.code(201).send({ reference });
    } finally {
      // Whatever was not moved into a stored claim is deleted: nothing half-received stays on disk.
      discardStaged(staged.map(({ document }) => document));
    }
  });
};
