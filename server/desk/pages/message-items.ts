/**
 * A submission's messages in its desk timeline (storage/messages/claim-messages.ts): who wrote (the customer, an
 * insurer by name when its address is one of an insurer's, someone else with their address, or the officer and to
 * whom), the subject, what they wrote with the history they quoted folded away, "Automatic reply", the attachments
 * left out and why, and each attachment: a kept one to open, with a form to mark it as a document the claim was
 * waiting for (the documents still missing, as "Add a document" offers them); a refused one with its reason.
 * Everything is text, escaped: the store holds no HTML, and a message's words never become markup.
 */
import { formatFileSize } from "../../../form-contract/claim/documents";
import { escaped, type SafeHtml } from "../../safe-html";
import type { AskedDocuments } from "../../storage/claim-status/customer-documents";
import type { Insurer } from "../../storage/insurers/insurers";
import type { ClaimMessage, MessageAttachment } from "../../storage/messages/claim-messages";
import { attachmentPath, documentPath } from "../desk-paths";
import { documentKind } from "../document-kinds";
import type { ProblemLink } from "./error-summary";
import { option } from "./select-option";
import type { Retry } from "./submission-changes";

/** A mark form's name in a Retry: "mark-MESSAGE-POSITION". */
export const markFormName = (messageId: number, position: number) => `mark-${messageId}-${position}`;
export const isMarkForm = (form: string) => /^mark-\d+-\d+$/.test(form);
const markFieldId = (form: string) => `${form}-asked-for`;

export const markProblemLinks = (retry: Retry): ProblemLink[] =>
  retry.problems.map((text) => ({ text, field: markFieldId(retry.form) }));

const paragraphs = (text: string) => text.split("\n").map((line) => escaped`<p>${line}</p>`);

const lowered = (address: string) => address.trim().toLowerCase();

/** The insurer whose claims addresses include `address`, if one does. */
const insurerWith = (insurers: readonly Insurer[], address: string | null) =>
  address === null
    ? undefined
    : insurers.find((insurer) => insurer.claimsEmails.some((one) => lowered(one) === lowered(address)));

function whoWrote(message: ClaimMessage, insurers: readonly Insurer[]): SafeHtml {
  const by =
    message.channel === "mailbox" ? " by e-mail" : message.channel === "claim-page" ? " on their claim page" : "";
  switch (message.sender) {
    case "customer":
      return escaped`The customer wrote${by}${message.fromAddress !== null && escaped` (${message.fromAddress})`}:`;
    case "insurer": {
      const name = insurerWith(insurers, message.fromAddress)?.name ?? "An insurer";
      return escaped`${name} wrote${by} (${message.fromAddress ?? "no address"}):`;
    }
    case "other":
      return escaped`Someone else, ${message.fromName || "no name"} (${message.fromAddress ?? "no address"}), wrote${by}:`;
    case "staff": {
      const to =
        message.recipient === "customer"
          ? "the customer"
          : (insurerWith(insurers, message.recipients[0] ?? null)?.name ?? "the insurer");
      return escaped`${message.staffName ?? "Staff"} wrote to ${to} (${message.recipients.join(", ")}):`;
    }
  }
}

function markForm(
  reference: string,
  message: ClaimMessage,
  attachment: MessageAttachment,
  missing: readonly string[],
  retry: Retry | undefined,
) {
  const form = markFormName(message.id, attachment.position);
  const id = markFieldId(form);
  const problems = retry?.form === form ? retry.problems : [];
  const chosen = retry?.form === form && typeof retry.values.askedFor === "string" ? retry.values.askedFor : undefined;
  return escaped`<form method="post" action="${attachmentPath(reference, message.id, attachment.position)}/document" class="mark">
<label for="${id}">Mark it as the document the claim was waiting for</label>${problems.length > 0 && escaped`<p class="field-problem" id="${id}-problem">${problems.join(" ")}</p>`}
<select id="${id}" name="askedFor" required${problems.length > 0 && escaped` aria-describedby="${id}-problem" aria-invalid="true"`}>${missing.map((name) => option(name, name, chosen))}</select>
<button type="submit">Mark as this document</button>
</form>`;
}

function attachmentItem(
  reference: string,
  message: ClaimMessage,
  attachment: MessageAttachment,
  missing: readonly string[],
  retry: Retry | undefined,
) {
  if (attachment.refused !== null) {
    return escaped`<li><span>${attachment.originalName}</span> <span class="quiet-text">refused: ${attachment.refused}</span></li>`;
  }
  const path = attachmentPath(reference, message.id, attachment.position);
  const about = escaped`<a href="${path}">${attachment.originalName}</a> <span class="quiet-text">${documentKind(attachment.mediaType ?? "")}, ${formatFileSize(attachment.size ?? 0)}</span>`;
  if (attachment.documentPosition !== null) {
    const document = attachment.documentPosition;
    return escaped`<li>${about} <span>Kept as <a href="${documentPath(reference, document)}">document ${String(document + 1)}</a> of the claim.</span></li>`;
  }
  return escaped`<li>${about}${missing.length > 0 && markForm(reference, message, attachment, missing, retry)}</li>`;
}

export interface MessageItemsContext {
  reference: string;
  insurers: readonly Insurer[];
  asked: AskedDocuments | undefined;
  retry: Retry | undefined;
}

/** A message's words in the timeline. */
export function messageWords(
  message: ClaimMessage,
  { reference, insurers, asked, retry }: MessageItemsContext,
): SafeHtml {
  const missing = asked?.missing ?? [];
  return escaped`<p>${whoWrote(message, insurers)}</p>
<p class="subject">Subject: ${message.subject}</p>
${message.autoReply && escaped`<p><strong>Automatic reply</strong></p>`}
<blockquote>${message.body.trim() === "" ? escaped`<p class="quiet-text">No text.</p>` : paragraphs(message.body)}</blockquote>
${message.quoted.trim() !== "" && escaped`<details><summary>The history it quoted</summary><blockquote>${paragraphs(message.quoted)}</blockquote></details>`}
${message.leftOut !== null && escaped`<p>Attachments left out: ${message.leftOut}</p>`}
${
  message.attachments.length > 0 &&
  escaped`<ul class="attachments">${message.attachments.map((attachment) => attachmentItem(reference, message, attachment, missing, retry))}</ul>`
}`;
}
