/**
 * The documents staff ask a claim's customer for (a move to "Waiting for documents", with the list: steps.ts), and
 * those the customer sends from their claim's page. Each one sent is kept as the claim's own are (the next
 * position in its folder), with when it came, which document asked for it is and the move that asked, and is
 * committed together with its line in the desk's record and, when it is the last one missing, the e-mail telling
 * staff that everything asked for has arrived (outbox message `documents-in-VERSION`, once per request). What a
 * move asks for is answered only by documents sent after it: asked again, a document is needed again.
 */
import fs from "node:fs";
import path from "node:path";
import { MAX_DOCUMENTS } from "../../../form-contract/claim/documents";
import type { Db } from "../database/database";
import { createDeskRecord } from "../desk-progress/desk-record";
import { documentRowWriter } from "../submissions/document-rows";
import { documentsDir, syncToDisk, type AcceptedDocument } from "../documents/documents";
import { numberedMessages } from "../outbox/numbered-messages";
import { makePrivateFolder } from "../database/private-files";
import { moveIntoFolder } from "../submissions/submission-store";
import { writeTransaction } from "../database/write-transaction";

/** The step at which the customer is asked for documents, and the field of the move that lists them. */
export const DOCUMENTS_REQUESTED = "documents-requested";

/** The outbox's name for the e-mail telling staff that every document a move asked for has arrived. */
export const documentsInMessages = numberedMessages("documents-in-");

export interface AskedDocuments {
  /** The version of the move that asked. */
  version: number;
  asked: string[];
  /** Those of `asked` that no document sent since answers. */
  missing: string[];
}

export type SentOutcome =
  /** Kept at `position`, or found there: the same file sent for it before, and nothing more kept. */
  { position: number } | { refused: "not asked" | "too many" };

export interface CustomerDocumentsOptions {
  /** Whether the service sends e-mail (SMTP_URL): without it nothing is queued for staff. */
  mailsStaff: boolean;
}

/** What a claim's latest move asked its customer for, and what is still missing; undefined at any other step. */
export function askedDocumentsOf(db: Db): (reference: string) => AskedDocuments | undefined {
  const latestMove = db.prepare<[string], { submissionId: number; version: number; step: string; details: string }>(
    `SELECT submission_id AS submissionId, version, step, details
     FROM submission_events JOIN submissions ON submissions.id = submission_events.submission_id
     WHERE submissions.reference = ? AND submission_events.kind = 'step' ORDER BY version DESC LIMIT 1`,
  );
  const answered = db.prepare<[number, number], { askedFor: string }>(
    "SELECT DISTINCT asked_for AS askedFor FROM documents WHERE submission_id = ? AND asked_in = ?",
  );
  return (reference) => {
    const move = latestMove.get(reference);
    if (move?.step !== DOCUMENTS_REQUESTED) return undefined;
    const { documents } = JSON.parse(move.details) as { documents?: unknown };
    const list = Array.isArray(documents) ? documents.filter((name): name is string => typeof name === "string") : [];
    const arrived = new Set(answered.all(move.submissionId, move.version).map((row) => row.askedFor));
    return { version: move.version, asked: list, missing: list.filter((name) => !arrived.has(name)) };
  };
}

export type CustomerDocuments = ReturnType<typeof createCustomerDocuments>;

export function createCustomerDocuments(db: Db, dataDir: string, { mailsStaff }: CustomerDocumentsOptions) {
  const record = createDeskRecord(db);
  const asked = askedDocumentsOf(db);
  const sentFor = db.prepare<[number, number, string], { position: number; sha256: string }>(
    `SELECT position, original_sha256 AS sha256 FROM documents
     WHERE submission_id = ? AND asked_in = ? AND asked_for = ? ORDER BY position`,
  );
  const byUpload = db.prepare<[number, string], { position: number }>(
    "SELECT position FROM documents WHERE submission_id = ? AND upload_id = ?",
  );
  const nextPosition = db.prepare<[number], { next: number }>(
    "SELECT COALESCE(MAX(position), -1) + 1 AS next FROM documents WHERE submission_id = ?",
  );
  const insert = documentRowWriter(db);
  const queueStaffMail = db.prepare<[number, string, string]>(
    "INSERT OR IGNORE INTO outbox (submission_id, message, next_attempt_at) VALUES (?, ?, ?)",
  );

  const send = writeTransaction(
    db,
    (
      submissionId: number,
      reference: string,
      askedFor: string,
      document: AcceptedDocument,
      uploadId: string | null,
      now: Date,
      moved: string[],
    ): SentOutcome => {
      const request = asked(reference);
      if (!request?.asked.includes(askedFor)) return { refused: "not asked" };
      const before = sentFor.all(submissionId, request.version, askedFor);
      const same = before.find((row) => row.sha256 === document.originalSha256);
      if (same) return { position: same.position };
      if (before.length >= MAX_DOCUMENTS) return { refused: "too many" };
      const position = nextPosition.get(submissionId)!.next;
      const folder = path.join(documentsDir(dataDir), reference);
      // A claim sent without documents has no folder yet.
      makePrivateFolder(folder);
      const storedPath = moveIntoFolder(dataDir, reference, position, document);
      moved.push(storedPath);
      insert(submissionId, position, storedPath, document, {
        receivedAt: now.toISOString(),
        askedFor,
        askedIn: request.version,
        uploadId,
      });
      syncToDisk(folder);
      syncToDisk(documentsDir(dataDir));
      record.customerSent(reference, position, askedFor, now);
      const allIn = request.missing.every((name) => name === askedFor);
      if (allIn && request.missing.length > 0 && mailsStaff) {
        queueStaffMail.run(submissionId, documentsInMessages.nameFor(request.version), now.toISOString());
      }
      return { position };
    },
  );

  return {
    asked,

    /** The position of the document that came by this upload, if one did: a repeated post answers it again. */
    sentBy(submissionId: number, uploadId: string): number | undefined {
      return byUpload.get(submissionId, uploadId)?.position;
    },

    /**
     * Keeps `document` (staged, judged and made ready to keep: accepted-documents.ts) as the one sent for
     * `askedFor`, if the claim is waiting for it; the same file sent again for it is answered with its position and
     * kept once. Throws, leaving nothing behind, when it cannot be kept.
     */
    send(
      submissionId: number,
      reference: string,
      askedFor: string,
      document: AcceptedDocument,
      uploadId: string | null,
      now = new Date(),
    ): SentOutcome {
      const moved: string[] = [];
      try {
        return send(submissionId, reference, askedFor, document, uploadId, now, moved);
      } catch (error) {
        for (const storedPath of moved) fs.rmSync(path.join(documentsDir(dataDir), storedPath), { force: true });
        throw error;
      }
    },
  };
}
