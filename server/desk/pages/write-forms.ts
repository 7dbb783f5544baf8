/**
 * "Write to the customer" and "Write to the insurer" under a submission's timeline: plain forms (no script needed)
 * whose message goes by e-mail in the thread with them without moving the claim (routes/desk/messages.ts). Each
 * says where it goes; the insurer's is offered only once the claim went to one (its last claim pack's addresses),
 * and neither when the service sends no e-mail or the customer gave no address to write to, which it says instead.
 * Sent back, the form keeps what was typed and ties its problem to the text box.
 */
import { escaped, type SafeHtml } from "../../safe-html";
import { DESK_MESSAGE_MAX } from "../../storage/messages/desk-messages";
import { writePath } from "../desk-paths";
import type { ProblemLink } from "./error-summary";
import type { Retry } from "./submission-changes";

export type Party = "customer" | "insurer";

/** A form's name in a Retry: "write-customer", "write-insurer". */
export const writeFormName = (party: Party) => `write-${party}`;
export const isWriteForm = (form: string) => form === writeFormName("customer") || form === writeFormName("insurer");
const textId = (party: Party) => `write-${party}-text`;

export const writeMessages = {
  empty: "Write the message.",
  tooLong: `The message is longer than ${DESK_MESSAGE_MAX.toLocaleString("en-NG")} characters: shorten it.`,
} as const;

export const writeProblemLinks = (retry: Retry): ProblemLink[] =>
  retry.problems.map((text) => ({
    text,
    field: textId(retry.form === writeFormName("insurer") ? "insurer" : "customer"),
  }));

/** Whom a form writes to: their name and addresses, or why it cannot be written. */
export type WriteTo = { name: string; addresses: readonly string[] } | { unreachable: string };

function writeForm(reference: string, party: Party, to: WriteTo, retry: Retry | undefined): SafeHtml {
  const heading = party === "customer" ? "Write to the customer" : "Write to the insurer";
  if ("unreachable" in to) return escaped`<h3>${heading}</h3><p>${to.unreachable}</p>`;
  const form = writeFormName(party);
  const id = textId(party);
  const sent = retry?.form === form ? retry : undefined;
  const problems = sent?.problems ?? [];
  const typed = typeof sent?.values.message === "string" ? sent.values.message : "";
  return escaped`<form method="post" action="${writePath(reference)}" class="change" id="${form}">
<h3>${heading}</h3>
<input type="hidden" name="to" value="${party}">
<label for="${id}">Message to ${to.name} (${to.addresses.join(", ")})</label>
<p class="quiet-text" id="${id}-hint">It goes by e-mail in the thread with them; the claim stays where it is.</p>${problems.length > 0 && escaped`<p class="field-problem" id="${id}-problem">${problems.join(" ")}</p>`}
<textarea id="${id}" name="message" rows="5" maxlength="${String(DESK_MESSAGE_MAX)}" aria-describedby="${problems.length > 0 ? `${id}-problem ` : ""}${id}-hint"${problems.length > 0 && escaped` aria-invalid="true"`}>${typed}</textarea>
<button type="submit">Send to ${party === "customer" ? "the customer" : to.name}</button>
</form>`;
}

/** The forms, the insurer's only when the claim went to one. */
export function writeForms(
  reference: string,
  customer: WriteTo,
  insurer: WriteTo | undefined,
  retry: Retry | undefined,
): SafeHtml {
  return escaped`<section class="write" aria-labelledby="write-title"><h2 id="write-title">Write</h2>
${writeForm(reference, "customer", customer, retry)}
${insurer !== undefined && writeForm(reference, "insurer", insurer, retry)}</section>`;
}
