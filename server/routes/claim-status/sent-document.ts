/**
 * A document sent from a claim's page (form-contract/claim-status/documents.ts), read in either form: the page's
 * plain multipart form of one file (submissions/one-file-form.ts), or the upload script's JSON naming a tus upload
 * made with its claim key.
 */
import type { FastifyRequest } from "fastify";
import {
  documentFields,
  askedDocumentMessages,
  type DocumentSent,
} from "../../../form-contract/claim-status/documents";
import type { StagedDocument } from "../../storage/documents/documents";
import { readOneFileForm } from "../../submissions/one-file-form";
import { SubmissionRejected } from "../../submissions/validation";

/** Longer than any document name the desk offers; what is longer is asked for by nobody. */
const ASKED_FOR_MAX = 200;

const textOf = (value: unknown, max: number) => (typeof value === "string" && value.length <= max ? value : undefined);

/** The JSON post, checked for shape; an upload id or key of the wrong form is one no upload has. */
export function readDocumentSent(body: unknown): DocumentSent {
  const raw = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const askedFor = textOf(raw.askedFor, ASKED_FOR_MAX);
  const upload = textOf(raw.upload, 64);
  const claimKey = textOf(raw.claimKey, 64);
  if (askedFor === undefined || upload === undefined || claimKey === undefined) {
    throw new SubmissionRejected({ form: "Send askedFor, upload and claimKey, each as text" });
  }
  return { askedFor, upload, claimKey };
}

/**
 * Reads the page's form, staging its one file (added to `staged` at once, for the clean-up whatever happens);
 * `onAskedFor` hears which document it is for as soon as that field arrives, before the file.
 */
export async function readPostedDocument(
  request: FastifyRequest,
  dataDir: string,
  staged: StagedDocument[],
  onAskedFor: (askedFor: string) => void,
): Promise<{ askedFor: string; document: StagedDocument }> {
  const {
    fields: { askedFor },
    document,
  } = await readOneFileForm(request, dataDir, staged, {
    fileField: documentFields.document,
    textFields: [documentFields.askedFor],
    maxLength: ASKED_FOR_MAX,
    onField: (_name, value) => onAskedFor(value),
  });
  if (askedFor === undefined) throw new SubmissionRejected({ form: "Say which document this is in askedFor" });
  if (document === undefined) throw new SubmissionRejected({ documents: askedDocumentMessages.noFile });
  return { askedFor, document };
}
