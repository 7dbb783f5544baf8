/**
 * "Who has looked at this" on a submission's page: the desk's record for its reference (storage/desk-record.ts),
 * newest first, each line who (their name as the record kept it), what and when in Lagos time, so that a supervisor
 * sees it without the command line. Lines in a row by one person doing one thing (a page reloaded, a document
 * opened again) are one line with a count, and the list stops at LINES_SHOWN with how many earlier lines `audit`
 * prints.
 */
import { lagosTime } from "../../mail/lagos-time";
import { escaped } from "../../safe-html";
import type { RecordEntry } from "../../storage/desk-record";

export const LINES_SHOWN = 20;

function whoOf({ actor, staffId, staffName }: RecordEntry): string {
  if (staffId !== null) return actor === "command line" ? `${staffName} (command line)` : staffName!;
  return { desk: "Someone", "command line": "The command line", service: "The service", customer: "The customer" }[
    actor
  ];
}

function whatOf({ action, document, what }: RecordEntry): string {
  switch (action) {
    case "viewed":
      return "viewed it";
    case "opened a document":
      return `opened document ${document! + 1}`;
    case "changed":
      return `changed it: ${what}`;
    case "sent a document":
      return `${what} as document ${document! + 1}`;
    case "opened the claim page":
      return "opened their claim's page";
    case "erased":
      return `erased it; reason: ${what}`;
    default:
      return action;
  }
}

interface Line {
  latest: RecordEntry;
  earliest: RecordEntry;
  times: number;
}

const sameDoing = (a: RecordEntry, b: RecordEntry) =>
  a.actor === b.actor && a.staffId === b.staffId && whatOf(a) === whatOf(b);

/** The record's lines for one reference, oldest first as `entries` gives them, newest first and run together. */
function linesOf(entries: readonly RecordEntry[]): Line[] {
  const lines: Line[] = [];
  for (const entry of [...entries].reverse()) {
    const last = lines.at(-1);
    if (last && sameDoing(last.earliest, entry)) {
      last.earliest = entry;
      last.times += 1;
    } else lines.push({ latest: entry, earliest: entry, times: 1 });
  }
  return lines;
}

const row = ({ latest, earliest, times }: Line) =>
  escaped`<tr><td><time datetime="${latest.at}">${lagosTime(latest.at)}</time></td><td>${whoOf(latest)}</td>
<td>${whatOf(latest)}${times > 1 && escaped` <span class="quiet-text">(${String(times)} times since ${lagosTime(earliest.at)})</span>`}</td></tr>`;

export function whoHasLooked(reference: string, entries: readonly RecordEntry[]) {
  const lines = linesOf(entries);
  const shown = lines.slice(0, LINES_SHOWN);
  const more = lines.length - shown.length;
  return escaped`<h2 id="who-has-looked">Who has looked at this</h2>
<table class="looked" aria-labelledby="who-has-looked">
<thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th></tr></thead>
<tbody>${shown.map(row)}</tbody>
</table>
${more > 0 && escaped`<p class="quiet-text">${String(more)} earlier ${more === 1 ? "line is" : "lines are"} not shown: <code>audit --reference ${reference}</code> on the command line prints the whole record.</p>`}`;
}
