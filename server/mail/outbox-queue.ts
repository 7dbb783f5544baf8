/**
 * The outbox table (outbox.ts sends what it holds): one entry per stored submission, committed with it
 * (queueingMail), that records each attempt before it is made, the parts of a large claim already sent, and a
 * refusal for good.
 */
import type { Db } from "../storage/database";
import type { StoredSubmission, SubmissionStore } from "../storage/submission-store";

/** How far a submission's e-mail has gone: a claim too big for one message goes in parts, in order. */
export interface MailProgress {
  partsSent: number;
  documentsSent: number;
}

export interface MailDue extends MailProgress {
  id: number;
  attempts: number;
  submission: StoredSubmission;
}

/** An outbox entry still to send, or refused for good, as `npm run submissions -- outbox` lists it. */
export interface OutboxEntry {
  reference: string;
  attempts: number;
  nextAttemptAt: string;
  failedAt: string | null;
  lastError: string | null;
  partsSent: number;
}

interface DueRow {
  id: number;
  submission_id: number;
  attempts: number;
  parts_sent: number;
  documents_sent: number;
}

/**
 * What a submission store runs inside the transaction that stores a submission (its `onSaved`): the
 * submission's outbox entry, committed with it.
 */
export function queueingMail(db: Db): (submissionId: number | bigint, now: Date) => void {
  const enqueue = db.prepare<[number | bigint, string]>(
    "INSERT INTO outbox (submission_id, next_attempt_at) VALUES (?, ?)",
  );
  return (submissionId, now) => void enqueue.run(submissionId, now.toISOString());
}

export function createOutboxQueue(db: Db, submissions: Pick<SubmissionStore, "byId">) {
  const dueMail = db.prepare<[string, number], DueRow>(
    `SELECT id, submission_id, attempts, parts_sent, documents_sent FROM outbox
     WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
     ORDER BY id LIMIT ?`,
  );
  const unsentMail = db.prepare<[], OutboxEntry>(
    `SELECT submissions.reference, outbox.attempts, outbox.next_attempt_at AS nextAttemptAt,
       outbox.failed_at AS failedAt, outbox.last_error AS lastError, outbox.parts_sent AS partsSent
     FROM outbox JOIN submissions ON submissions.id = outbox.submission_id
     WHERE outbox.sent_at IS NULL ORDER BY outbox.id`,
  );
  const mailOf = db.prepare<[string], { id: number; sentAt: string | null }>(
    `SELECT outbox.id, outbox.sent_at AS sentAt
     FROM outbox JOIN submissions ON submissions.id = outbox.submission_id WHERE submissions.reference = ?`,
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

  return {
    /** The oldest `limit` outbox entries not yet sent whose next attempt is due. */
    mailDue(now: Date, limit: number): MailDue[] {
      return dueMail.all(now.toISOString(), limit).flatMap((row) => {
        const submission = submissions.byId(row.submission_id);
        // Erased between the two reads: its entry went with it.
        if (!submission) return [];
        return [
          {
            id: row.id,
            attempts: row.attempts,
            partsSent: row.parts_sent,
            documentsSent: row.documents_sent,
            submission,
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

    /** Makes an unsent e-mail due now with a fresh count of attempts; it resumes at the part it stopped at. */
    retryMail(reference: string, now = new Date()): "queued" | "sent" | "unknown" {
      const mail = mailOf.get(reference);
      if (!mail) return "unknown";
      if (mail.sentAt) return "sent";
      mailRetried.run(now.toISOString(), mail.id);
      return "queued";
    },

    markMailFailed(id: number, nextAttemptAt: Date, error: string) {
      mailFailed.run(nextAttemptAt.toISOString(), error, id);
    },
  };
}

export type OutboxQueue = ReturnType<typeof createOutboxQueue>;
