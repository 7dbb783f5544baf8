/**
 * The forms on a submission's page that change it: assign it, write a note, move it to one of the steps it may go
 * to with what that step asks for, an optional message for the customer and whether to e-mail them of it. Each
 * names the version the page showed. A form sent back with problems, or refused because someone changed the
 * submission meanwhile, comes back open with what was typed in it and each problem beside its field, and the page's
 * error summary links to each field (problemLinks). A move the customer is e-mailed of can be previewed first: the
 * same form sent with "Preview e-mail" comes back open, as typed, with the e-mail's subject and text.
 */
import { detailsFor, type DetailField, type Step } from "../../../form-contract/steps/steps";
import type { ProductDocuments } from "../claim-documents";
import { escaped, type SafeHtml } from "../../safe-html";
import type { StaffMember } from "../../storage/desk-people/staff";
import { MESSAGE_LABEL, NOTE_LABEL, type SubmissionState } from "../../storage/desk-progress/submission-progress";
import { submissionPath } from "../desk-paths";
import type { ProblemLink } from "./error-summary";
import { option } from "./select-option";
import { personLabels } from "./person-labels";

/** A form sent back: which one, what it held, and the problems with it. */
export interface Retry {
  form: string;
  values: Record<string, string | string[]>;
  problems: string[];
}

/** The e-mail a move would send the customer, composed as the outbox will, for the form it was asked from. */
export interface EmailPreview {
  form: string;
  subject: string;
  text: string;
}

export interface FormContext {
  reference: string;
  state: SubmissionState;
  retry: Retry | undefined;
  /** Why the customer cannot be e-mailed of a move (no e-mail on this service, no address); undefined when they can. */
  unreachable: string | undefined;
  preview: EmailPreview | undefined;
  /**
   * What a move's field starts with where the desk knows it already: the insurer's claim number an acknowledgement
   * recorded, for a claim moved to "With the insurer" again by hand.
   */
  known?: Readonly<Record<string, string>>;
}

const valueOf = (context: FormContext, form: string, name: string): string | string[] | undefined =>
  context.retry?.form === form ? context.retry.values[name] : undefined;

const textValue = (context: FormContext, form: string, name: string) => {
  const value = valueOf(context, form, name);
  return typeof value === "string" ? value : "";
};

/** The problems of a form sent back that are about the field with this label, and the markup that ties them to it. */
export function problemsOf(context: FormContext, form: string, id: string, label: string) {
  const problems = context.retry?.form === form ? context.retry.problems.filter((p) => p.startsWith(label)) : [];
  const errorId = `${id}-problem`;
  return {
    attributes: problems.length > 0 ? escaped` aria-invalid="true" aria-describedby="${errorId}"` : escaped``,
    message: problems.length > 0 && escaped`<p class="field-problem" id="${errorId}">${problems.join("; ")}</p>`,
  };
}

export const versionField = (state: SubmissionState) =>
  escaped`<input type="hidden" name="version" value="${String(state.version)}">`;

