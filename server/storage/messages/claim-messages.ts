/**
 * The messages about submissions (message-tables.ts): those read from the claims mailbox, stored once whatever
 * copy or folder they come in, and those written on the desk and on the claim page; each submission's in order,
 * with their attachments; the latest of a thread, which an answer answers; an attachment marked as the claim's
 * document; the queue's "New message" until staff open the submission; and the retention of the messages no
 * submission took, and the start-up sweep of folders no row names.
 */
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../database/database";
import { writeTransaction } from "../database/write-transaction";
import type { AcceptedDocument } from "../documents/documents";
import { keepAttachmentFiles, messagesDir, removeAttachmentFiles } from "./message-files";

export type MessageChannel = "mailbox" | "desk" | "claim-page";
/** Who wrote a message, as a label: a mailbox message's sender can be forged, so it is never a permission. */
export type MessageSender = "customer" | "insurer" | "other" | "staff";

/** An attachment as it came: kept once it passed every document's checks, or refused and why. */
export type ArrivingAttachment = AcceptedDocument | { originalName: string; refused: string };

/** Where a mailbox message was found. */
export interface MailboxPlace {
  folder: string;
  uidValidity: string;
  uid: number;
}

/** A message read from the claims mailbox, as the reader matched and labelled it. */
export interface ArrivingMail {
  /** Its Message-ID, angle brackets kept (one made from its bytes when it had none). */
  messageId: string;
  place: MailboxPlace;
  /** The reference of the submission it was matched to; null for "Unfiled mail". */
  reference: string | null;
  sender: Exclude<MessageSender, "staff">;
  fromAddress: string;
  fromName: string;
  /** Every address it was sent to (To, Cc, Delivered-To …). */
  recipients: readonly string[];
  subject: string;
  /** What the sender wrote, as text. */
  body: string;
  /** The history it quoted, folded away when shown. */
  quoted: string;
  inReplyTo: string | null;
  references: readonly string[];
  /** Its Date header, ISO 8601; null without a readable one. */
  writtenAt: string | null;
  /** An out-of-office or other automatic reply: filed, never answered. */
  autoReply: boolean;
  /** Why its attachments were not kept (over the size or count limit); null when they were looked at. */
  leftOut: string | null;
  attachments: readonly ArrivingAttachment[];
}

/** A message written on the desk or on the claim page. */
export interface WrittenMessage {
  reference: string;
  channel: Exclude<MessageChannel, "mailbox">;
  sender: MessageSender;
  /** The person on the desk who wrote it (a desk message's). */
  staffId?: number;
  /** Whom a desk message is to. */
  recipient?: "customer" | "insurer";
  fromAddress?: string;
  fromName?: string;
  recipients?: readonly string[];
  subject: string;
  body: string;
  /** The Message-ID it is (or is to be) e-mailed with; one is made for a message never e-mailed. */
  messageId: string;
  inReplyTo?: string | null;
  references?: readonly string[];
  attachments?: readonly ArrivingAttachment[];
}

export interface MessageAttachment {
  position: number;
  originalName: string;
  mediaType: string | null;
  size: number | null;
  /** Its file under DATA_DIR/messages/ (message-files.ts); null for one refused. */
  storedPath: string | null;
  /** The SHA-256 of its file as kept; null for one refused. */
  sha256: string | null;
  refused: string | null;
  /** The claim's document it was copied to, marked as one the claim was waiting for. */
  documentPosition: number | null;
}

export interface ClaimMessage {
  id: number;
  /** Its submission's reference; null for one unfiled. */
  reference: string | null;
  channel: MessageChannel;
  sender: MessageSender;
  recipient: "customer" | "insurer" | null;
  staffId: number | null;
  /** The person on the desk who wrote it, as the desk names them now. */
  staffName: string | null;
  fromAddress: string | null;
  fromName: string | null;
  recipients: string[];
  subject: string;
  body: string;
  quoted: string;
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  place: MailboxPlace | null;
  autoReply: boolean;
  leftOut: string | null;
  writtenAt: string | null;
  arrivedAt: string;
  openedAt: string | null;
  setAsideAt: string | null;
  attachments: MessageAttachment[];
}

interface MessageRow {
  id: number;
  reference: string | null;
  channel: MessageChannel;
  sender: MessageSender;
  recipient: "customer" | "insurer" | null;
  staff_id: number | null;
  staff_name: string | null;
  from_address: string | null;
  from_name: string | null;
  recipients: string;
  subject: string;
  body: string;
  quoted: string;
  message_id: string;
  in_reply_to: string | null;
  refs: string;
  folder: string | null;
  uid_validity: string | null;
  uid: number | null;
  auto_reply: number;
  left_out: string | null;
  written_at: string | null;
  arrived_at: string;
  opened_at: string | null;
  set_aside_at: string | null;
}

