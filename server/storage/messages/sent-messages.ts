/**
 * The Message-IDs of the e-mails the service sent about submissions (message-tables.ts), remembered as each goes,
 * so that a reply naming one in In-Reply-To or References is matched to its submission.
 */
import type { Db } from "../database/database";

export function createSentMessages(db: Db) {
  const remember = db.prepare(`INSERT INTO sent_messages (message_id, submission_id, sent_at)
    SELECT ?, submission_id, ? FROM outbox WHERE id = ? AND submission_id IS NOT NULL ON CONFLICT DO NOTHING`);
  const submissionOf = db.prepare<[string], { reference: string }>(
    "SELECT reference FROM sent_messages JOIN submissions ON submissions.id = submission_id WHERE message_id = ?",
  );
  return {
    /** An e-mail of the outbox's went with this Message-ID: remembered if it was about a submission. */
    remember(messageId: string, outboxId: number, now = new Date()): void {
      remember.run(messageId, now.toISOString(), outboxId);
    },
    /** The reference of the submission an e-mail the service sent was about; undefined for an id it never sent. */
    submissionOf(messageId: string): string | undefined {
      return submissionOf.get(messageId)?.reference;
    },
  };
}

export type SentMessages = ReturnType<typeof createSentMessages>;
