/**
 * Stores submissions. A claim's record and its documents are committed together: the files are moved
 * into the claim's folder inside the database transaction, so a submission is acknowledged only once
 * both are on disk, and a crash part-way leaves nothing the next start does not clean away.
 */
import fs from "node:fs";
import path from "node:path";
import type { Db } from "./database";
import { documentsDir, incomingDir, syncToDisk, type StagedDocument } from "./documents";
import { createOutboxQueue } from "./outbox-queue";
import { makePrivateFolder, PRIVATE_FOLDER_MODE } from "./private-files";
import { formatReference, referencePrefixes, referenceYear, type SubmissionKind } from "./references";

export interface AcceptedDocument extends StagedDocument {
  mediaType: string;
}

export interface StoredSubmission {
  reference: string;
  kind: SubmissionKind;
  receivedAt: string;
  fields: Record<string, unknown>;
  documents: {
    position: number;
    originalName: string;
    storedPath: string;
    mediaType: string;
    size: number;
    sha256: string;
  }[];
}

/** Who sent it: a quote request's `name`, a claim's `fullName` (or its `firstName` and `lastName`, where it has those). */
export function senderName(submission: Pick<StoredSubmission, "fields">): string {
  const { name, fullName, firstName, lastName } = submission.fields;
  return String(
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- fields are text, numbers or ticks, not objects
    name ?? fullName ?? [firstName, lastName].filter((part) => typeof part === "string" && part !== "").join(" "),
  );
}

/** A name safe on any disk, keeping the extension people recognise. */
function safeFileName(position: number, originalName: string): string {
  const cleaned = originalName
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(-80);
  return `${position}-${cleaned || "document"}`;
}

/** The Idempotency-Key a submission came with, and the hash of what it carried. */
export interface IdempotencyRecord {
  key: string;
  hash: string;
  /** An earlier submission of the form received at this time (ISO 8601) or before no longer holds the key. */
  keptSince: string;
}

/** How far a submission's e-mail has gone: a claim too big for one message goes in parts, in order. */
export interface MailProgress {
  partsSent: number;
  documentsSent: number;
}

export interface MailDue extends MailProgress {
  id: number;
  /** Which of the submission's e-mails it is: "staff" or "receipt" (storage/outbox-table.ts). */
  message: string;
  attempts: number;
  submission: StoredSubmission;
  /** The submission's receipt, for the staff e-mail to say whether the visitor got one; none if none was queued. */
  receipt?: { withheld: string | null };
}

/** An outbox entry still to send, or refused for good, as `npm run submissions -- outbox` lists it. */
export interface OutboxEntry {
  reference: string;
  message: string;
  attempts: number;
  nextAttemptAt: string;
  failedAt: string | null;
  lastError: string | null;
  partsSent: number;
}

interface SubmissionRow {
  id: number;
  reference: string;
  kind: SubmissionKind;
  received_at: string;
  fields: string;
}

