/**
 * The claim page's "Messages": the conversation between the customer and the claims team, oldest first (what
 * customer-messages.ts lets them read), each with who wrote it ("Ifeoma Obi, Cowry Shield claims team", "You, on
 * this page", "You, by e-mail"), when in Lagos, its text as text (line breaks kept, controls written out, long
 * words broken on a phone)
 * and, for one e-mailed, the names of its attachments. Then "Write to the claims team": a plain multipart form
 * (the text, the documents added, the page's one-time token) posting to routes/claim-status/messages.ts, with its
 * problems under their fields and the character count's script (message-counter.ts).
 */
import { acceptAttribute } from "../../../form-contract/claim/documents";
import { escaped, type SafeHtml } from "../../safe-html";
import { errorSummary, type ProblemLink } from "../../desk/pages/error-summary";
import { lagosTime } from "../../mail/lagos-time";
import type { ClaimMessage, MessageAttachment } from "../../storage/messages/claim-messages";
import { printableFileName, printableLines } from "../../submissions/safe-text";
import { messagesPath } from "../claim-status-paths";
import { MESSAGE_MAX_CHARACTERS, messageFields, messageTexts, type MessageProblems } from "../customer-messages";
import { messageCounterScript } from "./message-counter";

/** The form as it is shown: a fresh token, or the one and the text of a post sent back. */
export interface MessageForm {
  token: string;
  text: string;
  problems?: MessageProblems;
  /** A message was just sent from it. */
  sent?: boolean;
}

export interface Conversation {
  /** The messages the customer reads (customer-messages.ts's shownToCustomer), oldest first. */
  messages: readonly ClaimMessage[];
  /** The brokerage's short name, for "Ifeoma Obi, Cowry Shield claims team". */
  brokerage: string;
  form: MessageForm;
}

const FIELD_IDS = { text: "message-text", documents: "message-documents" } as const;

function writer({ channel, staffName }: ClaimMessage, brokerage: string): string {
  if (channel === "claim-page") return "You, on this page";
  if (channel === "mailbox") return "You, by e-mail";
  return staffName === null ? `${brokerage} claims team` : `${staffName}, ${brokerage} claims team`;
}

/** An attachment's name, and why it was not kept: a document check's message names the file first, said once. */
function attachmentLine({ originalName, refused }: MessageAttachment) {
  const name = printableFileName(originalName);
  if (refused === null) return escaped`<li>${name}</li>`;
  const reason = refused.startsWith(`${originalName}: `) ? refused.slice(originalName.length + 2) : refused;
  return escaped`<li>${name} (not kept: ${reason})</li>`;
}

function entry(message: ClaimMessage, brokerage: string): SafeHtml {
  const fromUs = message.channel === "desk";
  return escaped`<li class="${fromUs ? "from-us" : "from-you"}">
<p class="written-by"><strong>${writer(message, brokerage)}</strong> <time datetime="${message.arrivedAt}">${lagosTime(message.arrivedAt)}</time></p>
<p class="text">${printableLines(message.body.trim(), "")}</p>
${
  message.attachments.length > 0 &&
  escaped`<p class="attached">Attached:</p><ul class="attachments">${message.attachments.map(attachmentLine)}</ul>`
}
${message.leftOut !== null && escaped`<p class="attached">Its attachments were not kept: ${message.leftOut}</p>`}
</li>`;
}

/** The form's problems, at the top of the page, each linking to its field. */
export function messageProblemSummary({ problems }: MessageForm): SafeHtml | false {
  if (problems === undefined) return false;
  const links: ProblemLink[] = [
    ...(problems.form === undefined ? [] : [{ text: problems.form, field: FIELD_IDS.text }]),
    ...(problems.text === undefined ? [] : [{ text: problems.text, field: FIELD_IDS.text }]),
    ...(problems.documents === undefined ? [] : [{ text: problems.documents, field: FIELD_IDS.documents }]),
  ];
  return errorSummary(links);
}

const fieldProblem = (id: string, problem: string | undefined) =>
  problem !== undefined && escaped`<p class="field-problem" id="${id}-problem">${problem}</p>`;

const describedBy = (id: string, problem: string | undefined) =>
  problem === undefined ? `${id}-hint` : `${id}-problem ${id}-hint`;

function messageForm(reference: string, { token, text, problems = {} }: MessageForm): SafeHtml {
  const textProblem = problems.form ?? problems.text;
  const sentBack = Object.keys(problems).length > 0;
  const invalid = (problem: string | undefined) => problem !== undefined && escaped` aria-invalid="true"`;
  return escaped`<h2 id="write">Write to the claims team</h2>
<form class="message-form" method="post" action="${messagesPath(reference)}" enctype="multipart/form-data">
<input type="hidden" name="${messageFields.token}" value="${token}">
<div class="${textProblem === undefined ? "field" : "field invalid"}">
<label for="${FIELD_IDS.text}">Your message</label>
<p class="hint" id="${FIELD_IDS.text}-hint">${messageTexts.textHint}</p>
${fieldProblem(FIELD_IDS.text, textProblem)}
<textarea id="${FIELD_IDS.text}" name="${messageFields.text}" rows="6" data-max="${String(MESSAGE_MAX_CHARACTERS)}" aria-describedby="${describedBy(FIELD_IDS.text, textProblem)} ${FIELD_IDS.text}-count"${invalid(textProblem)}>${text}</textarea>
<p class="count-message" id="${FIELD_IDS.text}-count" aria-live="polite"></p>
</div>
<div class="${problems.documents === undefined ? "field" : "field invalid"}">
<label for="${FIELD_IDS.documents}">Documents or photos</label>
<p class="hint" id="${FIELD_IDS.documents}-hint">${messageTexts.documentsHint}${sentBack && ` ${messageTexts.chooseAgain}`}</p>
${fieldProblem(FIELD_IDS.documents, problems.documents)}
<input id="${FIELD_IDS.documents}" type="file" name="${messageFields.documents}" multiple accept="${acceptAttribute}" aria-describedby="${describedBy(FIELD_IDS.documents, problems.documents)}"${invalid(problems.documents)}>
</div>
<button type="submit">Send message</button>
</form>
${messageCounterScript}`;
}

export function conversationSection(reference: string, { messages, brokerage, form }: Conversation): SafeHtml {
  return escaped`<h2 id="messages">Messages</h2>
${form.sent === true && escaped`<p class="status" role="status">${messageTexts.sent}</p>`}
${
  messages.length > 0
    ? escaped`<ol class="conversation">${messages.map((message) => entry(message, brokerage))}</ol>`
    : escaped`<p>No messages yet. Write to us below, or reply to any of our e-mails.</p>`
}
${messageForm(reference, form)}`;
}