interface AttachmentRow {
  claim_message_id: number;
  position: number;
  original_name: string;
  media_type: string | null;
  size: number | null;
  stored_path: string | null;
  sha256: string | null;
  refused: string | null;
  document_position: number | null;
}

const attachmentOf = (row: AttachmentRow): MessageAttachment => ({
  position: row.position,
  originalName: row.original_name,
  mediaType: row.media_type,
  size: row.size,
  storedPath: row.stored_path,
  sha256: row.sha256,
  refused: row.refused,
  documentPosition: row.document_position,
});

const messageOf = (row: MessageRow, attachments: MessageAttachment[]): ClaimMessage => ({
  id: row.id,
  reference: row.reference,
  channel: row.channel,
  sender: row.sender,
  recipient: row.recipient,
  staffId: row.staff_id,
  staffName: row.staff_name,
  fromAddress: row.from_address,
  fromName: row.from_name,
  recipients: JSON.parse(row.recipients) as string[],
  subject: row.subject,
  body: row.body,
  quoted: row.quoted,
  messageId: row.message_id,
  inReplyTo: row.in_reply_to,
  references: JSON.parse(row.refs) as string[],
  place:
    row.folder === null || row.uid_validity === null || row.uid === null
      ? null
      : { folder: row.folder, uidValidity: row.uid_validity, uid: row.uid },
  autoReply: row.auto_reply === 1,
  leftOut: row.left_out,
  writtenAt: row.written_at,
  arrivedAt: row.arrived_at,
  openedAt: row.opened_at,
  setAsideAt: row.set_aside_at,
  attachments,
});

const SELECT_MESSAGES = `SELECT claim_messages.*, submissions.reference, staff.name AS staff_name
  FROM claim_messages
  LEFT JOIN submissions ON submissions.id = claim_messages.submission_id
  LEFT JOIN staff ON staff.id = claim_messages.staff_id`;

const kept = (attachment: ArrivingAttachment): attachment is AcceptedDocument => !("refused" in attachment);

/** Reading messages: one by its id, a submission's, the latest of a thread (the outbox's and the desk's). */
export function readClaimMessages(db: Db) {
  const ofSubmission = db.prepare<[string], MessageRow>(
    `${SELECT_MESSAGES} WHERE submissions.reference = ? ORDER BY arrived_at, claim_messages.id`,
  );
  const byId = db.prepare<[number], MessageRow>(`${SELECT_MESSAGES} WHERE claim_messages.id = ?`);
  const attachmentsOf = db.prepare<[number], AttachmentRow>(
    "SELECT * FROM message_attachments WHERE claim_message_id = ? ORDER BY position",
  );
  const threadWith = {
    customer: db.prepare<[string], MessageRow>(
      `${SELECT_MESSAGES} WHERE submissions.reference = ? AND (claim_messages.sender = 'customer'
         OR claim_messages.recipient = 'customer' OR claim_messages.channel = 'claim-page')
       ORDER BY arrived_at DESC, claim_messages.id DESC LIMIT 1`,
    ),
    insurer: db.prepare<[string], MessageRow>(
      `${SELECT_MESSAGES} WHERE submissions.reference = ? AND (claim_messages.sender = 'insurer'
         OR claim_messages.recipient = 'insurer')
       ORDER BY arrived_at DESC, claim_messages.id DESC LIMIT 1`,
    ),
  };
  const withAttachments = (row: MessageRow) => messageOf(row, attachmentsOf.all(row.id).map(attachmentOf));
  return {
    byId(id: number): ClaimMessage | undefined {
      const row = byId.get(id);
      return row && withAttachments(row);
    },

    /** A submission's messages, in the order they came. */
    ofSubmission(reference: string): ClaimMessage[] {
      return ofSubmission.all(reference).map(withAttachments);
    },

    /** The latest message of a submission's thread with its customer or with an insurer: the one an answer answers. */
    latestWith(reference: string, party: "customer" | "insurer"): ClaimMessage | undefined {
      const row = threadWith[party].get(reference);
      return row && withAttachments(row);
    },
  };
}

