/**
 * A kept document's row in `documents`, written the one way for a claim's own documents (submission-store.ts) and
 * for those its customer sends later from its page (customer-documents.ts), which say when and for what they came.
 */
import type { Db } from "../database/database";
import type { AcceptedDocument } from "../documents/documents";

/** What a document sent from the claim's page carries beside its file. */
export interface SentLater {
  receivedAt: string;
  askedFor: string;
  askedIn: number;
  uploadId: string | null;
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
    ]
  >(
    `INSERT INTO documents (submission_id, position, original_name, stored_path, media_type, size, sha256,
       original_sha256, received_at, asked_for, asked_in, upload_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
    );
}
