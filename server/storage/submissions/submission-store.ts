/**
 * Stores submissions. A claim's record and its documents are committed together: the files are moved
 * into the claim's folder inside the database transaction, so a submission is acknowledged only once
 * both are on disk, and a crash part-way leaves nothing the next start does not clean away.
 */
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../database/database";
import { documentRowWriter } from "./document-rows";
import {
  documentsDir,
  incomingDir,
  syncToDisk,
  type AcceptedDocument,
  type StagedDocument,
} from "../documents/documents";
import { thumbnailsDir } from "../documents/thumbnails";
import { makePrivateFolder, PRIVATE_FOLDER_MODE } from "../database/private-files";
import { queueRowWriter } from "../desk-progress/queue-rows";
import { formatReference, referencePrefixes, referenceYear, type SubmissionKind } from "./references";
import { writeTransaction } from "../database/write-transaction";

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
    /** The kept file's. */
    sha256: string;
    /** What the visitor sent: `sha256` itself, but for a photo, which is kept re-encoded. */
    originalSha256: string;
    /** When it came: with the submission, or later from the claim's page. */
    receivedAt: string;
    /** For one sent from the claim's page (customer-documents.ts): the document asked for, and the move that asked. */
    askedFor: string | null;
    askedIn: number | null;
    /** For one staff added from the desk (customer-documents.ts): who (their name as it is now), and where it came from. */
    addedById: number | null;
    addedByName: string | null;
    source: string | null;
  }[];
}

/** A name safe on any disk, keeping the extension people recognise. */
export function safeFileName(position: number, originalName: string): string {
  const cleaned = originalName
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(-80);
  return `${position}-${cleaned || "document"}`;
}

/** Moves a staged document into its claim's folder (STORED_PATH) at `position`; answers its `stored_path`. */
export function moveIntoFolder(dataDir: string, reference: string, position: number, document: StagedDocument) {
  const storedPath = path.join(reference, safeFileName(position, document.originalName));
  fs.renameSync(document.tempPath, path.join(documentsDir(dataDir), storedPath));
  return storedPath;
}

/** The Idempotency-Key a submission came with, and the hash of what it carried. */
export interface IdempotencyRecord {
  key: string;
  hash: string;
  /** An earlier submission of the form received at this time (ISO 8601) or before no longer holds the key. */
  keptSince: string;
}

interface SubmissionRow {
  id: number;
  reference: string;
  kind: SubmissionKind;
  received_at: string;
  fields: string;
}

interface Options {
  /** Run inside the transaction that stores a submission: what else must be committed with it (its outbox entry). */
  onSaved?: (submissionId: number | bigint, fields: Record<string, unknown>, now: Date) => void;
}

export function createSubmissionStore(db: Db, dataDir: string, { onSaved }: Options = {}) {
  makePrivateFolder(incomingDir(dataDir));
  makePrivateFolder(documentsDir(dataDir));
  makePrivateFolder(thumbnailsDir(dataDir));

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
  const insertDocument = documentRowWriter(db);
  const queueRows = queueRowWriter(db);

  const documentsOf = db.prepare<[number], StoredSubmission["documents"][number]>(
    `SELECT position, original_name AS originalName, stored_path AS storedPath, media_type AS mediaType, size,
       documents.sha256, original_sha256 AS originalSha256,
       COALESCE(documents.received_at, submissions.received_at) AS receivedAt, asked_for AS askedFor,
       asked_in AS askedIn, documents.added_by AS addedById, staff.name AS addedByName, documents.source
     FROM documents JOIN submissions ON submissions.id = documents.submission_id
       LEFT JOIN staff ON staff.id = documents.added_by
     WHERE submission_id = ? ORDER BY position`,
  );
  const allSubmissions = db.prepare<[], SubmissionRow>(
    "SELECT id, reference, kind, received_at, fields FROM submissions ORDER BY id",
  );
  const isStored = db.prepare<[string], { found: number }>("SELECT 1 AS found FROM submissions WHERE reference = ?");
  const submissionById = db.prepare<[number], SubmissionRow>(
    "SELECT id, reference, kind, received_at, fields FROM submissions WHERE id = ?",
  );
  const submissionByReference = db.prepare<[string], SubmissionRow>(
    "SELECT id, reference, kind, received_at, fields FROM submissions WHERE reference = ?",
  );
  const fromRow = (row: SubmissionRow): StoredSubmission => ({
    reference: row.reference,
    kind: row.kind,
    receivedAt: row.received_at,
    fields: JSON.parse(row.fields) as Record<string, unknown>,
    documents: documentsOf.all(row.id),
  });

  const save = writeTransaction(
    db,
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
      const receivedAt = now.toISOString();
      const { lastInsertRowid } = insertSubmission.run(
        reference,
        kind,
        receivedAt,
        JSON.stringify(fields),
        idempotency?.key ?? null,
        idempotency?.hash ?? null,
      );
      queueRows.saved(lastInsertRowid, reference, kind, receivedAt, fields);
      if (documents.length > 0) {
        const folder = path.join(documentsDir(dataDir), reference);
        fs.mkdirSync(folder, { mode: PRIVATE_FOLDER_MODE });
        documents.forEach((document, position) => {
          const storedPath = moveIntoFolder(dataDir, reference, position, document);
          insertDocument(lastInsertRowid, position, storedPath, document);
        });
        syncToDisk(folder);
        // The new folder's own entry lives in documents/: without this a power cut could lose the whole folder.
        syncToDisk(documentsDir(dataDir));
      }
      onSaved?.(lastInsertRowid, fields, now);
      return reference;
    },
  );

  return {
    /**
     * Stores the submission and returns its reference; throws, leaving nothing behind, if it cannot. Under an
     * `idempotency` key, the key is stored with it, taken from an earlier submission that no longer holds it
     * (server/submissions/idempotency.ts).
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

    /** The submission stored under this row id, if it is still stored. */
    byId(id: number): StoredSubmission | undefined {
      const row = submissionById.get(id);
      return row && fromRow(row);
    },

    /** The submission stored under this reference, if it is still stored. */
    byReference(reference: string): StoredSubmission | undefined {
      const row = submissionByReference.get(reference);
      return row && fromRow(row);
    },

    /**
     * On start: uploads that never finished, and the folders (documents, thumbnails) of claims that were never
     * committed or whose erasure was cut short.
     */
    sweep() {
      for (const name of fs.readdirSync(incomingDir(dataDir)))
        fs.rmSync(path.join(incomingDir(dataDir), name), { force: true });
      removeOrphanFolders();
    },
  };

  function removeOrphanFolders() {
    for (const folder of [documentsDir(dataDir), thumbnailsDir(dataDir)]) {
      for (const name of fs.readdirSync(folder)) {
        if (!isStored.get(name)) fs.rmSync(path.join(folder, name), { recursive: true, force: true });
      }
    }
  }
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;
