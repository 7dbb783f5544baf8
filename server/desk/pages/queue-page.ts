/**
 * The desk's first page: a work list. At its top the counts, each a link to its list (over the 60 days, due soon,
 * nobody's, waiting on the customer or the insurer, every document in, to chase today, each officer's); then the
 * search box (a POST form, so that a name or a phone number never goes into an address, a history or a log), the
 * filters behind one "Filter" button (a GET form of values that are nothing personal, in a <details>: it works
 * without scripts) and the rows, each saying how long it has been at its step. Plain HTML: it works before and
 * without any script; on a phone each row is a card of three lines. Rows come QUEUE_PAGE_ROWS at a time, so that the
 * page stays small on a slow link however much is open.
 */
import { claimSteps, quoteSteps, type Step } from "../../../form-contract/steps/steps";
import { lagosDate, lagosDaysSince, lagosTime } from "../../mail/lagos-time";
import { escaped, type SafeHtml } from "../../safe-html";
import type { StaffMember } from "../../storage/desk-people/staff";
import { QUEUE_ONLY, type QueueCounts, type QueueOnly } from "../../storage/desk-progress/queue-counts";
import {
  RECENTLY_CLOSED_DAYS,
  type QueueFilters,
  type QueuePage,
  type QueueRow,
} from "../../storage/desk-progress/submission-queue";
import { claimDays, daysAgainstLimit, DUE_SOON_DAYS, SETTLEMENT_DAYS } from "../settlement-days";
import { DESK_PATHS, submissionPath } from "../desk-paths";
import { deskPage } from "./desk-page";
import { DOCUMENTS_IN } from "./documents-asked";
import { option } from "./select-option";
import { personLabels } from "./person-labels";

export const QUEUE_PAGE_ROWS = 50;

const kindWords = { claim: "claim", quote: "quote" } as const;

/** Each count's words after its number, and the filter's option for its list. */
const onlyWords: Record<QueueOnly, { counted: string; option: string }> = {
  overdue: { counted: "overdue", option: "Overdue" },
  "due-soon": { counted: `due within ${DUE_SOON_DAYS} days`, option: `Due within ${DUE_SOON_DAYS} days` },
  "with-customer": { counted: "waiting on the customer", option: "Waiting on the customer" },
  "with-insurer": { counted: "waiting on the insurer", option: "Waiting on the insurer" },
  "documents-in": { counted: "with every document in", option: "Every document in" },
  "chase-today": { counted: "to chase today", option: "Chase today" },
  "new-message": { counted: "with a new message", option: "New message" },
};

const stepOptions = (steps: readonly Step[], selected: string | undefined) =>
  steps.filter((step) => !step.closed).map((step) => option(step.key, step.staffSee, selected));

/** "today", "1 day", "9 days": calendar days in Lagos from `since` to the day of `now`. */
function daysSince(since: string, now: Date): string {
  const days = lagosDaysSince(lagosDate(new Date(since)), now);
  return days <= 0 ? "today" : `${days} ${days === 1 ? "day" : "days"}`;
}

function days(row: QueueRow, now: Date): SafeHtml {
  if (row.daysOpen === null) return escaped`<td data-label="Days">${row.closedAt ? "Closed" : "No limit"}</td>`;
  if (row.closedAt) {
    const closed = { step: row.step.staffSee, at: row.closedAt };
    return escaped`<td data-label="Days">${claimDays(row.receivedAt, closed, now)}</td>`;
  }
  const dueSoon = SETTLEMENT_DAYS - row.daysOpen <= DUE_SOON_DAYS;
  return escaped`<td data-label="Days"${dueSoon && escaped` class="due-soon"`}>${daysAgainstLimit(row.daysOpen)}</td>`;
}

const queueRow = (now: Date) => (row: QueueRow) => escaped`<tr>
<th scope="row" data-label="Reference"><a href="${submissionPath(row.reference)}">${row.reference}</a></th>
<td data-label="Name">${row.name}</td>
<td data-label="Type">${row.type} ${kindWords[row.kind]}</td>
<td data-label="Received">${lagosTime(row.receivedAt)}</td>
<td data-label="Step">${row.step.staffSee} · ${daysSince(row.steppedAt, now)}${row.documentsIn && escaped`<br><strong class="documents-in">${DOCUMENTS_IN}</strong>`}${row.newMessage && escaped`<br><strong class="new-message">New message</strong>`}</td>
<td data-label="Owner">${row.owner?.name ?? "Nobody"}</td>
${days(row, now)}
</tr>`;

