/**
 * "Unfiled mail" on the desk: each message from the claims mailbox that no submission was found for, oldest first,
 * with who sent it, when it came, its subject and its text (as text: HTML mail was read as text and is never
 * rendered), the history it quoted folded away, its attachments' names, and two forms: file it to a submission by
 * its reference, or set it aside. A form with a problem comes back with the error summary and the problem by its
 * field, what was typed kept.
 */
import { lagosTime } from "../../mail/lagos-time";
import { escaped, type SafeHtml } from "../../safe-html";
import type { StaffMember } from "../../storage/desk-people/staff";
import type { UnfiledMessage } from "../../storage/messages/unfiled-mail";
import { unfiledAttachmentPath, unfiledMessagePath } from "../desk-paths";
import { deskPage } from "./desk-page";
import { errorSummary } from "./error-summary";

/** A filing form that came back: the message it was for, what was typed, and what was wrong with it. */
export interface FilingRetry {
  id: number;
  reference: string;
  problem: string;
}

export const referenceField = (id: number) => `reference-${String(id)}`;

function sender({ fromName, fromAddress }: UnfiledMessage) {
  if (!fromAddress) return escaped`<span class="quiet-text">No sender given</span>`;
  return fromName ? escaped`${fromName} &lt;${fromAddress}&gt;` : escaped`${fromAddress}`;
}

/** Each attachment: one kept opens to download (to see where the message belongs), one refused says why. */
function attachmentsOf({ id, attachments, leftOut }: UnfiledMessage) {
  if (attachments.length === 0 && leftOut === null) return "";
  const listed = attachments.map(({ position, originalName, refused }) =>
    refused === null
      ? escaped`<li><a href="${unfiledAttachmentPath(id, position)}">${originalName}</a></li>`
      : escaped`<li>${originalName} <span class="quiet-text">(refused: ${refused})</span></li>`,
  );
  return escaped`<dt>Attachments</dt><dd>${leftOut !== null && escaped`<p>${leftOut}</p>`}${listed.length > 0 && escaped`<ul>${listed}</ul>`}</dd>`;
}

function fileForm(message: UnfiledMessage, retry: FilingRetry | undefined) {
  const field = referenceField(message.id);
  const problem = retry?.id === message.id ? retry : undefined;
  const describedBy = problem ? `${field}-hint ${field}-problem` : `${field}-hint`;
  return escaped`<form class="change" method="post" action="${unfiledMessagePath(message.id, "file")}">
<label for="${field}">File it to the claim or quote request</label>
<p class="quiet-text" id="${field}-hint">Its reference, such as CLM-2026-000123</p>
${problem && escaped`<p class="field-problem" id="${field}-problem">${problem.problem}</p>`}
<input id="${field}" name="reference" value="${problem?.reference ?? ""}" autocomplete="off" spellcheck="false" aria-describedby="${describedBy}"${problem ? escaped` aria-invalid="true"` : ""}>
<button type="submit">File it</button></form>
<form method="post" action="${unfiledMessagePath(message.id, "set-aside")}"><button class="quiet" type="submit" aria-describedby="message-${String(message.id)}-subject">Set it aside</button></form>`;
}

function messageItem(message: UnfiledMessage, retry: FilingRetry | undefined) {
  const id = `message-${String(message.id)}`;
  return escaped`<li id="${id}"><h2 id="${id}-subject">${message.subject || "(no subject)"}</h2>
<dl class="sent"><dt>From</dt><dd>${sender(message)}</dd>
<dt>Received</dt><dd><time datetime="${message.arrivedAt}">${lagosTime(message.arrivedAt)}</time></dd>
${message.autoReply && escaped`<dt>Automatic reply</dt><dd>An out-of-office or other automatic reply: it needs no answer.</dd>`}
${attachmentsOf(message)}</dl>
<pre class="mail-text">${message.body || "(no text)"}</pre>
${message.quoted && escaped`<details><summary>Quoted history</summary><pre class="mail-text">${message.quoted}</pre></details>`}
${fileForm(message, retry)}</li>`;
}

export function unfiledMailPage({
  person,
  messages,
  done,
  retry,
}: {
  person: StaffMember & { unfiledMail?: number };
  messages: readonly UnfiledMessage[];
  done?: SafeHtml | undefined;
  retry?: FilingRetry | undefined;
}) {
  const list =
    messages.length === 0
      ? escaped`<p>No unfiled mail: every message the claims mailbox received was filed with its claim or quote request.</p>`
      : escaped`<ol class="mail">${messages.map((message) => messageItem(message, retry))}</ol>`;
  return deskPage({
    title: "Unfiled mail",
    signedIn: person,
    body: escaped`${retry && errorSummary([{ text: retry.problem, field: referenceField(retry.id) }])}
<h1>Unfiled mail</h1>
${done !== undefined && escaped`<p class="status" id="done" role="status" tabindex="-1">${done}</p>`}
<p>Messages to the claims mailbox that named no claim or quote request the desk could find. File each one to its submission by the reference, or set it aside when it is about none.</p>
${list}`,
  });
}
