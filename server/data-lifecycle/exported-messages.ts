/**
 * A submission's messages as `export` and `export-person` write them (storage/messages/): each one read from the
 * mailbox, written on the desk or on the claim page, with who wrote it (a label, and the address it came from), to
 * whom, when, its subject, its text and the history it quoted, its ids, and each attachment: its file under
 * `messagesFolder` when it was kept (and the claim's document it was copied to), or why it was refused.
 */
import path from "node:path";
import type { Db } from "../storage/database/database";
import { readClaimMessages, type ClaimMessage } from "../storage/messages/claim-messages";

export type ExportedMessagesOf = (reference: string) => ReturnType<typeof exportedMessage>[];

const exportedMessage = (message: ClaimMessage, messagesFolder: string) => ({
  channel: message.channel,
  sender: message.sender,
  ...(message.staffName !== null && { by: message.staffName }),
  ...(message.recipient !== null && { to: message.recipient }),
  from: { name: message.fromName, address: message.fromAddress },
  recipients: message.recipients,
  subject: message.subject,
  body: message.body,
  quoted: message.quoted,
  messageId: message.messageId,
  inReplyTo: message.inReplyTo,
  references: message.references,
  autoReply: message.autoReply,
  attachmentsLeftOut: message.leftOut,
  writtenAt: message.writtenAt,
  arrivedAt: message.arrivedAt,
  openedOnTheDeskAt: message.openedAt,
  attachments: message.attachments.map((attachment) =>
    attachment.storedPath === null
      ? { name: attachment.originalName, refused: attachment.refused }
      : {
          name: attachment.originalName,
          mediaType: attachment.mediaType,
          size: attachment.size,
          sha256: attachment.sha256,
          storedPath: path.join(messagesFolder, attachment.storedPath),
          ...(attachment.documentPosition !== null && { keptAsDocument: attachment.documentPosition + 1 }),
        },
  ),
});

export function exportedMessagesOf(db: Db, messagesFolder: string): ExportedMessagesOf {
  const messages = readClaimMessages(db);
  return (reference) => messages.ofSubmission(reference).map((message) => exportedMessage(message, messagesFolder));
}
