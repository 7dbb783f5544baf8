/**
 * The outbox table's queries (outbox.ts sends what it holds): one row for each e-mail a submission gives rise to
 * (storage/outbox/outbox-table.ts), queued with it (storage/outbox/mail-queueing.ts); each attempt is recorded before it is
 * made, with the parts of a large claim already sent, a refusal for good, and a receipt held back. An e-mail
 * telling the customer of a move comes with the move, read from the submission's timeline; one telling a person on
 * the desk of a passkey added or removed comes with the change (storage/desk-people/passkey-changes.ts); a claim
 * pack's to an insurer with the pack, and a chase of the insurer with the chase and the pack whose thread it answers
 * (storage/claim-packs/); a message staff wrote on the desk with the message (storage/messages/desk-messages.ts).
 */
import type { StepDetails } from "../../form-contract/steps/step-details";
import type { Db } from "../storage/database/database";
import { stepMessages } from "../storage/outbox/mail-queueing";
import {
  createPasskeyChanges,
  passkeyChangeMessages,
  type PasskeyChange,
} from "../storage/desk-people/passkey-changes";
import { createStaffStore, type StaffMember } from "../storage/desk-people/staff";
import type { StoredSubmission, SubmissionStore } from "../storage/submissions/submission-store";
import { writeTransaction } from "../storage/database/write-transaction";
import { packMessages, readClaimPacks, type ClaimPack } from "../storage/claim-packs/claim-packs";
import { createSentMessages } from "../storage/messages/sent-messages";
import { chaseMessages, readInsurerChases, type InsurerChase } from "../storage/claim-packs/insurer-chases";
import { readClaimMessages, type ClaimMessage } from "../storage/messages/claim-messages";
import { deskMessageNames } from "../storage/messages/desk-messages";

/** How far a submission's e-mail has gone: a claim too big for one message goes in parts, in order. */
export interface MailProgress {
  partsSent: number;
  documentsSent: number;
}

interface Due extends MailProgress {
  id: number;
  /** Which e-mail it is: "staff" or "receipt" (storage/outbox/outbox-table.ts), "step-3"... */
  message: string;
  attempts: number;
}

/** An e-mail to a person on the desk about their account: a passkey added or removed. */
export interface StaffMailDue extends Due {
  person: StaffMember;
  passkeyChange: PasskeyChange;
}

export type MailDue = SubmissionMailDue | StaffMailDue;

export interface SubmissionMailDue extends Due {
  submission: StoredSubmission;
  /** The submission's receipt, for the staff e-mail to say whether the visitor got one; none if none was queued. */
  receipt?: { withheld: string | null };
  /** The move an e-mail to the customer tells of ("step-VERSION"); none for the other e-mails. */
  move?: StepMove;
  /** The claim pack an e-mail to an insurer carries ("pack-ID"). */
  pack?: ClaimPack;
  /** A chase of the insurer ("chase-ID"), with the pack whose thread it answers, if any. */
  chase?: { chase: InsurerChase; pack: ClaimPack | undefined };
  /** The message staff wrote on the desk to the customer or the insurer ("message-ID"). */
  deskMessage?: ClaimMessage;
}

/** A move on the desk as its e-mail to the customer tells it: the step, what staff gave, their message. */
export interface StepMove {
  version: number;
  step: string;
  details: StepDetails;
  message: string | null;
}

/** An outbox entry still to send, or refused for good, as `npm run submissions -- outbox` lists it. */
export interface OutboxEntry {
  /** Its submission's reference, or "to EMAIL" for an e-mail to a person on the desk. */
  about: string;
  message: string;
  attempts: number;
  nextAttemptAt: string;
  failedAt: string | null;
  lastError: string | null;
  partsSent: number;
}

interface DueRow {
  id: number;
  submission_id: number | null;
  staff_id: number | null;
  message: string;
  attempts: number;
  parts_sent: number;
  documents_sent: number;
  receipt_id: number | null;
  receipt_withheld: string | null;
}

