/**
 * The conversation as the claim's customer has it on their page (pages/conversation.ts): which of a submission's
 * messages (storage/messages/claim-messages.ts) are theirs to read, and the rules and words of "Write to the claims
 * team", whose posts routes/claim-status/messages.ts takes.
 */
import { MAX_DOCUMENTS } from "../../form-contract/claim/documents";
import { limits, messages } from "../../form-contract/shared/rules";
import type { ClaimMessage } from "../storage/messages/claim-messages";

/**
 * What the claims team wrote to the customer, what the customer wrote on this page, and what they e-mailed (an
 * out-of-office reply of theirs aside). Never a message to or from the insurer, from someone else, or unfiled.
 */
export const shownToCustomer = ({ channel, sender, recipient, autoReply }: ClaimMessage) =>
  (channel === "desk" && recipient === "customer") ||
  (channel === "claim-page" && sender === "customer") ||
  (channel === "mailbox" && sender === "customer" && !autoReply);

/** The form's fields: its one-time token, the text, and the documents added. */
export const messageFields = { token: "token", text: "message", documents: "documents" } as const;

/** The claim form's limit for its longest text, which the multipart reader has room for in any script. */
export const MESSAGE_MAX_CHARACTERS = limits.longTextMax;
/** As many files as a claim may carry; the multipart limit's refusal says so. */
export const MESSAGE_MAX_FILES = MAX_DOCUMENTS;

/** A one-time form token: 128 random bits, base64url. */
export const FORM_TOKEN = /^[A-Za-z0-9_-]{22}$/;

const count = (value: number) => value.toLocaleString("en-NG");

export const messageTexts = {
  sent: "Your message has been sent to the claims team. We will reply by e-mail and on this page.",
  textHint: `Up to ${count(MESSAGE_MAX_CHARACTERS)} characters.`,
  documentsHint: `Optional. Up to ${count(MESSAGE_MAX_FILES)} files: PDFs, Word files or photos (JPEG or PNG), each up to 5 MB.`,
  noText: "Write your message to the claims team",
  tooLong: (length: number) =>
    `Your message must be ${count(MESSAGE_MAX_CHARACTERS)} characters or fewer: it has ${count(length)}`,
  controls: messages.multiLineText,
  /** A post without the page's token: an old page, or no page of ours. */
  noToken: "Your message was not sent: the page had changed. Please press Send message again.",
  failed: "We could not keep your message just now. Please send it again.",
  chooseAgain: "Choose the files again: a browser does not keep them when the page comes back.",
} as const;

/** What was wrong with a message sent back, by field. */
export interface MessageProblems {
  text?: string;
  documents?: string;
  form?: string;
}
