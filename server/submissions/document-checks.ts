/**
 * A claim's document rules (the claim schema's) applied to documents on their own: an upload, before its claim, and
 * a document that comes after it, from the customer's claim page or added by staff on the desk.
 */
import type { DocumentLike } from "../../form-contract/claim/documents";
import { claimSchema } from "../../form-contract/claim/schema";
import { documentsToKeep } from "../storage/documents/accepted-documents";
import { judgeDocument, type JudgedDocument } from "../storage/documents/document-content";
import type { AcceptedDocument, StagedDocument } from "../storage/documents/documents";
import { validateWith } from "./validation";

/**
 * A received document as the rules see it: the type is what its content showed, never what was declared. One of no
 * accepted type with a problem of its own (a Word file that could not be opened) is refused for that problem, not
 * for its type; the rules of its name and size still come first.
 */
export function asJudged(name: string, size: number, judged: JudgedDocument): DocumentLike {
  return { name, size, type: judged.mediaType || (judged.problem === undefined ? "application/x-unknown" : "") };
}

/** Throws SubmissionRejected with the message a claim carrying these documents would get under `documents`. */
export async function checkDocuments(documents: DocumentLike[], problems: (string | undefined)[] = []): Promise<void> {
  await validateWith(
    claimSchema().pick(["documents"]),
    { documents },
    documents.map((document) => document.name),
    problems,
  );
}

/**
 * A document that comes after its claim, judged by its content and held to every rule a claim's documents meet
 * (type, size, name, active content), then made ready to keep (a photo re-encoded, added to `staged` for the
 * clean-up); throws SubmissionRejected with the message a claim carrying it would get.
 */
export async function checkedLaterDocument(
  document: StagedDocument,
  dataDir: string,
  staged: StagedDocument[],
): Promise<AcceptedDocument> {
  const judged = await judgeDocument(document.tempPath, document.originalName);
  await checkDocuments([asJudged(document.originalName, document.size, judged)], [judged.problem]);
  const [kept] = await documentsToKeep([document], [judged], dataDir, staged);
  return kept!;
}
