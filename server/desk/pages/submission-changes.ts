/**
 * The forms on a submission's page that change it: assign it, write a note, move it to one of the steps it may go
 * to with what that step asks for, an optional message for the customer and whether to e-mail them of it. Each
 * names the version the page showed. A form sent back with problems, or refused because someone changed the
 * submission meanwhile, comes back open with what was typed in it and each problem beside its field.
 */
import { detailsFor, type DetailField, type Step } from "../../../form-contract/steps/steps";
import { escaped, type SafeHtml } from "../../safe-html";
import type { StaffMember } from "../../storage/desk-people/staff";
import { MESSAGE_LABEL, NOTE_LABEL, type SubmissionState } from "../../storage/desk-progress/submission-progress";
import { submissionPath } from "../desk-paths";
import { option } from "./select-option";

/** A form sent back: which one, what it held, and the problems with it. */
export interface Retry {
  form: string;
  values: Record<string, string | string[]>;
  problems: string[];
}

interface FormContext {
  reference: string;
  state: SubmissionState;
  retry: Retry | undefined;
  /** Why the customer cannot be e-mailed of a move (no e-mail on this service, no address); undefined when they can. */
  unreachable: string | undefined;
}

const valueOf = (context: FormContext, form: string, name: string): string | string[] | undefined =>
  context.retry?.form === form ? context.retry.values[name] : undefined;

const textValue = (context: FormContext, form: string, name: string) => {
  const value = valueOf(context, form, name);
  return typeof value === "string" ? value : "";
};

/** The problems of a form sent back that are about the field with this label, and the markup that ties them to it. */
function problemsOf(context: FormContext, form: string, id: string, label: string) {
  const problems = context.retry?.form === form ? context.retry.problems.filter((p) => p.startsWith(label)) : [];
  const errorId = `${id}-problem`;
  return {
    attributes: problems.length > 0 ? escaped` aria-invalid="true" aria-describedby="${errorId}"` : escaped``,
    message: problems.length > 0 && escaped`<p class="field-problem" id="${errorId}">${problems.join("; ")}</p>`,
  };
}

const versionField = (state: SubmissionState) =>
  escaped`<input type="hidden" name="version" value="${String(state.version)}">`;

export function assignForm(context: FormContext, people: StaffMember[], me: StaffMember): SafeHtml {
  const sent = valueOf(context, "assign", "owner");
  const chosen =
    sent === undefined ? String(context.state.owner?.id ?? "") : typeof sent === "string" ? sent : undefined;
  return escaped`<form method="post" action="${submissionPath(context.reference)}/assign" class="change">
${versionField(context.state)}
<label for="assign-owner">Owner</label>
<div class="search-row"><select id="assign-owner" name="owner">${option("", "Nobody", chosen)}${people.map((person) =>
    option(String(person.id), person.id === me.id ? `${person.name} (you)` : person.name, chosen),
  )}</select>
<button type="submit">Assign</button></div>
</form>`;
}

export function noteForm(context: FormContext): SafeHtml {
  const { attributes, message } = problemsOf(context, "note", "note-text", NOTE_LABEL);
  return escaped`<form method="post" action="${submissionPath(context.reference)}/note" class="change">
${versionField(context.state)}
<label for="note-text">Internal note (the customer never sees it)</label>
${message}
<textarea id="note-text" name="note" rows="3" maxlength="5000"${attributes}>${textValue(context, "note", "note")}</textarea>
<button type="submit">Add note</button>
</form>`;
}

function detailInput(context: FormContext, form: string, field: DetailField, documents: string[]): SafeHtml {
  const id = `${form}-${field.name}`;
  const { attributes, message } = problemsOf(context, form, id, field.label);
  const optional = field.required ? "" : " (if any)";
  if (field.type === "documents") {
    const sent = valueOf(context, form, field.name);
    const ticked = new Set(Array.isArray(sent) ? sent : sent === undefined ? [] : [sent]);
    const boxes = documents.map(
      (document, index) =>
        escaped`<label class="tick"><input type="checkbox" name="${field.name}" value="${document}" id="${id}-${String(index)}"${ticked.has(document) && escaped` checked`}> ${document}</label>`,
    );
    const written = [...ticked].filter((document) => !documents.includes(document)).join("\n");
    return escaped`<fieldset${attributes}><legend>${field.label}</legend>${message}
${boxes}
<label for="${id}">Others, one a line</label>
<textarea id="${id}" name="${field.name}" rows="2">${written}</textarea></fieldset>`;
  }
  const type = field.type === "date" || field.type === "due-date" ? "date" : "text";
  const inputMode = field.type === "naira" && escaped` inputmode="decimal"`;
  return escaped`<label for="${id}">${field.label}${optional}${field.type === "naira" ? " (naira)" : ""}</label>${message}
<input id="${id}" name="${field.name}" type="${type}"${inputMode} value="${textValue(context, form, field.name)}"${field.required && escaped` required`}${attributes}>`;
}

/**
 * The message for the customer and whether to e-mail them, ticked unless the form comes back unticked; for a step
 * the customer never hears of, a line saying so.
 */
function forCustomer(context: FormContext, form: string, to: Step): SafeHtml {
  if (to.customerMail === undefined)
    return escaped`<p class="quiet-text">The customer is not told of ${to.staffSee}.</p>`;
  const { attributes, message } = problemsOf(context, form, `${form}-message`, MESSAGE_LABEL);
  const seen = to.customerMail.onlyWithMessage
    ? `e-mailed to them with “${to.customerSees}” if you write one`
    : `they will see it with “${to.customerSees}”`;
  const ticked = context.retry?.form === form ? valueOf(context, form, "tell") === "yes" : true;
  const tellWords = to.customerMail.onlyWithMessage
    ? "Tell the customer by e-mail (only sent with a message)"
    : "Tell the customer by e-mail";
  const tell =
    context.unreachable === undefined
      ? escaped`<label class="tick"><input type="checkbox" name="tell" value="yes" id="${form}-tell"${ticked && escaped` checked`}> ${tellWords}</label>`
      : escaped`<p class="quiet-text">${context.unreachable}</p>`;
  return escaped`<label for="${form}-message">Message for the customer (optional; ${seen})</label>${message}
<textarea id="${form}-message" name="message" rows="3" maxlength="5000"${attributes}>${textValue(context, form, "message")}</textarea>
${tell}`;
}

function moveForm(context: FormContext, to: Step, documents: string[]): SafeHtml {
  const form = `move-${to.key}`;
  const fields = detailsFor(context.state.step, to);
  return escaped`<details${context.retry?.form === form && escaped` open`}><summary>Move to ${to.staffSee}</summary>
<form method="post" action="${submissionPath(context.reference)}/move" class="change">
${versionField(context.state)}
<input type="hidden" name="step" value="${to.key}">
${fields.map((field) => detailInput(context, form, field, documents))}
${forCustomer(context, form, to)}
<button type="submit">Move to ${to.staffSee}</button>
</form></details>`;
}

/** One form for each step the submission may move to next. */
export const moveForms = (context: FormContext, nextSteps: Step[], documents: string[]) =>
  nextSteps.map((step) => moveForm(context, step, documents));
