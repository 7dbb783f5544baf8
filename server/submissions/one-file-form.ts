/**
 * A plain multipart form of a few text fields and one file, as a browser posts it (a document sent from a claim's
 * page, one added by staff on the desk), or a few files in one field (a message from a claim's page with the
 * documents it adds): each file staged as it streams in (limits enforced by the multipart plugin), each text field
 * it names read, any other text field counted and left.
 */
import type { FastifyRequest } from "fastify";
import { stageDocument, type StagedDocument } from "../storage/documents/documents";
import { incompleteBody, MAX_TEXT_FIELDS, tooManyFields } from "./client-errors";
import { endedEarly, requireBoundary } from "./multipart-parts";
import { printableExcerpt } from "./safe-text";
import { SubmissionRejected } from "./validation";

export interface OneFileForm<Field extends string> {
  /** The file's field; a file in any other is refused. */
  fileField: string;
  /** The text fields read, each up to `maxLength` characters (a longer one is read as not sent). */
  textFields: readonly Field[];
  maxLength: number;
  /** Hears each text field read as it arrives, before the file when the form puts it first. */
  onField?: (name: Field, value: string) => void;
}

export interface FilesForm<Field extends string> extends OneFileForm<Field> {
  /** How many files the field takes; one more is refused (413, FST_FILES_LIMIT). */
  files: number;
}

/**
 * Reads the form, staging its files in order (each added to `staged` at once, for the clean-up whatever happens); a
 * file chooser left empty gives none.
 */
export async function readFilesForm<Field extends string>(
  request: FastifyRequest,
  dataDir: string,
  staged: StagedDocument[],
  { fileField, textFields, maxLength, onField, files }: FilesForm<Field>,
): Promise<{ fields: Partial<Record<Field, string>>; documents: StagedDocument[] }> {
  requireBoundary(request);
  const fields: Partial<Record<Field, string>> = {};
  const documents: StagedDocument[] = [];
  let textCount = 0;
  for await (const part of request.parts({ limits: { files } })) {
    if (part.type === "field") {
      textCount += 1;
      if (textCount > MAX_TEXT_FIELDS) throw tooManyFields();
      const name = textFields.find((field) => field === part.fieldname);
      if (name !== undefined && typeof part.value === "string" && part.value.length <= maxLength) {
        fields[name] = part.value;
        onField?.(name, part.value);
      }
      continue;
    }
    if (part.fieldname !== fileField) {
      part.file.resume();
      throw new SubmissionRejected({ documents: `Unexpected file field ${printableExcerpt(part.fieldname, 40)}` });
    }
    if (endedEarly(part.file)) throw incompleteBody();
    // A file chooser left empty is posted as a part without a file name (and without bytes).
    if (!part.filename) {
      part.file.resume();
      continue;
    }
    try {
      const document = await stageDocument(part.file, part.filename, dataDir);
      staged.push(document);
      documents.push(document);
    } catch (error) {
      throw endedEarly(part.file) ? incompleteBody() : error;
    }
  }
  return { fields, documents };
}

/**
 * Reads the form, staging its file (added to `staged` at once, for the clean-up whatever happens); a file chooser
 * left empty gives no document.
 */
export async function readOneFileForm<Field extends string>(
  request: FastifyRequest,
  dataDir: string,
  staged: StagedDocument[],
  form: OneFileForm<Field>,
): Promise<{ fields: Partial<Record<Field, string>>; document?: StagedDocument }> {
  const {
    fields,
    documents: [document],
  } = await readFilesForm(request, dataDir, staged, { ...form, files: 1 });
  return document === undefined ? { fields } : { fields, document };
}
