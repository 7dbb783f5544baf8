/** A claim's document rules (the claim schema's) applied to documents on their own: an upload, before its claim. */
import type { DocumentLike } from "../../form-contract/claim/documents";
import { claimSchema } from "../../form-contract/claim/schema";
import type { JudgedDocument } from "../storage/documents/document-content";
import { validateWith } from "./validation";

/** A received document as the rules see it: the type is what its content showed, never what was declared. */
export function asJudged(name: string, size: number, judged: JudgedDocument): DocumentLike {
  return { name, size, type: judged.mediaType || "application/x-unknown" };
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
