/**
 * Runs a form's own Yup schema on the server and turns its errors into one message per field; refuses a submission
 * whose honeypot field is filled.
 */
import { ValidationError, type AnyObjectSchema } from "yup";
import { displayFileName } from "../../form-contract/claim/documents";

export type FieldErrors = Record<string, string>;

export class SubmissionRejected extends Error {
  constructor(readonly fields: FieldErrors) {
    super("The submission has invalid fields");
  }
}

export const honeypotMessage = "Your submission could not be accepted.";

/** Refuses a submission whose hidden honeypot field (form-contract/shared/honeypot.ts) holds anything. */
export function rejectHoneypot(value: unknown): void {
  if (value !== undefined && value !== "") throw new SubmissionRejected({ form: honeypotMessage });
}

/**
 * Validates `values`; throws SubmissionRejected with the first message for each field. `documentProblems`
 * are what the content of each document showed (see document-content.ts); the first is told under the
 * documents when the schema found nothing wrong with them.
 */
export async function validateWith<T>(
  schema: AnyObjectSchema,
  values: T,
  documentNames: string[] = [],
  documentProblems: (string | undefined)[] = [],
): Promise<void> {
  const fields: FieldErrors = {};
  // A single document's error is told the way the form tells it: "<file name>: <message>", the name
  // shortened and its controls written out, so an answer never carries them or a 100 KB name back.
  const aboutDocument = (index: number, message: string) =>
    `${displayFileName(documentNames[index] ?? "")}: ${message}`;
  try {
    await schema.validate(values, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const documentMatch = /^documents\[(\d+)\]$/.exec(issue.path ?? "");
      const field = documentMatch ? "documents" : (issue.path ?? "form");
      fields[field] ??= documentMatch ? aboutDocument(Number(documentMatch[1]), issue.message) : issue.message;
    }
  }
  const problem = documentProblems.findIndex(Boolean);
  if (problem >= 0) fields.documents ??= aboutDocument(problem, documentProblems[problem]!);
  if (Object.keys(fields).length > 0) throw new SubmissionRejected(fields);
}