export function assignForm(context: FormContext, people: StaffMember[], me: StaffMember): SafeHtml {
  const sent = valueOf(context, "assign", "owner");
  const chosen =
    sent === undefined ? String(context.state.owner?.id ?? "") : typeof sent === "string" ? sent : undefined;
  const labels = personLabels(people);
  return escaped`<form method="post" action="${submissionPath(context.reference)}/assign" class="change">
${versionField(context.state)}
<label for="assign-owner">Owner</label>
<div class="search-row"><select id="assign-owner" name="owner">${option("", "Nobody", chosen)}${people.map((person) =>
    option(String(person.id), person.id === me.id ? `${labels.get(person.id)!} (you)` : labels.get(person.id)!, chosen),
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

export const fieldId = (form: string, field: DetailField) => `${form}-${field.name}`;

/** A document's tick box, its id numbered from 1 within its product's group (from 1 too). */
export const documentBoxId = (form: string, field: DetailField, group: number, index: number) =>
  `${fieldId(form, field)}-${String(group + 1)}-${String(index + 1)}`;

/**
 * The documents to tick, each product's under its own legend when the claim type has several (a property claim's
 * fire, burglary and householder documents), so like-worded documents read as the products' own.
 */
function documentBoxes(form: string, field: DetailField, groups: readonly ProductDocuments[], ticked: Set<string>) {
  const boxes = (documents: readonly string[], group: number) =>
    documents.map(
      (document, index) =>
        escaped`<label class="tick"><input type="checkbox" name="${field.name}" value="${document}" id="${documentBoxId(form, field, group, index)}"${ticked.has(document) && escaped` checked`}> ${document}</label>`,
    );
  if (groups.length === 1) return boxes(groups[0]!.documents, 0);
  return groups.map(
    ({ product, documents }, group) =>
      escaped`<fieldset class="product"><legend>${product}</legend>${boxes(documents, group)}</fieldset>`,
  );
}

export function detailInput(
  context: FormContext,
  form: string,
  field: DetailField,
  documents: readonly ProductDocuments[],
): SafeHtml {
  const id = fieldId(form, field);
  const { attributes, message } = problemsOf(context, form, id, field.label);
  const optional = field.required ? "" : " (if any)";
  if (field.type === "documents") {
    const sent = valueOf(context, form, field.name);
    const ticked = new Set(Array.isArray(sent) ? sent : sent === undefined ? [] : [sent]);
    const offered = new Set(documents.flatMap((group) => group.documents));
    const written = [...ticked].filter((document) => !offered.has(document)).join("\n");
    return escaped`<fieldset${attributes}><legend>${field.label}</legend>${message}
${documentBoxes(form, field, documents, ticked)}
<label for="${id}">Others, one a line</label>
<textarea id="${id}" name="${field.name}" rows="2">${written}</textarea></fieldset>`;
  }
  const type = field.type === "date" || field.type === "due-date" ? "date" : "text";
  const inputMode = field.type === "naira" && escaped` inputmode="decimal"`;
  return escaped`<label for="${id}">${field.label}${optional}${field.type === "naira" ? " (naira)" : ""}</label>${message}
<input id="${id}" name="${field.name}" type="${type}"${inputMode} value="${context.retry?.form === form ? textValue(context, form, field.name) : (context.known?.[field.name] ?? "")}"${field.required && escaped` required`}${attributes}>`;
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

/** Whether a move's form offers to preview the customer's e-mail: one goes with the move, and can. */
const previewable = (context: FormContext, to: Step) =>
  to.customerMail !== undefined && context.unreachable === undefined;

/** The customer's e-mail as the form would send it, when it was asked for from this form. */
function emailPreview(context: FormContext, form: string): SafeHtml | false {
  const shown = context.preview?.form === form && context.preview;
  return (
    shown &&
    escaped`<section class="preview" id="${form}-preview" aria-labelledby="${form}-preview-title">
<h4 id="${form}-preview-title">The e-mail the customer will get</h4>
<p><span class="quiet-text">Subject:</span> ${shown.subject}</p>
<pre class="mail-text">${shown.text}</pre></section>`
  );
}

function moveForm(context: FormContext, to: Step, documents: readonly ProductDocuments[]): SafeHtml {
  const form = `move-${to.key}`;
  const fields = detailsFor(context.state.step, to);
  const open = context.retry?.form === form || context.preview?.form === form;
  return escaped`<details id="${form}"${open && escaped` open`}><summary>Move to ${to.staffSee}</summary>
<form method="post" action="${submissionPath(context.reference)}/move" class="change">
${versionField(context.state)}
<input type="hidden" name="step" value="${to.key}">
${fields.map((field) => detailInput(context, form, field, documents))}
${forCustomer(context, form, to)}
${emailPreview(context, form)}
<button type="submit">Move to ${to.staffSee}</button>
${previewable(context, to) && escaped`<button type="submit" name="preview" value="yes" class="quiet">Preview e-mail</button>`}
</form></details>`;
}

/** One form for each step the submission may move to next. */
export const moveForms = (context: FormContext, nextSteps: Step[], documents: readonly ProductDocuments[]) =>
  nextSteps.map((step) => moveForm(context, step, documents));

/** Where a move form's problem is: its field's id, the first tick box for the documents when some are offered. */
function moveFieldOf(form: string, to: Step, from: Step, documents: readonly ProductDocuments[], problem: string) {
  // A step the customer is not told of has no message field: its form is where to look.
  if (problem.startsWith(MESSAGE_LABEL)) return to.customerMail === undefined ? form : `${form}-message`;
  const field = detailsFor(from, to).find(({ label }) => problem.startsWith(label));
  if (field === undefined) return form;
  return field.type === "documents" && documents.length > 0 ? documentBoxId(form, field, 0, 0) : fieldId(form, field);
}

/**
 * The form sent back's problems for the page's error summary, each with the field it is about; a refusal with no
 * problem of a field's (someone changed it since, a move no longer allowed) links to its form, or to the moves.
 */
export function problemLinks(
  context: FormContext,
  nextSteps: readonly Step[],
  documents: readonly ProductDocuments[],
  refusal: string,
): ProblemLink[] {
  const form = context.retry?.form ?? "";
  const to = nextSteps.find((step) => `move-${step.key}` === form);
  const problems = context.retry?.problems.length ? context.retry.problems : [refusal];
  return problems.map((text) => {
    if (form === "note") return { text, field: "note-text" };
    if (form === "assign") return { text, field: "assign-owner" };
    if (to === undefined) return { text, field: "move" };
    return { text, field: moveFieldOf(form, to, context.state.step, documents, text) };
  });
}
