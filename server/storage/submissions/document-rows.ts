/**
 * A kept document's row in `documents`, written the one way for a claim's own documents (submission-store.ts) and
 * for those that come later (customer-documents.ts): sent by its customer from its page, or added by staff from its
 * desk page, which say when and how they came, and what they answer.
 */
import type { Db } from "../database/database";
import type { AcceptedDocument } from "../documents/documents";

/** What a document that came after its claim carries beside its file. */
export interface SentLater {
  receivedAt: string;
  /** The document asked for it answers, and the move that asked; null for one staff added as nothing asked for. */
  askedFor: string | null;
  askedIn: number | null;
  uploadId: string | null;
  /** For one staff added: who, and where it came from (desk/document-sources.ts). */
  added?: { staffId: number; source: string };
}

export function documentRowWriter(db: Db) {
  const insert = db.prepare<
    [
      number | bigint,
      number,
      string,
      string,
      string,
      number,
      string,
      string,
      string | null,
      string | null,
      number | null,
      string | null,
      number | null,
      string | null,
    ]
  >(
    `INSERT INTO documents (submission_id, position, original_name, stored_path, media_type, size, sha256,
       original_sha256, received_at, asked_for, asked_in, upload_id, added_by, source)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return (
    submissionId: number | bigint,
    position: number,
    storedPath: string,
    document: AcceptedDocument,
    later?: SentLater,
  ) =>
    insert.run(
      submissionId,
      position,
      document.originalName,
      storedPath,
      document.mediaType,
      document.size,
      document.sha256,
      document.originalSha256,
      later?.receivedAt ?? null,
      later?.askedFor ?? null,
      later?.askedIn ?? null,
      later?.uploadId ?? null,
      later?.added?.staffId ?? null,
      later?.added?.source ?? null,
    );
}
