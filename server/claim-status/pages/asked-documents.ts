/**
 * The claim page's "Documents we need", a task list as GOV.UK's pattern has it: how many have been sent ("1 of 2
 * sent"), then each document the latest move asked for, named once, with its state (sent, and what came for it
 * since, or not sent yet) and its own upload, a plain multipart form (one file) that works without scripts; with
 * them, the page's upload script (upload-script.ts) sends the file resumably through the same form. The field and
 * the button read short ("Choose a file", "Send"); their accessible names add the document's name from its heading.
 * A refused file is told under its field, tied to it (the claim page tells a refusal tied to no field shown at its
 * top).
 */
import { acceptAttribute } from "../../../form-contract/claim/documents";
import { documentFields } from "../../../form-contract/claim-status/documents";
import { escaped, type SafeHtml } from "../../safe-html";
import type { AskedDocuments } from "../../storage/claim-status/customer-documents";
import type { StoredSubmission } from "../../storage/submissions/submission-store";
import { printableFileName } from "../../submissions/safe-text";
import { documentsPath } from "../claim-status-paths";

export const UPLOAD_HINT = "A PDF, a Word file or a photo (JPEG or PNG), up to 5 MB.";

/** A document refused, and the document asked for it was sent for (undefined when the post did not say). */
export interface UploadProblem {
  askedFor?: string;
  message: string;
}

type Document = StoredSubmission["documents"][number];

function askedItem(
  reference: string,
  name: string,
  index: number,
  received: readonly Document[],
  day: (instant: string) => string,
  problem: UploadProblem | undefined,
): SafeHtml {
  const id = `upload-${index + 1}`;
  const [named, label, send, hint, error] = ["name", "label", "send", "hint", "problem"].map((part) => `${id}-${part}`);
  const refusal = problem?.askedFor === name ? problem.message : undefined;
  const sent = received.length > 0;
  return escaped`<li class="task">
<div class="task-head"><h3 id="${named}">${name}</h3><strong class="${sent ? "tag sent" : "tag"}">${sent ? "Sent" : "Not sent yet"}</strong></div>
${
  sent &&
  escaped`<p>${received.map((document, at) => escaped`${at > 0 && ", "}${printableFileName(document.originalName)} on ${day(document.receivedAt)}`)}</p>`
}
<form class="upload" method="post" action="${documentsPath(reference)}" enctype="multipart/form-data">
<input type="hidden" name="${documentFields.askedFor}" value="${name}">
<label for="${id}" id="${label}">${sent ? "Choose another file" : "Choose a file"}</label>
<input id="${id}" type="file" name="${documentFields.document}" required accept="${acceptAttribute}" aria-labelledby="${label} ${named}" aria-describedby="${refusal === undefined ? hint : `${error} ${hint}`}"${refusal !== undefined && escaped` aria-invalid="true" autofocus`}>
${refusal !== undefined && escaped`<p class="field-problem" id="${error}">${refusal}</p>`}
<p class="hint" id="${hint}">${UPLOAD_HINT}</p>
<p class="upload-status" role="status"></p>
<button type="submit" id="${send}" aria-labelledby="${send} ${named}">Send</button>
</form>
</li>`;
}

export function askedDocumentsSection(
  submission: StoredSubmission,
  asked: AskedDocuments,
  contacts: { claimsEmail: string },
  day: (instant: string) => string,
  problem: UploadProblem | undefined,
): SafeHtml {
  const sentFor = (name: string) =>
    submission.documents.filter((document) => document.askedIn === asked.version && document.askedFor === name);
  const sentCount = asked.asked.filter((name) => sentFor(name).length > 0).length;
  return escaped`<h2 id="documents-needed">Documents we need</h2>
<p class="count">${String(sentCount)} of ${String(asked.asked.length)} sent</p>
<ul class="asked">${asked.asked.map((name, index) =>
    askedItem(submission.reference, name, index, sentFor(name), day, problem),
  )}</ul>
<p>You can also e-mail them to ${contacts.claimsEmail}, quoting <span class="reference">${submission.reference}</span>, or bring them to one of our offices.</p>`;
}
