/** Runs a form's own Yup schema on the server and turns its errors into one message per field. */
import { ValidationError, type AnyObjectSchema } from "yup";
import { displayFileName } from "../src/forms/claim/documents";

export type FieldErrors = Record<string, string>;

export class SubmissionRejected extends Error {
  constructor(readonly fields: FieldErrors) {
    super("The submission has invalid fields");
  }
}

/** Validates `values`; throws SubmissionRejected with the first message for each field. */
export async function validateWith<T>(schema: AnyObjectSchema, values: T, documentNames: string[] = []): Promise<void> {
  try {
    await schema.validate(values, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: FieldErrors = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      // A single document's error is told the way the form tells it: "<file name>: <message>", the name
      // shortened and its controls written out, so an answer never carries them or a 100 KB name back.
      const documentMatch = /^documents\[(\d+)\]$/.exec(issue.path ?? "");
      const field = documentMatch ? "documents" : (issue.path ?? "form");
      const message = documentMatch
        ? `${displayFileName(documentNames[Number(documentMatch[1])] ?? "")}: ${issue.message}`
        : issue.message;
      fields[field] ??= message;
    }
    throw new SubmissionRejected(fields);
  }
}
