/**
 * The insurer's answers on a claim's page (storage/claim-packs/insurer-answers.ts): the side column's "Record the
 * insurer's answer", a form for each kind (answer-kinds.ts) in a `<details>` of its own, as the moves are; each asks
 * the day the insurer answered (today in Lagos unless changed, never later) and its step's own fields, as a move to
 * that step asks them (submission-changes.ts's detailInput), a query whether to ask the customer for what it names,
 * an offer its discharge voucher among the claim's documents. Then the timeline's line for each answer, and what the
 * page says at its top once one is recorded.
 */
import { detailLines, koboAsNaira } from "../../../form-contract/steps/step-details";
import { lagosDate, writtenDate } from "../../mail/lagos-time";
import { escaped, type SafeHtml } from "../../safe-html";
import { answerKinds, VOUCHER_LABEL, type AnswerKind } from "../../storage/claim-packs/answer-kinds";
import type { InsurerAnswer } from "../../storage/claim-packs/insurer-answers";
import type { StoredSubmission } from "../../storage/submissions/submission-store";
import { submissionPath } from "../desk-paths";
import type { ProductDocuments } from "../claim-documents";
import type { ProblemLink } from "./error-summary";
import { option } from "./select-option";
import {
  detailInput,
  documentBoxId,
  fieldId,
  problemsOf,
  versionField,
  type FormContext,
  type Retry,
} from "./submission-changes";

/** An answer's form: `answer-offer`. */
export const answerForm = (kind: AnswerKind) => `answer-${kind.key}`;

/** The forms' heading, and the name of an answer sent back that is of no kind the desk offers. */
export const ANSWERS = "answers";

export const isAnswerForm = (form: string | undefined) =>
  form === ANSWERS || answerKinds.some((kind) => answerForm(kind) === form);

const VOUCHER_ID = "answer-offer-document";

/** The day it was answered: today unless the form came back with another. */
function dateInput(context: FormContext, kind: AnswerKind, today: string): SafeHtml {
  const form = answerForm(kind);
  const id = fieldId(form, kind.date);
  const { attributes, message } = problemsOf(context, form, id, kind.date.label);
  const sent = context.retry?.form === form ? context.retry.values[kind.date.name] : undefined;
  return escaped`<label for="${id}">${kind.date.label}</label>${message}
<input id="${id}" name="${kind.date.name}" type="date" value="${typeof sent === "string" ? sent : today}" max="${today}" required${attributes}>`;
}

/** An offer's discharge voucher: the latest document from the insurer unless the form came back otherwise. */
function voucherSelect(context: FormContext, submission: StoredSubmission): SafeHtml {
  const form = "answer-offer";
  const { attributes, message } = problemsOf(context, form, VOUCHER_ID, VOUCHER_LABEL);
  const sent = context.retry?.form === form ? context.retry.values.document : undefined;
  const fromInsurer = submission.documents.filter((document) => document.source === "insurer").at(-1);
  const chosen = typeof sent === "string" ? sent : fromInsurer === undefined ? "" : String(fromInsurer.position);
  return escaped`<label for="${VOUCHER_ID}">${VOUCHER_LABEL} (if it has come: add it under Documents, from the insurer)</label>${message}
<select id="${VOUCHER_ID}" name="document"${attributes}>${option("", "Not yet", chosen)}${submission.documents.map(
    (document) => option(String(document.position), document.originalName, chosen),
  )}</select>`;
}

/** A query's choice: ask the customer for what the insurer asked, ticked unless the form came back unticked. */
function askBox(context: FormContext): SafeHtml {
  const form = "answer-query";
  const ticked = context.retry?.form === form ? context.retry.values.ask === "yes" : true;
  return escaped`<label class="tick"><input type="checkbox" name="ask" value="yes" id="${form}-ask"${ticked && escaped` checked`}> Ask the customer for these documents (it moves to Waiting for documents)</label>`;
}

/** Whether to e-mail the customer of the move it makes; an acknowledgement's facts are on their page alone. */
function tellBox(context: FormContext, kind: AnswerKind): SafeHtml {
  const form = answerForm(kind);
  if (kind.moves === "never") {
    return escaped`<p class="quiet-text">The customer sees it on their claim's page; no e-mail goes.</p>`;
  }
  if (context.unreachable !== undefined) return escaped`<p class="quiet-text">${context.unreachable}</p>`;
  const ticked = context.retry?.form === form ? context.retry.values.tell === "yes" : true;
  return escaped`<label class="tick"><input type="checkbox" name="tell" value="yes" id="${form}-tell"${ticked && escaped` checked`}> Tell the customer by e-mail when it moves the claim</label>`;
}

