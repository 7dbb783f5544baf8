/**
 * The documents staff ask a claim's customer for (a move to "Waiting for documents", with the list: steps.ts), and
 * those that come after the claim: sent by the customer from their claim's page, or added by staff from its desk
 * page with where it came from (an e-mail, WhatsApp…), which may be one of those asked for, just as if the customer
 * had sent it. Each one is kept as the claim's own are (the next position in its folder), with when it came, which
 * document asked for it is and the move that asked, and is committed together with its line in the desk's record
 * and, when it is the last one missing, the e-mail telling staff that everything asked for has arrived (outbox
 * message `documents-in-VERSION`, once per request). What a move asks for is answered only by documents sent after
 * it: asked again, a document is needed again.
 */
import fs from "node:fs";
import path from "node:path";
import { MAX_DOCUMENTS } from "../../../form-contract/claim/documents";
import type { Db } from "../database/database";
import { fromWords, type DocumentSource } from "../../desk/document-sources";
import { createDeskRecord, type DeskActor } from "../desk-progress/desk-record";
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

/** A document staff add: who, where it came from, and the document asked for it is, if any. */
export interface StaffAdding {
  by: DeskActor;
  source: DocumentSource;
  askedFor: string | null;
}

/** Who a document came from: the customer (by a tus upload, or the page's form), or staff. */
type Came = { customer: { uploadId: string | null } } | { staff: StaffAdding };

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
  const claimId = db.prepare<[string], { id: number }>(
    "SELECT id FROM submissions WHERE reference = ? AND kind = 'claim'",
  );
  const insert = documentRowWriter(db);
  const queueStaffMail = db.prepare<[number, string, string]>(
    "INSERT OR IGNORE INTO outbox (submission_id, message, next_attempt_at) VALUES (?, ?, ?)",
  );

  const keep = writeTransaction(
    db,
    (
      submissionId: number,
      reference: string,
      askedFor: string | null,
      document: AcceptedDocument,
      came: Came,
      now: Date,
      moved: string[],
    ): SentOutcome => {
      const request = askedFor === null ? undefined : asked(reference);
      if (askedFor !== null) {
        if (!request?.asked.includes(askedFor)) return { refused: "not asked" };
        const before = sentFor.all(submissionId, request.version, askedFor);
        const same = before.find((row) => row.sha256 === document.originalSha256);
        if (same) return { position: same.position };
        if (before.length >= MAX_DOCUMENTS) return { refused: "too many" };
      }
      const position = nextPosition.get(submissionId)!.next;
      const folder = path.join(documentsDir(dataDir), reference);
      // A claim sent without documents has no folder yet.
      makePrivateFolder(folder);
      const storedPath = moveIntoFolder(dataDir, reference, position, document);
      moved.push(storedPath);
      insert(submissionId, position, storedPath, document, {
        receivedAt: now.toISOString(),
        askedFor,
        askedIn: request?.version ?? null,
        uploadId: "customer" in came ? came.customer.uploadId : null,
        added: "staff" in came ? { staffId: came.staff.by.staffId, source: came.staff.source } : undefined,
      });
      syncToDisk(folder);
      syncToDisk(documentsDir(dataDir));
      if ("staff" in came) {
        const what = `${fromWords(came.staff.source)}${askedFor === null ? "" : ` for ${askedFor}`}`;
        record.staffAdded(reference, position, what, came.staff.by, now);
      } else {
        record.customerSent(reference, position, askedFor!, now);
      }
      const allIn = request !== undefined && request.missing.every((name) => name === askedFor);
      if (allIn && request.missing.length > 0 && mailsStaff) {
        queueStaffMail.run(submissionId, documentsInMessages.nameFor(request.version), now.toISOString());
      }
      return { position };
    },
  );

  /** Keeps it, or throws leaving nothing behind: a file moved into the claim's folder is deleted again. */
  function kept(
    submissionId: number,
    reference: string,
    askedFor: string | null,
    document: AcceptedDocument,
    came: Came,
    now: Date,
  ): SentOutcome {
    const moved: string[] = [];
    try {
      return keep(submissionId, reference, askedFor, document, came, now, moved);
    } catch (error) {
      for (const storedPath of moved) fs.rmSync(path.join(documentsDir(dataDir), storedPath), { force: true });
      throw error;
    }
  }

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
      return kept(submissionId, reference, askedFor, document, { customer: { uploadId } }, now);
    },

    /**
     * Keeps `document` (made ready as `send`'s is) as one staff added to the claim `reference`, as the one sent for
     * `adding.askedFor` when it names one, exactly as `send` would; refused as `send` is when the claim no longer
     * waits for that document. Undefined when there is no such claim.
     */
    add(reference: string, document: AcceptedDocument, adding: StaffAdding, now = new Date()): SentOutcome | undefined {
      const claim = claimId.get(reference);
      return claim && kept(claim.id, reference, adding.askedFor, document, { staff: adding }, now);
    },
  };
}