export function createClaimMessages(db: Db, dataDir: string) {
  const byMessageId = db.prepare<[string], { id: number }>("SELECT id FROM claim_messages WHERE message_id = ?");
  const byPlace = db.prepare<[string, string, number], { id: number }>(
    "SELECT id FROM claim_messages WHERE folder = ? AND uid_validity = ? AND uid = ?",
  );
  const insertMessage = db.prepare(`INSERT INTO claim_messages
    (submission_id, channel, sender, recipient, staff_id, from_address, from_name, recipients, subject, body, quoted,
     message_id, in_reply_to, refs, folder, uid_validity, uid, auto_reply, left_out, written_at, arrived_at)
    VALUES ((SELECT id FROM submissions WHERE reference = @reference), @channel, @sender, @recipient, @staffId, @fromAddress, @fromName, @recipients, @subject,
     @body, @quoted, @messageId, @inReplyTo, @references, @folder, @uidValidity, @uid, @autoReply, @leftOut,
     @writtenAt, @arrivedAt)`);
  const insertAttachment = db.prepare(`INSERT INTO message_attachments
    (claim_message_id, position, original_name, media_type, size, sha256, stored_path, refused)
    VALUES (@claimMessageId, @position, @originalName, @mediaType, @size, @sha256, @storedPath, @refused)`);
  const markDocument = db.prepare<[number, number, number]>(
    `UPDATE message_attachments SET document_position = ?
     WHERE claim_message_id = ? AND position = ? AND stored_path IS NOT NULL AND document_position IS NULL`,
  );
  const unfiledBefore = db.prepare<[string], { id: number }>(
    "SELECT id FROM claim_messages WHERE submission_id IS NULL AND arrived_at < ? ORDER BY id",
  );
  const keptPathsOf = db.prepare<[number], { stored_path: string }>(
    "SELECT stored_path FROM message_attachments WHERE claim_message_id = ? AND stored_path IS NOT NULL",
  );
  const deleteAttachments = db.prepare<[number]>("DELETE FROM message_attachments WHERE claim_message_id = ?");
  const deleteMessage = db.prepare<[number]>("DELETE FROM claim_messages WHERE id = ? AND submission_id IS NULL");
  const eraseUnfiled = writeTransaction(db, (cutoff: string) => {
    const erased = unfiledBefore.all(cutoff);
    const paths: string[] = [];
    for (const { id } of erased) {
      paths.push(...keptPathsOf.all(id).map((row) => row.stored_path));
      deleteAttachments.run(id);
      deleteMessage.run(id);
    }
    return { count: erased.length, paths };
  });
  const folderNamed = db.prepare<{ folder: string }, { found: number }>(
    `SELECT 1 AS found FROM message_attachments
     WHERE substr(stored_path, 1, length(:folder) + 1) = :folder || '/' LIMIT 1`,
  );
  const markOpened = db.prepare(`UPDATE claim_messages SET opened_at = ?
    WHERE submission_id = (SELECT id FROM submissions WHERE reference = ?) AND opened_at IS NULL AND sender <> 'staff'`);

  /** Inserts a message and its attachments' rows, its files already in place; answers its id. */
  function insert(
    values: Omit<Record<string, unknown>, "attachments">,
    attachments: readonly ArrivingAttachment[],
    storedPaths: readonly string[],
  ): number {
    const id = Number(insertMessage.run(values).lastInsertRowid);
    let keptIndex = 0;
    attachments.forEach((attachment, index) => {
      const keptOne = kept(attachment);
      insertAttachment.run({
        claimMessageId: id,
        position: index + 1,
        originalName: attachment.originalName,
        mediaType: keptOne ? attachment.mediaType : null,
        size: keptOne ? attachment.size : null,
        sha256: keptOne ? attachment.sha256 : null,
        storedPath: keptOne ? storedPaths[keptIndex++] : null,
        refused: keptOne ? null : attachment.refused,
      });
    });
    return id;
  }

  const receiveOnce = writeTransaction(
    db,
    (mail: ArrivingMail, storedPaths: readonly string[], now: Date): { id: number; stored: boolean } => {
      const { folder, uidValidity, uid } = mail.place;
      const already = byMessageId.get(mail.messageId) ?? byPlace.get(folder, uidValidity, uid);
      if (already) return { id: already.id, stored: false };
      const id = insert(
        {
          reference: mail.reference,
          channel: "mailbox",
          sender: mail.sender,
          recipient: null,
          staffId: null,
          fromAddress: mail.fromAddress,
          fromName: mail.fromName,
          recipients: JSON.stringify(mail.recipients),
          subject: mail.subject,
          body: mail.body,
          quoted: mail.quoted,
          messageId: mail.messageId,
          inReplyTo: mail.inReplyTo,
          references: JSON.stringify(mail.references),
          folder,
          uidValidity,
          uid,
          autoReply: mail.autoReply ? 1 : 0,
          leftOut: mail.leftOut,
          writtenAt: mail.writtenAt,
          arrivedAt: now.toISOString(),
        },
        mail.attachments,
        storedPaths,
      );
      return { id, stored: true };
    },
  );

  const writeValues = (message: WrittenMessage, storedPaths: readonly string[], now: Date) =>
    insert(
      {
        reference: message.reference,
        channel: message.channel,
        sender: message.sender,
        recipient: message.recipient ?? null,
        staffId: message.staffId ?? null,
        fromAddress: message.fromAddress ?? null,
        fromName: message.fromName ?? null,
        recipients: JSON.stringify(message.recipients ?? []),
        subject: message.subject,
        body: message.body,
        quoted: "",
        messageId: message.messageId,
        inReplyTo: message.inReplyTo ?? null,
        references: JSON.stringify(message.references ?? []),
        folder: null,
        uidValidity: null,
        uid: null,
        autoReply: 0,
        leftOut: null,
        writtenAt: now.toISOString(),
        arrivedAt: now.toISOString(),
      },
      message.attachments ?? [],
      storedPaths,
    );
  const writeOne = writeTransaction(db, writeValues);
  const writeUnlessStored = writeTransaction(
    db,
    (message: WrittenMessage, storedPaths: readonly string[], now: Date): { id: number; stored: boolean } => {
      const already = byMessageId.get(message.messageId);
      return already ? { id: already.id, stored: false } : { id: writeValues(message, storedPaths, now), stored: true };
    },
  );

  return {
    /**
     * Stores a mailbox message once: answers `stored: false`, writing nothing, when its Message-ID or its place in
     * the mailbox is already stored (a restart after storing, a copy in another folder, a CC). Its kept
     * attachments' files are moved in before the row commits, and removed again when it was stored already.
     */
    receiveMail(mail: ArrivingMail, now = new Date()): { id: number; stored: boolean } {
      const storedPaths = keepAttachmentFiles(dataDir, mail.attachments.filter(kept));
      const outcome = receiveOnce(mail, storedPaths, now);
      if (!outcome.stored) removeAttachmentFiles(dataDir, storedPaths);
      return outcome;
    },

    /** Whether the message at this place in the mailbox is stored already. */
    hasPlace({ folder, uidValidity, uid }: MailboxPlace): boolean {
      return byPlace.get(folder, uidValidity, uid) !== undefined;
    },

    /** Stores a message written on the desk or the claim page, with its kept attachments; answers its id. */
    write(message: WrittenMessage, now = new Date()): number {
      const storedPaths = keepAttachmentFiles(dataDir, (message.attachments ?? []).filter(kept));
      try {
        return writeOne(message, storedPaths, now);
      } catch (error) {
        removeAttachmentFiles(dataDir, storedPaths);
        throw error;
      }
    },

    /**
     * Stores a message written on the claim page once: answers `stored: false`, writing nothing and removing its
     * files again, when its Message-ID (made from the page's one-time form token) is stored already, as it is for
     * the same form posted twice.
     */
    writeOnce(message: WrittenMessage, now = new Date()): { id: number; stored: boolean } {
      const storedPaths = keepAttachmentFiles(dataDir, (message.attachments ?? []).filter(kept));
      try {
        const outcome = writeUnlessStored(message, storedPaths, now);
        if (!outcome.stored) removeAttachmentFiles(dataDir, storedPaths);
        return outcome;
      } catch (error) {
        removeAttachmentFiles(dataDir, storedPaths);
        throw error;
      }
    },

    /** Whether a message of this Message-ID is stored already. */
    hasMessageId(messageId: string): boolean {
      return byMessageId.get(messageId) !== undefined;
    },

    ...readClaimMessages(db),

    /**
     * A kept attachment was copied to the claim's documents at `documentPosition` (the caller's transaction);
     * answers false when it is not a kept one or was marked already.
     */
    markedAsDocument(messageId: number, position: number, documentPosition: number): boolean {
      return markDocument.run(documentPosition, messageId, position).changes === 1;
    },

    /**
     * Retention: deletes the messages no submission took (never filed, or set aside) that arrived before `cutoff`,
     * with their attachments' files; answers how many went.
     */
    eraseUnfiled(cutoff: Date): number {
      const { count, paths } = eraseUnfiled(cutoff.toISOString());
      removeAttachmentFiles(dataDir, paths);
      return count;
    },

    /**
     * At start-up: removes the attachment folders no row names (a message whose files were moved in before its row
     * failed to commit, or a crash between the two), as the documents' folders are swept (submission-store.ts).
     */
    sweep(): void {
      if (!fs.existsSync(messagesDir(dataDir))) return;
      for (const name of fs.readdirSync(messagesDir(dataDir))) {
        if (!folderNamed.get({ folder: name }))
          fs.rmSync(path.join(messagesDir(dataDir), name), { recursive: true, force: true });
      }
    },

    /** Staff opened the submission: its messages are no longer new. */
    markOpened(reference: string, now = new Date()): void {
      markOpened.run(now.toISOString(), reference);
    },
  };
}

export type ClaimMessages = ReturnType<typeof createClaimMessages>;
