/**
 * "Unfiled mail": the messages from the claims mailbox that no submission was found for (claim_messages without a
 * submission, not set aside), oldest first, and what staff do with one: file it to a submission by its reference
 * (it then stands with that submission's messages, new until staff open it, its sender labelled as that submission
 * knows them), or set it aside as about none. Each is
 * recorded in the desk's record in the transaction of the change; a message filed or set aside already is left as
 * it is (two people on the same page).
 */
import type { Db } from "../database/database";
import { writeTransaction } from "../database/write-transaction";
import { createDeskRecord, type DeskActor } from "../desk-progress/desk-record";
import type { MessageSender } from "./claim-messages";

export interface UnfiledAttachment {
  /** Its place in the message, from 1. */
  position: number;
  originalName: string;
  /** Why it was refused; null for one kept. */
  refused: string | null;
}

export interface UnfiledMessage {
  id: number;
  fromAddress: string | null;
  fromName: string | null;
  subject: string;
  body: string;
  quoted: string;
  autoReply: boolean;
  leftOut: string | null;
  writtenAt: string | null;
  arrivedAt: string;
  attachments: UnfiledAttachment[];
}

export type FilingOutcome = "filed" | "no such submission" | "not unfiled";

interface UnfiledRow {
  id: number;
  from_address: string | null;
  from_name: string | null;
  subject: string;
  body: string;
  quoted: string;
  auto_reply: number;
  left_out: string | null;
  written_at: string | null;
  arrived_at: string;
}

const UNFILED = "submission_id IS NULL AND set_aside_at IS NULL";

export function createUnfiledMail(db: Db) {
  const record = createDeskRecord(db);
  const list = db.prepare<[], UnfiledRow>(
    `SELECT id, from_address, from_name, subject, body, quoted, auto_reply, left_out, written_at, arrived_at
     FROM claim_messages WHERE ${UNFILED} ORDER BY arrived_at, id`,
  );
  const count = db.prepare<[], { count: number }>(`SELECT count(*) AS count FROM claim_messages WHERE ${UNFILED}`);
  const attachmentsOf = db.prepare<[number], { position: number; original_name: string; refused: string | null }>(
    "SELECT position, original_name, refused FROM message_attachments WHERE claim_message_id = ? ORDER BY position",
  );
  const submissionId = db.prepare<[string], { id: number }>("SELECT id FROM submissions WHERE reference = ?");
  const fromAddressOf = db.prepare<[number], { from_address: string | null }>(
    "SELECT from_address FROM claim_messages WHERE id = ?",
  );
  const file = db.prepare<[number, MessageSender, number]>(
    `UPDATE claim_messages SET submission_id = ?, sender = ? WHERE id = ? AND ${UNFILED}`,
  );
  const setAside = db.prepare<[string, number, number]>(
    `UPDATE claim_messages SET set_aside_at = ?, set_aside_by = ? WHERE id = ? AND ${UNFILED}`,
  );

  return {
    /** Every unfiled message, oldest first, with its attachments' names and why any was refused. */
    list: (): UnfiledMessage[] =>
      list.all().map((row) => ({
        id: row.id,
        fromAddress: row.from_address,
        fromName: row.from_name,
        subject: row.subject,
        body: row.body,
        quoted: row.quoted,
        autoReply: row.auto_reply === 1,
        leftOut: row.left_out,
        writtenAt: row.written_at,
        arrivedAt: row.arrived_at,
        attachments: attachmentsOf.all(row.id).map((attachment) => ({
          position: attachment.position,
          originalName: attachment.original_name,
          refused: attachment.refused,
        })),
      })),
    /** How many wait, for the desk's bar. */
    count: (): number => count.get()!.count,
    /**
     * Files it to the submission; `senderOf` labels its sender again as that submission knows them (its customer's
     * address, an insurer's), as the reader would have had the message been matched.
     */
    fileTo: writeTransaction(
      db,
      (
        id: number,
        reference: string,
        senderOf: (fromAddress: string | null) => Exclude<MessageSender, "staff">,
        by: DeskActor,
        now: Date,
      ): FilingOutcome => {
        const submission = submissionId.get(reference);
        if (!submission) return "no such submission";
        const message = fromAddressOf.get(id);
        if (!message || file.run(submission.id, senderOf(message.from_address), id).changes === 0) return "not unfiled";
        record.messageFiled(reference, id, by, now);
        return "filed";
      },
    ),
    setAside: writeTransaction(db, (id: number, by: DeskActor, now: Date): "set aside" | "not unfiled" => {
      if (setAside.run(now.toISOString(), by.staffId, id).changes === 0) return "not unfiled";
      record.messageSetAside(id, by, now);
      return "set aside";
    }),
  };
}

export type UnfiledMail = ReturnType<typeof createUnfiledMail>;