export function createOutboxQueue(db: Db, submissions: Pick<SubmissionStore, "byId">) {
  const staff = createStaffStore(db);
  const passkeyChanges = createPasskeyChanges(db);
  const packs = readClaimPacks(db);
  const chases = readInsurerChases(db);
  const messages = readClaimMessages(db);
  const dueMail = db.prepare<[string, number], DueRow>(
    `SELECT outbox.id, outbox.submission_id, outbox.staff_id, outbox.message, outbox.attempts, outbox.parts_sent,
       outbox.documents_sent, receipt.id AS receipt_id, receipt.withheld AS receipt_withheld
     FROM outbox
       LEFT JOIN outbox AS receipt ON receipt.submission_id = outbox.submission_id AND receipt.message = 'receipt'
     WHERE outbox.sent_at IS NULL AND outbox.failed_at IS NULL AND outbox.withheld IS NULL
       AND outbox.next_attempt_at <= ?
     ORDER BY outbox.id LIMIT ?`,
  );
  const moveOf = db.prepare<[number, number], Omit<StepMove, "details"> & { details: string }>(
    `SELECT version, step, details, message FROM submission_events
     WHERE submission_id = ? AND version = ? AND kind = 'step'`,
  );
  const unsentMail = db.prepare<[], OutboxEntry>(
    `SELECT COALESCE(submissions.reference, 'to ' || staff.email) AS about, outbox.message, outbox.attempts,
       outbox.next_attempt_at AS nextAttemptAt, outbox.failed_at AS failedAt, outbox.last_error AS lastError,
       outbox.parts_sent AS partsSent
     FROM outbox LEFT JOIN submissions ON submissions.id = outbox.submission_id
       LEFT JOIN staff ON staff.id = outbox.staff_id
     WHERE outbox.sent_at IS NULL AND outbox.withheld IS NULL ORDER BY outbox.id`,
  );
  const mailOf = db.prepare<[string, string], { id: number; sentAt: string | null }>(
    `SELECT outbox.id, outbox.sent_at AS sentAt
     FROM outbox LEFT JOIN submissions ON submissions.id = outbox.submission_id
       LEFT JOIN staff ON staff.id = outbox.staff_id
     WHERE (submissions.reference = ? OR staff.email = ? COLLATE NOCASE) AND outbox.withheld IS NULL`,
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
  const sentMessages = createSentMessages(db);
  const partSentRemembered = writeTransaction(
    db,
    (id: number, progress: MailProgress, done: boolean, messageId: string, now: Date) => {
      partSent.run(progress.partsSent, progress.documentsSent, done ? now.toISOString() : null, id);
      sentMessages.remember(messageId, id, now);
    },
  );
  const mailAttempted = db.prepare<[string, number]>(
    "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ?",
  );
  const markAttempts = writeTransaction(db, (attempts: readonly { id: number; nextAttemptAt: Date }[]) => {
    for (const { id, nextAttemptAt } of attempts) mailAttempted.run(nextAttemptAt.toISOString(), id);
  });
  const mailFailed = db.prepare<[string, string, number]>(
    "UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE id = ?",
  );

  return {
    /** The oldest `limit` outbox entries not yet sent whose next attempt is due. */
    mailDue(now: Date, limit: number): MailDue[] {
      return dueMail.all(now.toISOString(), limit).flatMap((row): MailDue[] => {
        const due = {
          id: row.id,
          message: row.message,
          attempts: row.attempts,
          partsSent: row.parts_sent,
          documentsSent: row.documents_sent,
        };
        if (row.staff_id !== null) {
          const changeId = passkeyChangeMessages.numberIn(row.message);
          const passkeyChange = changeId === undefined ? undefined : passkeyChanges.byId(changeId);
          const person = staff.byId(row.staff_id);
          if (!passkeyChange || !person)
            throw new Error(`The outbox holds an e-mail this service does not know: ${row.message}`);
          return [{ ...due, person, passkeyChange }];
        }
        const submission = row.submission_id === null ? undefined : submissions.byId(row.submission_id);
        // Erased between the two reads: its entry went with it.
        if (!submission) return [];
        const version = stepMessages.numberIn(row.message);
        const move = version === undefined ? undefined : moveOf.get(row.submission_id!, version);
        const packId = packMessages.numberIn(row.message);
        const pack = packId === undefined ? undefined : packs.byId(packId);
        const chaseId = chaseMessages.numberIn(row.message);
        const chase = chaseId === undefined ? undefined : chases.byId(chaseId);
        const deskMessageId = deskMessageNames.numberIn(row.message);
        const deskMessage = deskMessageId === undefined ? undefined : messages.byId(deskMessageId);
        return [
          {
            ...due,
            submission,
            ...(row.receipt_id !== null && { receipt: { withheld: row.receipt_withheld } }),
            ...(move && { move: { ...move, details: JSON.parse(move.details) as StepDetails } }),
            ...(pack && { pack }),
            ...(chase && { chase: { chase, pack: chase.packId === null ? undefined : packs.byId(chase.packId) } }),
            ...(deskMessage && { deskMessage }),
          },
        ];
      });
    },

    /**
     * Counts an attempt before it is made, and sets when to try again should it not be recorded as sent:
     * a send is only started once the outbox can write to the database.
     */
    markMailAttempted(attempts: readonly { id: number; nextAttemptAt: Date }[]) {
      markAttempts(attempts);
    },

    /**
     * Records a part as sent, with the Message-ID it went with (so a reply to it finds its submission); `done` when
     * it was the last, which makes the whole e-mail sent.
     */
    markMailPartSent(id: number, progress: MailProgress, done: boolean, messageId: string, now = new Date()) {
      partSentRemembered(id, progress, done, messageId, now);
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
     * Makes the unsent e-mails about a submission (by its reference) or to a person on the desk (by their e-mail)
     * due now with a fresh count of attempts; each resumes at the part it stopped at. "sent" when every one of them
     * has gone.
     */
    retryMail(about: string, now = new Date()): "queued" | "sent" | "unknown" {
      const mails = mailOf.all(about, about);
      if (mails.length === 0) return "unknown";
      const unsent = mails.filter((mail) => !mail.sentAt);
      if (unsent.length === 0) return "sent";
      for (const mail of unsent) mailRetried.run(now.toISOString(), mail.id);
      return "queued";
    },

    markMailFailed(id: number, nextAttemptAt: Date, error: string) {
      mailFailed.run(nextAttemptAt.toISOString(), error, id);
    },
  };
}

export type OutboxQueue = ReturnType<typeof createOutboxQueue>;
