/**
 * POST /api/claims: multipart form data with the claim's fields and its documents as document_0,
 * document_1, ... Limits are enforced while the body streams in; documents are judged by content.
 */
import type { FastifyPluginAsync } from "fastify";
import { claimSchema } from "../../src/forms/claim/schema";
import { claimTextFields } from "../../src/forms/claim/payload";
import { HONEYPOT_FIELD } from "../../src/forms/shared/honeypot";
import { judgeDocument } from "../storage/document-content";
import { discardStaged, stageDocument, type StagedDocument } from "../storage/documents";
import { printableExcerpt } from "../safe-text";
import type { SubmissionStore } from "../storage/submission-store";
import { SubmissionRejected, validateWith } from "../validation";
import { rejectHoneypot } from "./honeypot";

interface Options {
  store: SubmissionStore;
  dataDir: string;
  rateLimit: { max: number; timeWindow: number };
  onStored: (reference: string) => void;
}

const documentField = /^document_(\d+)$/;

export const claimsRoute: FastifyPluginAsync<Options> = async (app, { store, dataDir, rateLimit, onStored }) => {
  app.post("/api/claims", { config: { rateLimit } }, async (request, reply) => {
    if (!request.isMultipart()) {
      return reply
        .code(415)
        .send({ error: "unsupported_media_type", message: "Send the claim as multipart/form-data" });
    }
    const fields: Record<string, string> = {};
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
          staged.push({ position: Number(match[1]), document: await stageDocument(part.file, part.filename, dataDir) });
        } else if (typeof part.value === "string") {
          fields[part.fieldname] = part.value;
        }
      }
      rejectHoneypot(fields[HONEYPOT_FIELD]);
      const documents = staged.sort((a, b) => a.position - b.position).map(({ document }) => document);
      const judged = await Promise.all(
        documents.map((document) => judgeDocument(document.tempPath, document.originalName)),
      );
      const values = Object.fromEntries(claimTextFields.map((field) => [field, (fields[field] ?? "").trim()]));
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
