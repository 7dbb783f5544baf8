/**
 * What a claim waiting for documents is waiting for, on the desk: each document the latest move asked the customer
 * for, whether it has come from their claim's page, and, once all have, the words the queue marks it with.
 */
import { escaped } from "../../safe-html";
import type { AskedDocuments } from "../../storage/claim-status/customer-documents";

export const DOCUMENTS_IN = "Every document asked for is in";

export const askedOnDesk = (asked: AskedDocuments) =>
  escaped`<h3>Asked of the customer</h3>
${asked.missing.length === 0 && escaped`<p class="status">${DOCUMENTS_IN}.</p>`}
<ul class="asked">${asked.asked.map(
    (name) => escaped`<li>${name}: ${asked.missing.includes(name) ? "still missing" : "arrived"}</li>`,
  )}</ul>`;
