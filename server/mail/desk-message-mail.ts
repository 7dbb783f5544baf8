/**
 * The e-mail of a message staff wrote on the desk to a claim's customer or insurer (storage/messages/desk-messages.ts,
 * outbox message `message-ID`): what they wrote, the reference, and the brokerage's name, in the thread its row was
 * given when it was written (desk-message-thread.ts): its subject, Message-ID, In-Reply-To and References. Replies go
 * to the claims inbox (with REPLY_MAILBOX, the claim's own address there: outbox-messages.ts).
 */
import { escaped } from "../safe-html";
import type { ClaimMessage } from "../storage/messages/claim-messages";
import { senderName } from "../storage/submissions/sender-name";
import type { StoredSubmission } from "../storage/submissions/submission-store";
import { printableLine } from "../submissions/safe-text";
import type { Brokerage } from "./brokerage";
import { contactUs } from "./contact-us";
import { blocks, emailDocument, paragraph, preformatted } from "./email-html";
import type { OutgoingMail } from "./message";

export function deskMessageMail(
  submission: StoredSubmission,
  message: ClaimMessage,
  brokerage: Brokerage,
): OutgoingMail {
  const { reference } = submission;
  const to =
    message.recipient === "customer"
      ? { name: printableLine(senderName(submission)), address: message.recipients[0]! }
      : message.recipients;
  const footer = `${brokerage.name}, reference ${reference}`;
  return {
    to,
    replyTo: contactUs(submission.kind, brokerage).inbox,
    subject: message.subject,
    text: [message.body, "", footer, ""].join("\n"),
    html: emailDocument(message.subject, blocks(paragraph(preformatted(message.body))), escaped`${footer}`),
    messageId: message.messageId,
    ...(message.inReplyTo !== null && { inReplyTo: message.inReplyTo }),
    ...(message.references.length > 0 && { references: message.references }),
    attachments: [],
  };
}