/** "120 open submissions matching “Eze”, 51 to 100 shown". */
function count(total: number, filters: QueueFilters, first: number, last: number): string {
  const what = total === 1 ? "submission" : "submissions";
  const which = {
    open: `open ${what}`,
    included: `${what} open or closed`,
    recent: `${what} closed in the last ${RECENTLY_CLOSED_DAYS} days`,
  }[filters.closed ?? "open"];
  const searched = filters.search ? ` matching “${filters.search}”` : "";
  const shown = total > QUEUE_PAGE_ROWS ? `, ${first} to ${last} shown` : "";
  return `${total} ${which}${searched}${shown}`;
}

/** Whether the filters' form keeps some open submissions out (the order keeps none out). */
const filtered = ({ kind, step, owner, only }: QueueFilters) =>
  kind !== undefined || step !== undefined || owner !== "anyone" || only !== undefined;

/** Whether the page shows other than the plain queue: then a link goes back to it. */
const narrowed = (filters: QueueFilters) =>
  filtered(filters) || filters.closed !== undefined || Boolean(filters.search);

function nothing(filters: QueueFilters): string {
  if (filters.closed === "recent") return `Nothing has closed in the last ${RECENTLY_CLOSED_DAYS} days.`;
  if (filters.closed === "included") return "Nothing matches this search.";
  return narrowed(filters) ? "Nothing open matches these filters." : "Nothing is open.";
}

/** The filters again, inside the search form and the pages' buttons, so that a search or another page keeps them. */
const keptFilters = (filters: QueueFilters) =>
  escaped`<input type="hidden" name="kind" value="${filters.kind ?? ""}">
<input type="hidden" name="step" value="${filters.step ?? ""}">
<input type="hidden" name="owner" value="${String(filters.owner)}">
<input type="hidden" name="only" value="${filters.only ?? ""}">
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
${keptFilters(filters)}${filters.closed && escaped`<input type="hidden" name="closed" value="${filters.closed}">`}${filters.search !== undefined && escaped`<input type="hidden" name="search" value="${filters.search}">`}
${page > 1 && button(page - 1, `Previous ${QUEUE_PAGE_ROWS}`)}${page < pages && button(page + 1, `Next ${QUEUE_PAGE_ROWS}`)}
</form>`;
}

/** A count as a link to its list, marked as the list shown when it is. */
const countLink = (href: string, current: boolean, words: SafeHtml) =>
  escaped`<li><a href="${href}"${current && escaped` aria-current="page"`}>${words}</a></li>`;

/** Whether the filters are exactly one count's list: no other filter, no search, the open ones. */
const onlyList = (filters: QueueFilters) =>
  filters.kind === undefined && filters.step === undefined && !filters.search && filters.closed === undefined;

function countLinks(filters: QueueFilters, counts: QueueCounts, staff: StaffMember[]): SafeHtml {
  const plain = onlyList(filters);
  const shown = (only: QueueOnly) =>
    countLink(
      `${DESK_PATHS.home}?only=${only}`,
      plain && filters.only === only && filters.owner === "anyone",
      escaped`<strong>${String(counts.only[only])}</strong> ${onlyWords[only].counted}`,
    );
  const owned = (person: StaffMember) =>
    countLink(
      `${DESK_PATHS.home}?owner=${person.id}`,
      plain && filters.only === undefined && filters.owner === person.id,
      escaped`${person.name}: <strong>${String(counts.owners.get(person.id) ?? 0)}</strong>`,
    );
  return escaped`<section class="counts" aria-labelledby="counts">
<h2 id="counts">${String(counts.open)} open</h2>
<ul>${shown("overdue")}${shown("due-soon")}${countLink(
    `${DESK_PATHS.home}?owner=nobody`,
    plain && filters.only === undefined && filters.owner === "nobody",
    escaped`<strong>${String(counts.nobodys)}</strong> nobody's`,
  )}${QUEUE_ONLY.slice(2).map(shown)}</ul>
