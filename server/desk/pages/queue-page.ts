/**
 * The desk's first page: every open claim and quote request, with the filters (a GET form: nothing personal in
 * them) and the search box (a POST form, so that a name or a phone number never goes into an address, a history
 * or a log). Plain HTML: it works before and without any script, and on a phone each row reads as a card. Rows
 * come QUEUE_PAGE_ROWS at a time, so that the page stays small on a slow link however much is open.
 */
import { claimSteps, quoteSteps, type Step } from "../../../form-contract/steps/steps";
import { lagosTime } from "../../mail/lagos-time";
import { escaped, type SafeHtml } from "../../safe-html";
import type { StaffMember } from "../../storage/desk-people/staff";
import type { QueueFilters, QueuePage, QueueRow } from "../../storage/desk-progress/submission-queue";
import { daysAgainstLimit, SETTLEMENT_DAYS } from "../settlement-days";
import { DESK_PATHS, submissionPath } from "../desk-paths";
import { deskPage } from "./desk-page";
import { DOCUMENTS_IN } from "./documents-asked";
import { option } from "./select-option";

/** Within this many days of the 60, a claim's days are marked. */
export const DUE_SOON_DAYS = 14;

export const QUEUE_PAGE_ROWS = 50;

const kindWords = { claim: "Claim", quote: "Quote" } as const;

const stepOptions = (steps: readonly Step[], selected: string | undefined) =>
  steps.filter((step) => !step.closed).map((step) => option(step.key, step.staffSee, selected));

function days(row: QueueRow): SafeHtml {
  if (row.daysOpen === null) return escaped`<td data-label="Days">No limit</td>`;
  const dueSoon = SETTLEMENT_DAYS - row.daysOpen <= DUE_SOON_DAYS;
  return escaped`<td data-label="Days"${dueSoon && escaped` class="due-soon"`}>${daysAgainstLimit(row.daysOpen)}</td>`;
}

const queueRow = (row: QueueRow) => escaped`<tr>
<th scope="row" data-label="Reference"><a href="${submissionPath(row.reference)}">${row.reference}</a></th>
<td data-label="Kind">${kindWords[row.kind]}</td>
<td data-label="Name">${row.name}</td>
<td data-label="Type">${row.type}</td>
<td data-label="Received">${lagosTime(row.receivedAt)}</td>
<td data-label="Step">${row.step.staffSee}${row.documentsIn && escaped`<br><strong class="documents-in">${DOCUMENTS_IN}</strong>`}</td>
<td data-label="Owner">${row.owner?.name ?? "Nobody"}</td>
${days(row)}
</tr>`;

/** "120 open submissions matching “Eze”, 51 to 100 shown". */
function count(total: number, filters: QueueFilters, first: number, last: number): string {
  const what = total === 1 ? "submission" : "submissions";
  const searched = filters.search ? ` matching “${filters.search}”` : "";
  const shown = total > QUEUE_PAGE_ROWS ? `, ${first} to ${last} shown` : "";
  return `${total} open ${what}${searched}${shown}`;
}

/** Whether the filters or a search keep some open submissions out (the order keeps none out). */
const narrowed = ({ kind, step, owner, search }: QueueFilters) =>
  kind !== undefined || step !== undefined || owner !== "anyone" || Boolean(search);

/** The filters again, inside the search form, so that a search keeps them. */
const keptFilters = (filters: QueueFilters) =>
  escaped`<input type="hidden" name="kind" value="${filters.kind ?? ""}">
<input type="hidden" name="step" value="${filters.step ?? ""}">
<input type="hidden" name="owner" value="${filters.owner}">
<input type="hidden" name="order" value="${filters.order}">`;

/**
 * The way to the pages before and after this one: by a GET like the filters, or by a POST that carries the search
 * when there is one, so that it stays out of the address.
 */
function pageButtons(filters: QueueFilters, page: number, pages: number): SafeHtml | false {
  if (pages <= 1) return false;
  const button = (to: number, words: string) =>
    escaped`<button type="submit" name="page" value="${String(to)}">${words}</button>`;
  return escaped`<form method="${filters.search ? "post" : "get"}" action="${DESK_PATHS.home}" class="pages">
${keptFilters(filters)}${filters.search !== undefined && escaped`<input type="hidden" name="search" value="${filters.search}">`}
${page > 1 && button(page - 1, `Previous ${QUEUE_PAGE_ROWS}`)}${page < pages && button(page + 1, `Next ${QUEUE_PAGE_ROWS}`)}
</form>`;
}

/** Page `page` of the queue, its `rows` QUEUE_PAGE_ROWS at most, of the `total` that the filters keep. */
export function queuePage(person: StaffMember, filters: QueueFilters, { rows, total, page }: QueuePage) {
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_ROWS));
  const first = (page - 1) * QUEUE_PAGE_ROWS + 1;
  const list =
    rows.length === 0
      ? escaped`<p>${narrowed(filters) ? "Nothing open matches these filters." : "Nothing is open."}</p>`
      : escaped`<table class="queue">
<thead><tr><th scope="col">Reference</th><th scope="col">Kind</th><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Received</th><th scope="col">Step</th><th scope="col">Owner</th><th scope="col">Days</th></tr></thead>
<tbody>${rows.map(queueRow)}</tbody>
</table>`;
  return deskPage({
    title: "Open claims and quotes",
    signedIn: person,
    body: escaped`<h1>Open claims and quotes</h1>
<form method="get" action="${DESK_PATHS.home}" class="filters">
<label>Show <select name="kind">${option("", "Claims and quotes", filters.kind)}${option("claim", "Claims", filters.kind)}${option("quote", "Quotes", filters.kind)}</select></label>
<label>Step <select name="step">${option("", "Any step", filters.step)}<optgroup label="Claims">${stepOptions(claimSteps, filters.step)}</optgroup><optgroup label="Quotes">${stepOptions(quoteSteps, filters.step)}</optgroup></select></label>
<label>Owner <select name="owner">${option("anyone", "Anyone's", filters.owner)}${option("mine", "Mine", filters.owner)}${option("nobody", "Nobody's", filters.owner)}</select></label>
<label>Order <select name="order">${option("newest", "Newest first", filters.order)}${option("days-left", "Fewest days left first", filters.order)}</select></label>
<button type="submit">Show</button>
</form>
<form method="post" action="${DESK_PATHS.home}" class="search" role="search">
<label for="search">Reference, name, e-mail, phone or policy number</label>
<div class="search-row"><input id="search" name="search" type="search" value="${filters.search ?? ""}" maxlength="200" autocomplete="off">
${keptFilters(filters)}
<button type="submit">Search</button></div>
</form>
<p class="count">${count(total, filters, first, first + rows.length - 1)}</p>
${list}
${pageButtons(filters, page, pages)}`,
  });
}
