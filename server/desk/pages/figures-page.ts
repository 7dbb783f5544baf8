/**
 * /desk/figures: the claims figures for a month, a quarter or a year (claim-figures.ts), chosen in a plain GET form,
 * in two tables, by insurer and by class of business, each with its CSV. Each table scrolls sideways in a region of
 * its own on a narrow screen, named by its caption, which a keyboard can reach and scroll.
 */
import { koboAsNaira } from "../../../form-contract/steps/step-details";
import { lagosTime, writtenDate } from "../../mail/lagos-time";
import { escaped, type SafeHtml } from "../../safe-html";
import type { StaffMember } from "../../storage/desk-people/staff";
import type { ClaimFigures, FiguresRow } from "../claim-figures";
import { DESK_PATHS } from "../desk-paths";
import { COUNT_COLUMNS, DAYS_COLUMNS, MEDIAN } from "../figures-columns";
import type { Period, PeriodKind } from "../figures-period";
import { SETTLEMENT_DAYS } from "../settlement-days";
import { deskPage } from "./desk-page";
import { option } from "./select-option";

const KIND_LABELS: Record<PeriodKind, string> = { quarter: "Quarters", month: "Months", year: "Years" };

function periodForm(chosen: Period, choices: Record<PeriodKind, Period[]>) {
  const groups = (Object.keys(KIND_LABELS) as PeriodKind[]).map(
    (kind) =>
      escaped`<optgroup label="${KIND_LABELS[kind]}">${choices[kind].map((period) => option(period.key, period.label, chosen.key))}</optgroup>`,
  );
  return escaped`<form method="get" action="${DESK_PATHS.figures}" class="change">
<label for="period">Period: a month, a quarter or a year</label>
<select id="period" name="period">${groups}</select>
<button type="submit">Show the figures</button>
</form>`;
}

/**
 * The heading "90th percentile" (the CSV's) with its second word for screen readers alone: a column of days as wide
 * as "percentile" would push the last interval out of a laptop's view.
 */
const NINETIETH_SEEN = escaped`90th<span class="unseen"> percentile</span>`;

const count = (value: number, naira: boolean | undefined) =>
  naira ? koboAsNaira(value) : value.toLocaleString("en-NG");
const days = (value: number | undefined) => (value === undefined ? "–" : String(value));

function table(id: string, caption: string, nameHeading: string, rows: readonly FiguresRow[]): SafeHtml {
  const head = escaped`<thead><tr><th scope="col" rowspan="2">${nameHeading}</th>${COUNT_COLUMNS.map(
    (column) => escaped`<th scope="col" rowspan="2">${column.heading}</th>`,
  )}${DAYS_COLUMNS.map((column) => escaped`<th scope="colgroup" colspan="2">${column.heading}</th>`)}</tr>
<tr>${DAYS_COLUMNS.map(() => escaped`<th scope="col">${MEDIAN}</th><th scope="col">${NINETIETH_SEEN}</th>`)}</tr></thead>`;
  const body = rows.map(
    ({ name, total, figures }) =>
      escaped`<tr${total && escaped` class="total"`}><th scope="row">${name}</th>${COUNT_COLUMNS.map(
        (column) => escaped`<td>${count(column.value(figures), column.naira)}</td>`,
      )}${DAYS_COLUMNS.map((column) => {
        const { median, ninetieth } = column.days(figures);
        return escaped`<td>${days(median)}</td><td>${days(ninetieth)}</td>`;
      })}</tr>`,
  );
  return escaped`<div class="figures-scroll" role="region" aria-labelledby="${id}" tabindex="0">
<table class="figures"><caption id="${id}"><span>${caption}</span></caption>${head}<tbody>${body}</tbody></table></div>`;
}

const csvLink = (path: string, period: Period, what: string) =>
  escaped`<p><a href="${path}?period=${period.key}" download>Download ${what} as CSV</a></p>`;

export interface FiguresPage {
  person: StaffMember;
  figures: ClaimFigures;
  choices: Record<PeriodKind, Period[]>;
  now: Date;
}

export function figuresPage({ person, figures, choices, now }: FiguresPage) {
  const { period, asOf } = figures;
  const openAt =
    asOf.getTime() < now.getTime()
      ? `at the end of the period, ${writtenDate(period.last)}`
      : `now, ${lagosTime(asOf.toISOString())}`;
  return deskPage({
    title: `Claims figures, ${period.label}`,
    signedIn: person,
    body: escaped`<h1>Claims figures</h1>
${periodForm(period, choices)}
<h2 id="period-heading">${period.label}</h2>
<p>From ${writtenDate(period.first)} to ${writtenDate(period.last)}, in Lagos time (WAT). On a narrow screen each table scrolls sideways, its first column staying in view.</p>
<details><summary>How these are counted</summary>
<ul>
<li>A claim counts in the period by the date of the event counted: received in it, first sent to the insurer in it, first offered in it, paid in it (the date paid staff gave), declined or withdrawn in it.</li>
<li>Settled, declined and withdrawn are where the claim stands now: one reopened since is not counted as closed.</li>
<li>Still open: open ${openAt}. Past 60 days: of those, open more than ${String(SETTLEMENT_DAYS)} calendar days since received.</li>
<li>Days are calendar days in Lagos, each counted in the period its last event falls in. The median and the 90th percentile are by nearest rank: of n values in order, the one at rank n × 50 ÷ 100 (or 90), rounded up; the median of an even number of values is the lower of the middle two. A dash (–) means no claim to count.</li>
<li>By insurer: the insurer named at the claim's latest move to With the insurer. By class: the claim type the customer chose, life or non-life business as NAICOM splits its figures (health is counted as non-life).</li>
</ul></details>
<h2>By insurer</h2>
${table("by-insurer", `Claims by insurer, ${period.label}`, "Insurer", figures.byInsurer)}
${csvLink(DESK_PATHS.figuresByInsurerCsv, period, "the figures by insurer")}
<h2>By class of business</h2>
${table("by-class", `Claims by class of business, ${period.label}`, "Class", figures.byClass)}
${csvLink(DESK_PATHS.figuresByClassCsv, period, "the figures by class")}`,
  });
}
