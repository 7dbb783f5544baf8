/**
 * Erasing submissions, at a person's request (`erase`, NDPA 2023 s. 34) or once RETENTION_DAYS have passed
 * (purge.ts). One transaction removes the submission, its documents' rows and its outbox entries, so an e-mail
 * not yet sent is never sent, and writes to `erasures` the reference, the time and the reason: nothing about
 * the person. Its timeline on the desk goes too (notes, messages and what staff gave may be about the person), and
 * its row in the queue (the search's keys are its name, e-mail, phone and policy number), and the desk's record,
 * which is never changed and holds nothing about the person but the addresses their claim sessions were opened from
 * (record-table.ts), gains a line: "erased", by whom.
 * Its claim packs, the insurer's answers and every message about it go too (what the officer wrote to the insurer,
 * what it answered, what the customer wrote, are about the person), with the ids of the e-mails sent about it, and
 * the messages' attachments under DATA_DIR/messages/ once it has committed; the packs' cover sheets are in the
 * claim's documents folder. The documents on disk go once it has committed, and their thumbnails (storage/documents/thumbnails.ts); a crash in
 * between leaves a folder that no stored submission names, which the service's start-up sweep removes.
 *
 * The rows' bytes are overwritten (the database's secure_delete), and the write-ahead log, which still holds
 * the pages as they were, is emptied into the database and cut to nothing: neither file, nor a backup made
 * afterwards, holds anything of what was erased.
 */
import fs from "node:fs";
import path from "node:path";
import { ANY_CONTROL } from "../../form-contract/shared/control-characters";
import { emptyWriteAheadLog, type Db } from "../storage/database/database";
import { createDeskRecord, type CommandRunner, type Eraser } from "../storage/desk-progress/desk-record";
import { documentsDir } from "../storage/documents/documents";
import { removeThumbnails } from "../storage/documents/thumbnails";
import { removeAttachmentFiles } from "../storage/messages/message-files";
import { REFERENCE } from "../storage/submissions/references";
import type { StoredSubmission, SubmissionStore } from "../storage/submissions/submission-store";
import { namesSender, personByEmail, submissionsOf } from "./person";
import { Refused } from "./refused";
import { writeTransaction } from "../storage/database/write-transaction";

export const DEFAULT_REASON = "the person's request";
const REASON_MAX_LENGTH = 200;

export interface Erasure {
  reference: string;
  documents: number;
  /** When its e-mail went to staff: a copy then sits in their mailbox, out of this command's reach. */
  mailedAt: string | null;
}

export interface Erased {
  erased: Erasure[];
  /**
   * False when a reader (a backup under way) kept the write-ahead log from being emptied: pages as they were
   * before the erasure may stay in it until the next erasure or purge empties it.
   */
  logEmptied: boolean;
}

/** What `erase` and `purge` say when the write-ahead log could not be emptied. */
export const LOG_NOT_EMPTIED =
  "The write-ahead log could not be emptied while another reader (a backup?) was busy, so it may still hold " +
  "what was erased: run purge again once that is done";

/**
 * Erases the submissions `select` answers, all or none; refused if one is not stored. `select` runs in the
 * transaction, which takes the write lock at once: a read first, then a write, could fail at once with
 * SQLITE_BUSY when the service commits a submission in between.
 */