${
  counts.owners.size > 0 &&
  escaped`<h3>Open by officer</h3>
<ul>${staff.filter((person) => counts.owners.has(person.id)).map(owned)}</ul>`
}
</section>`;
}

/** The owner filter's options: anyone's, mine, nobody's, and each officer still on the desk. */
function ownerOptions(filters: QueueFilters, staff: StaffMember[]): SafeHtml {
  const chosen = String(filters.owner);
  const onDesk = staff.filter((person) => person.removedAt === null);
  const labels = personLabels(onDesk);
  const officers = onDesk.map((person) => option(String(person.id), labels.get(person.id)!, chosen));
  return escaped`${option("anyone", "Anyone's", chosen)}${option("mine", "Mine", chosen)}${option("nobody", "Nobody's", chosen)}<optgroup label="Officers">${officers}</optgroup>`;
}

export interface QueueSurroundings {
  counts: QueueCounts;
  /** Everyone on the desk, those still on it first (staff.ts): the owners' names and the owner filter's options. */
  staff: StaffMember[];
  /** What the days are counted to. */
  now: Date;
}

/** Page `page` of the queue, its `rows` QUEUE_PAGE_ROWS at most, of the `total` that the filters keep. */
export function queuePage(
  person: StaffMember,
  filters: QueueFilters,
  { rows, total, page }: QueuePage,
  { counts, staff, now }: QueueSurroundings,
) {
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_ROWS));
  const first = (page - 1) * QUEUE_PAGE_ROWS + 1;
  const list =
    rows.length === 0
      ? escaped`<p>${nothing(filters)}</p>`
      : escaped`<table class="queue">
<thead><tr><th scope="col">Reference</th><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Received</th><th scope="col">Step</th><th scope="col">Owner</th><th scope="col">Days</th></tr></thead>
<tbody>${rows.map(queueRow(now))}</tbody>
</table>`;
  const title = filters.closed === "recent" ? "Recently closed" : "Open claims and quotes";
  return deskPage({
    title,
    signedIn: person,
    body: escaped`<h1>${title}</h1>
${countLinks(filters, counts, staff)}
<form method="post" action="${DESK_PATHS.home}" class="search" role="search">
<label for="search">Reference, name, e-mail, phone or policy number</label>
<div class="search-row"><input id="search" name="search" type="search" value="${filters.search ?? ""}" maxlength="200" autocomplete="off">
${keptFilters(filters)}
<button type="submit">Search</button></div>
<label class="tick"><input type="checkbox" name="closed" value="included"${filters.closed === "included" && escaped` checked`}> Include closed</label>
</form>
<details class="filter"${(filtered(filters) || filters.order !== "work") && escaped` open`}><summary>Filter</summary>
<form method="get" action="${DESK_PATHS.home}" class="filters">
<label>Show <select name="kind">${option("", "Claims and quotes", filters.kind)}${option("claim", "Claims", filters.kind)}${option("quote", "Quotes", filters.kind)}</select></label>
<label>Step <select name="step">${option("", "Any step", filters.step)}<optgroup label="Claims">${stepOptions(claimSteps, filters.step)}</optgroup><optgroup label="Quotes">${stepOptions(quoteSteps, filters.step)}</optgroup></select></label>
<label>Owner <select name="owner">${ownerOptions(filters, staff)}</select></label>
<label>Only <select name="only">${option("", "Everything", filters.only)}${QUEUE_ONLY.map((only) => option(only, onlyWords[only].option, filters.only))}</select></label>
<label>Order <select name="order">${option("work", "What needs doing first", filters.order)}${option("days-left", "Fewest days left first", filters.order)}${option("newest", "Newest first", filters.order)}</select></label>
<button type="submit">Show</button>
</form>
</details>
<p class="queue-links">${narrowed(filters) && escaped`<a href="${DESK_PATHS.home}">Clear search</a>`}${filters.closed !== "recent" && escaped`<a href="${DESK_PATHS.home}?closed=recent">Recently closed</a>`}</p>
<p class="count">${count(total, filters, first, first + rows.length - 1)}</p>
${list}
${pageButtons(filters, page, pages)}`,
  });
}
