/**
 * A claim posted as multipart form data, as a browser posts the form itself with scripts off: its fields, and its
 * documents as document_0, document_1, ... staged as they arrive, limits enforced while the body streams in.
 */
import type { FastifyRequest } from "fastify";
import { claimTextFields } from "../../../form-contract/claim/payload";
import { TICKED_VALUE } from "../../../form-contract/shared/form-post";
import { HONEYPOT_FIELD } from "../../../form-contract/shared/honeypot";
import { trimmedTexts } from "../../../form-contract/shared/text-fields";
import { stageDocument, type StagedDocument } from "../../storage/documents/documents";
import { incompleteBody, MAX_TEXT_FIELDS, tooManyFields } from "../../submissions/client-errors";
import { endedEarly, requireBoundary } from "../../submissions/multipart-parts";
import { submissionHash } from "../../submissions/idempotency";
import { printableExcerpt } from "../../submissions/safe-text";
import { SubmissionRejected } from "../../submissions/validation";
import type { ClaimWithDocuments } from "./received-claim";

const documentField = /^document_(\d+)$/;

/**
 * Reads a multipart claim, staging its documents as they arrive (each added to `staged` at once, for the clean-up
 * whatever happens); answers the claim and its documents in order.
 */
export async function readMultipartClaim(
  request: FastifyRequest,
  dataDir: string,
  staged: StagedDocument[],
): Promise<ClaimWithDocuments> {
  requireBoundary(request);
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