/** `queueMail`: each stored submission's e-mails are queued in the outbox, committed with it (outbox-queue.ts). */
export function createSubmissionStore(db: Db, dataDir: string, { queueMail = false } = {}) {
  makePrivateFolder(incomingDir(dataDir));
  makePrivateFolder(documentsDir(dataDir));

  const nextSequence = db.prepare<[string, number], { last: number }>(
    `INSERT INTO reference_counters (prefix, year, last) VALUES (?, ?, 1)
     ON CONFLICT (prefix, year) DO UPDATE SET last = last + 1 RETURNING last`,
  );
  const insertSubmission = db.prepare<[string, SubmissionKind, string, string, string | null, string | null]>(
    `INSERT INTO submissions (reference, kind, received_at, fields, idempotency_key, request_hash)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const releaseKey = db.prepare<[SubmissionKind, string, string]>(
    `UPDATE submissions SET idempotency_key = NULL, request_hash = NULL
     WHERE kind = ? AND idempotency_key = ? AND received_at <= ?`,
  );
  const insertDocument = db.prepare<[number | bigint, number, string, string, string, number, string]>(
    `INSERT INTO documents (submission_id, position, original_name, stored_path, media_type, size, sha256)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );

  const queueForMail = createOutboxQueue(db);
  const documentsOf = db.prepare<[number], StoredSubmission["documents"][number]>(
    `SELECT position, original_name AS originalName, stored_path AS storedPath, media_type AS mediaType, size, sha256
     FROM documents WHERE submission_id = ? ORDER BY position`,
  );
  const allSubmissions = db.prepare<[], SubmissionRow>(
    "SELECT id, reference, kind, received_at, fields FROM submissions ORDER BY id",
  );
  const isStored = db.prepare<[string], { found: number }>("SELECT 1 AS found FROM submissions WHERE reference = ?");
  const dueMail = db.prepare<
    [string, number],
    SubmissionRow & {
      outbox_id: number;
      message: string;
      attempts: number;
      parts_sent: number;
      documents_sent: number;
      receipt_id: number | null;
      receipt_withheld: string | null;
    }
  >(
    `SELECT outbox.id AS outbox_id, outbox.message, outbox.attempts, outbox.parts_sent, outbox.documents_sent,
       receipt.id AS receipt_id, receipt.withheld AS receipt_withheld, submissions.*
     FROM outbox JOIN submissions ON submissions.id = outbox.submission_id
       LEFT JOIN outbox AS receipt ON receipt.submission_id = outbox.submission_id AND receipt.message = 'receipt'
     WHERE outbox.sent_at IS NULL AND outbox.failed_at IS NULL AND outbox.withheld IS NULL
       AND outbox.next_attempt_at <= ?
     ORDER BY outbox.id LIMIT ?`,
  );
  const unsentMail = db.prepare<[], OutboxEntry>(
    `SELECT submissions.reference, outbox.message, outbox.attempts, outbox.next_attempt_at AS nextAttemptAt,
       outbox.failed_at AS failedAt, outbox.last_error AS lastError, outbox.parts_sent AS partsSent
     FROM outbox JOIN submissions ON submissions.id = outbox.submission_id
     WHERE outbox.sent_at IS NULL AND outbox.withheld IS NULL ORDER BY outbox.id`,
  );
  const mailOf = db.prepare<[string], { id: number; sentAt: string | null }>(
    `SELECT outbox.id, outbox.sent_at AS sentAt
     FROM outbox JOIN submissions ON submissions.id = outbox.submission_id
     WHERE submissions.reference = ? AND outbox.withheld IS NULL`,
  );
  const mailRetried = db.prepare<[string, number]>(
    "UPDATE outbox SET failed_at = NULL, attempts = 0, next_attempt_at = ? WHERE id = ?",
  );
  const mailRefused = db.prepare<[string, string, number]>(
    "UPDATE outbox SET failed_at = ?, last_error = ? WHERE id = ?",
  );
  const partSent = db.prepare<[number, number, string | null, number]>(
    "UPDATE outbox SET parts_sent = ?, documents_sent = ?, sent_at = ?, last_error = NULL WHERE id = ?",
  );
  const mailAttempted = db.prepare<[string, number]>(
    "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ?",
  );
  const markAttempts = db.transaction((attempts: readonly { id: number; nextAttemptAt: Date }[]) => {
    for (const { id, nextAttemptAt } of attempts) mailAttempted.run(nextAttemptAt.toISOString(), id);
  });
  const mailFailed = db.prepare<[string, string, number]>(
    "UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE id = ?",
  );
  const fromRow = (row: SubmissionRow): StoredSubmission => ({
    reference: row.reference,
    kind: row.kind,
    receivedAt: row.received_at,
    fields: JSON.parse(row.fields) as Record<string, unknown>,
    documents: documentsOf.all(row.id),
  });

  const save = db.transaction(
    (
      kind: SubmissionKind,
      fields: Record<string, unknown>,
      documents: readonly AcceptedDocument[],
      now: Date,
      idempotency: IdempotencyRecord | undefined,
    ) => {
      if (idempotency) releaseKey.run(kind, idempotency.key, idempotency.keptSince);
      const year = referenceYear(now);
      const reference = formatReference(kind, year, nextSequence.get(referencePrefixes[kind], year)!.last);
      const { lastInsertRowid } = insertSubmission.run(
        reference,
        kind,
        now.toISOString(),
        JSON.stringify(fields),
        idempotency?.key ?? null,
        idempotency?.hash ?? null,
      );
      if (documents.length > 0) {
        const folder = path.join(documentsDir(dataDir), reference);
        fs.mkdirSync(folder, { mode: PRIVATE_FOLDER_MODE });
        documents.forEach((document, position) => {
          const storedPath = path.join(reference, safeFileName(position, document.originalName));
          fs.renameSync(document.tempPath, path.join(documentsDir(dataDir), storedPath));
          insertDocument.run(
            lastInsertRowid,
            position,
            document.originalName,
            storedPath,
            document.mediaType,
            document.size,
            document.sha256,
          );
        });
        syncToDisk(folder);
        // The new folder's own entry lives in documents/: without this a power cut could lose the whole folder.
        syncToDisk(documentsDir(dataDir));
      }
      if (queueMail) queueForMail(lastInsertRowid, fields, now);
      return reference;
    },
  );

  return {
    /**
     * Stores the submission and returns its reference; throws, leaving nothing behind, if it cannot. Under an
     * `idempotency` key, the key is stored with it, taken from an earlier submission that no longer holds it
     * (server/idempotency.ts).
     */
    save(
      kind: SubmissionKind,
      fields: Record<string, unknown>,
      documents: readonly AcceptedDocument[] = [],
      now = new Date(),
      idempotency?: IdempotencyRecord,
    ) {
      try {
        return save(kind, fields, documents, now, idempotency);
      } catch (error) {
        // The transaction rolled back; files already moved would otherwise be orphans.
        for (const document of documents) fs.rmSync(document.tempPath, { force: true });
        removeOrphanFolders();
        throw error;
      }
    },

    all(): StoredSubmission[] {
      return allSubmissions.all().map(fromRow);
    },

    /** The oldest `limit` outbox entries not yet sent whose next attempt is due. */
    mailDue(now: Date, limit: number): MailDue[] {
      return dueMail.all(now.toISOString(), limit).map((row) => ({
        id: row.outbox_id,
        message: row.message,
        attempts: row.attempts,
        partsSent: row.parts_sent,
        documentsSent: row.documents_sent,
        submission: fromRow(row),
        ...(row.receipt_id !== null && { receipt: { withheld: row.receipt_withheld } }),
      }));
    },

    /**
     * Counts an attempt before it is made, and sets when to try again should it not be recorded as sent:
     * a send is only started once the outbox can write to the database.
     */
    markMailAttempted(attempts: readonly { id: number; nextAttemptAt: Date }[]) {
      markAttempts(attempts);
    },

    /** Records a part as sent; `done` when it was the last, which makes the whole e-mail sent. */
    markMailPartSent(id: number, progress: MailProgress, done: boolean, now = new Date()) {
      partSent.run(progress.partsSent, progress.documentsSent, done ? now.toISOString() : null, id);
    },

    /** The relay refused the e-mail for good: it is not tried again until someone asks (`outbox retry`). */
    markMailRefused(id: number, reason: string, now = new Date()) {
      mailRefused.run(now.toISOString(), reason, id);
    },

    /** E-mails still to send and those refused for good, oldest first. */
    unsentMail(): OutboxEntry[] {
      return unsentMail.all();
    },

    /**
     * Makes a submission's unsent e-mails due now with a fresh count of attempts; each resumes at the part it
     * stopped at. "sent" when every one of them has gone.
     */
    retryMail(reference: string, now = new Date()): "queued" | "sent" | "unknown" {
      const mails = mailOf.all(reference);
      if (mails.length === 0) return "unknown";
      const unsent = mails.filter((mail) => !mail.sentAt);
      if (unsent.length === 0) return "sent";
      for (const mail of unsent) mailRetried.run(now.toISOString(), mail.id);
      return "queued";
    },

    markMailFailed(id: number, nextAttemptAt: Date, error: string) {
      mailFailed.run(nextAttemptAt.toISOString(), error, id);
    },

    /** On start: uploads that never finished, and folders of claims that were never committed. */
    sweep() {
      for (const name of fs.readdirSync(incomingDir(dataDir)))
        fs.rmSync(path.join(incomingDir(dataDir), name), { force: true });
      removeOrphanFolders();
    },
  };

  function removeOrphanFolders() {
    for (const name of fs.readdirSync(documentsDir(dataDir))) {
      if (!isStored.get(name)) fs.rmSync(path.join(documentsDir(dataDir), name), { recursive: true, force: true });
    }
  }
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;
