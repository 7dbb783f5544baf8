/**
 * "Who has looked at this" on a submission's page: the desk's record for its reference (storage/desk-progress/desk-record.ts),
 * newest first, each line who (their name as the record kept it), what and when in Lagos time, so that a supervisor
 * sees it without the command line. Lines in a row by one person viewing it again (a page reloaded) or opening its
 * documents are one line with a count, and the list stops at LINES_SHOWN with how many earlier lines `audit` prints.
 */
import { lagosTime } from "../../mail/lagos-time";
import { escaped } from "../../safe-html";
import type { RecordEntry } from "../../storage/desk-progress/desk-record";

export const LINES_SHOWN = 20;

function whoOf({ actor, staffId, staffName }: RecordEntry): string {
  if (staffId !== null) return actor === "command line" ? `${staffName} (command line)` : staffName!;
  return { desk: "Someone", "command line": "The command line", service: "The service", customer: "The customer" }[
    actor
  ];
}

/** A list of numbers in words: "1", "1 and 2", "1, 2 and 4". */
function numbered(numbers: number[]): string {
  const last = numbers.at(-1)!;
  return numbers.length === 1 ? `${last}` : `${numbers.slice(0, -1).join(", ")} and ${last}`;
}

function whatOf({ action, document, what }: RecordEntry, documents: number[]): string {
  switch (action) {
    case "viewed":
      // A look at something of its own (a claim pack's cover sheet, its zip) says what.
      return what ?? "viewed it";
    case "opened a document":
      return documents.length === 1 ? `opened document ${documents[0]}` : `opened documents ${numbered(documents)}`;
    case "changed":
      return `changed it: ${what}`;
    case "sent a document":
      return `${what} as document ${document! + 1}`;
    case "added a document":
      return `added document ${document! + 1}, ${what}`;
    case "opened the claim page":
      return "opened their claim's page";
    case "erased":
      return `erased it; reason: ${what}`;
    case "recorded an answer from an insurer":
      return `recorded ${what}`;
    case "opened an attachment":
      return `opened ${what}`;
    case "wrote a message":
      return `wrote ${what}`;
    default:
      return action;
  }
}

interface Line {
  latest: RecordEntry;
  earliest: RecordEntry;
  times: number;
  /** The documents opened, from 1, for a line of documents opened. */
  documents: Set<number>;
}

/** Whether `entry` runs on from `line`: one person viewing again, or opening documents (any of them) again. */
const runsOn = ({ earliest }: Line, entry: RecordEntry) =>
  earliest.actor === entry.actor &&
  earliest.staffId === entry.staffId &&
  earliest.action === entry.action &&
  earliest.what === entry.what &&
  (entry.action === "viewed" || entry.action === "opened a document");

/** The record's lines for one reference, oldest first as `entries` gives them, newest first and run together. */
function linesOf(entries: readonly RecordEntry[]): Line[] {
  const lines: Line[] = [];
  for (const entry of [...entries].reverse()) {
    const last = lines.at(-1);
    const line =
      last && runsOn(last, entry) ? last : { latest: entry, earliest: entry, times: 0, documents: new Set<number>() };
    if (line !== last) lines.push(line);
    line.earliest = entry;
    line.times += 1;
    if (entry.document !== null) line.documents.add(entry.document + 1);
  }
  return lines;
}

const row = ({ latest, earliest, times, documents }: Line) =>
  escaped`<tr><td><time datetime="${latest.at}">${lagosTime(latest.at)}</time></td><td>${whoOf(latest)}</td>
<td>${whatOf(
    latest,
    [...documents].sort((a, b) => a - b),
  )}${times > 1 && escaped` <span class="quiet-text">(${String(times)} times since ${lagosTime(earliest.at)})</span>`}</td></tr>`;

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
