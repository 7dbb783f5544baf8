/** A claim's document rules (the claim schema's) applied to documents on their own: an upload, before its claim. */
import type { DocumentLike } from "../../form-contract/claim/documents";
import { claimSchema } from "../../form-contract/claim/schema";
import type { JudgedDocument } from "../storage/documents/document-content";
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