export function eraseSubmissions(
  db: Db,
  dataDir: string,
  select: () => readonly string[],
  reason: string,
  by: Eraser,
  now = new Date(),
): Erased {
  const find = db.prepare<[string], Erasure & { id: number }>(
    `SELECT submissions.id, reference, outbox.sent_at AS mailedAt,
       (SELECT COUNT(*) FROM documents WHERE submission_id = submissions.id) AS documents
     FROM submissions LEFT JOIN outbox ON outbox.submission_id = submissions.id AND outbox.message = 'staff'
     WHERE reference = ?`,
  );
  const erasedBefore = db.prepare<[string], { erasedAt: string }>(
    "SELECT erased_at AS erasedAt FROM erasures WHERE reference = ? ORDER BY id LIMIT 1",
  );
  const removals = [
    "DELETE FROM outbox WHERE submission_id = ?",
    "DELETE FROM submission_events WHERE submission_id = ?",
    "DELETE FROM submission_queue WHERE submission_id = ?",
    "DELETE FROM insurer_answers WHERE submission_id = ?",
    "DELETE FROM claim_packs WHERE submission_id = ?",
    `DELETE FROM message_attachments
       WHERE claim_message_id IN (SELECT id FROM claim_messages WHERE submission_id = ?)`,
    "DELETE FROM claim_messages WHERE submission_id = ?",
    "DELETE FROM sent_messages WHERE submission_id = ?",
    "DELETE FROM documents WHERE submission_id = ?",
    "DELETE FROM submissions WHERE id = ?",
  ].map((sql) => db.prepare<[number]>(sql));
  const attachmentFiles = db.prepare<[number], { stored_path: string }>(
    `SELECT stored_path FROM message_attachments JOIN claim_messages ON claim_messages.id = claim_message_id
       WHERE submission_id = ? AND stored_path IS NOT NULL`,
  );
  const record = db.prepare<[string, string, string]>(
    "INSERT INTO erasures (reference, erased_at, reason) VALUES (?, ?, ?)",
  );
  const deskRecord = createDeskRecord(db);
  const messageFiles: string[] = [];
  const erased = writeTransaction(db, () =>
    select().map((reference): Erasure => {
      const found = find.get(reference);
      if (!found) {
        const before = erasedBefore.get(reference);
        throw new Refused(
          before ? `${reference} was erased at ${before.erasedAt}` : `There is no submission ${reference}`,
        );
      }
      messageFiles.push(...attachmentFiles.all(found.id).map((row) => row.stored_path));
      for (const removal of removals) removal.run(found.id);
      record.run(reference, now.toISOString(), reason);
      deskRecord.erased(reference, reason, by, now);
      return { reference, documents: found.documents, mailedAt: found.mailedAt };
    }),
  )();
  for (const { reference } of erased) {
    // Only a reference as the service writes it names a folder: never "..", never a path of its own.
    if (REFERENCE.test(reference)) {
      fs.rmSync(path.join(documentsDir(dataDir), reference), { recursive: true, force: true });
      removeThumbnails(dataDir, reference);
    }
  }
  removeAttachmentFiles(dataDir, messageFiles);
  // Emptied after every purge, even one that erased nothing: that also finishes one a reader held up.
  return { erased, logEmptied: emptyWriteAheadLog(db) };
}

/** A reason fit to keep for good: one line, not too long, and naming none of the people erased. */
function checkedReason(reason: string, submissions: readonly StoredSubmission[]): string {
  const trimmed = reason.trim();
  if (trimmed === "" || trimmed.length > REASON_MAX_LENGTH || ANY_CONTROL.test(trimmed)) {
    throw new Refused(`The reason must be one line of 1 to ${REASON_MAX_LENGTH} characters`);
  }
  if (submissions.some((submission) => namesSender(trimmed, submission))) {
    throw new Refused("The reason is kept for good, so it may not name the person: say why, not who");
  }
  return trimmed;
}

/** `erase REFERENCE` or `erase --email EMAIL`, with `--reason TEXT`, run `by` the person `--by EMAIL` names or a user. */
export function erase(
  db: Db,
  store: SubmissionStore,
  dataDir: string,
  target: { reference: string } | { email: string },
  reason: string,
  by: CommandRunner,
): Erased {
  const submissions =
    "reference" in target
      ? store.all().filter(({ reference }) => reference === target.reference)
      : submissionsOf(store, personByEmail(target.email));
  const references = "reference" in target ? [target.reference] : submissions.map(({ reference }) => reference);
  const eraser: Eraser = { actor: "command line", ...by };
  return eraseSubmissions(db, dataDir, () => references, checkedReason(reason, submissions), eraser);
}