function answerFormOf(
  context: FormContext,
  kind: AnswerKind,
  submission: StoredSubmission,
  documents: readonly ProductDocuments[],
  today: string,
  offered: number | undefined,
): SafeHtml {
  const form = answerForm(kind);
  // A payment's amount is the offer's unless staff change it: filled in as a form sent back would be.
  const filled =
    kind.key === "paid" && offered !== undefined && context.retry?.form !== form
      ? { ...context, retry: { form, values: { amount: koboAsNaira(offered) }, problems: [] } }
      : context;
  return escaped`<details id="${form}"${context.retry?.form === form && escaped` open`}><summary>${kind.staffSee}</summary>
<form method="post" action="${submissionPath(context.reference)}/answers" class="change">
${versionField(context.state)}
<input type="hidden" name="kind" value="${kind.key}">
${dateInput(context, kind, today)}
${kind.fields.map((field) => detailInput(filled, form, field, documents))}
${kind.key === "query" && askBox(context)}
${kind.key === "offer" && voucherSelect(context, submission)}
${tellBox(context, kind)}
<button type="submit">${kind.action}</button>
</form></details>`;
}

/**
 * "Record the insurer's answer": a form for each kind, for a claim that has gone to an insurer and is open;
 * `offered`, the latest offer's amount in kobo, is the payment's to start with.
 */
export function insurerAnswerForms(
  context: FormContext,
  submission: StoredSubmission,
  insurerName: string,
  documents: readonly ProductDocuments[],
  offered: number | undefined,
  now: Date,
): SafeHtml {
  const today = lagosDate(now);
  return escaped`<h3 id="${ANSWERS}">Record the insurer's answer</h3>
<p class="quiet-text">From ${insurerName}. Recording an answer moves the claim to its step; an acknowledgement keeps it where it is.</p>
${answerKinds.map((kind) => answerFormOf(context, kind, submission, documents, today, offered))}`;
}

/** The answer form's problems for the page's error summary, each with its field; a refusal links to the form. */
export function answerProblemLinks(
  retry: Retry,
  refusal: string,
  documents: readonly ProductDocuments[],
): ProblemLink[] {
  const kind = answerKinds.find((candidate) => answerForm(candidate) === retry.form);
  const problems = retry.problems.length > 0 ? retry.problems : [refusal];
  if (kind === undefined) return problems.map((text) => ({ text, field: ANSWERS }));
  const form = answerForm(kind);
  return problems.map((text) => {
    if (text.startsWith(VOUCHER_LABEL)) return { text, field: VOUCHER_ID };
    const field = [kind.date, ...kind.fields].find(({ label }) => text.startsWith(label));
    if (field === undefined) return { text, field: form };
    const boxes = field.type === "documents" && documents.length > 0;
    return { text, field: boxes ? documentBoxId(form, field, 0, 0) : fieldId(form, field) };
  });
}

/**
 * "Ada Okafor recorded Leadway Assurance's answer of Friday 27 November 2026: An offer.", the voucher, and what it
 * said where the claim stayed where it was (a move's line above says it for one that moved it).
 */
export function answerWords(submission: StoredSubmission, answer: InsurerAnswer): SafeHtml {
  const voucher = submission.documents.find((document) => document.position === answer.document);
  const said = answer.version === null ? detailLines(answer.kind.fields, answer.details) : [];
  return escaped`<p>${answer.staffName} recorded ${answer.insurerName}'s answer of ${writtenDate(answer.answeredOn)}: ${answer.kind.staffSee}.</p>
${said.map((line) => escaped`<p>${line}</p>`)}
${voucher !== undefined && escaped`<p>${VOUCHER_LABEL}: ${voucher.originalName}</p>`}
<p>${answer.version === null ? "The claim stayed where it was." : `It moved the claim to ${answer.kind.step.staffSee}.`}</p>`;
}

/** What recording an answer did, in a line: "Recorded the offer from Leadway Assurance; moved to Offer made; …". */
export function answeredWords(answer: InsurerAnswer, customerTold: boolean): string {
  const recorded = `${answer.kind.action.replace(/^Record/, "Recorded")} from ${answer.insurerName}`;
  return answer.version === null
    ? `${recorded}; the claim stays where it was.`
    : `${recorded}; moved to ${answer.kind.step.staffSee}; the customer was ${customerTold ? "" : "not "}e-mailed.`;
}
