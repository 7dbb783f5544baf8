/**
 * A claim pack on a claim's page: the side column's "Send to the insurer" form (the insurer, the usual insurers of
 * the claim's product first, the documents to include, all ticked unless the form came back otherwise, a covering
 * note, whether it is e-mailed or downloaded for the insurer's portal, and whether to tell the customer), and the
 * timeline's line for each pack (what went, to whom, when, whether its e-mails have gone, or that it was made for a
 * portal), with links to open its cover sheet again and to download the whole pack as a zip. The problems of a form sent back start with
 * their field's label, which ties each to its field (packFieldOf).
 */
import { formatFileSize } from "../../../form-contract/claim/documents";
import { escaped, type SafeHtml } from "../../safe-html";
import type { ClaimPack } from "../../storage/claim-packs/claim-packs";
import type { InsurerChoice } from "../../storage/insurers/insurers";
import type { StoredSubmission } from "../../storage/submissions/submission-store";
import { submissionPath } from "../desk-paths";
import { documentKind } from "../document-kinds";
import type { ProblemLink } from "./error-summary";
import type { Retry } from "./submission-changes";
import { option } from "./select-option";

export const PACK_FORM = "pack";

export const PACK_LABELS = {
  insurer: "The insurer",
  documents: "The documents",
  note: "The covering note",
} as const;

const fieldIds = { insurer: "pack-insurer", documents: "pack-document-1", note: "pack-note" } as const;

/** The field a problem of the pack's form is about, by the label it starts with; the form itself for any other. */
function packFieldOf(problem: string): string {
  const field = (Object.keys(PACK_LABELS) as (keyof typeof PACK_LABELS)[]).find((key) =>
    problem.startsWith(PACK_LABELS[key]),
  );
  return field === undefined ? PACK_FORM : fieldIds[field];
}

/** The pack's form sent back: its problems for the page's error summary, or the refusal, each with its field. */
export function packProblemLinks(retry: Retry, refusal: string): ProblemLink[] {
  const problems = retry.problems.length > 0 ? retry.problems : [refusal];
  return problems.map((text) => ({ text, field: packFieldOf(text) }));
}

export const coverSheetPath = (reference: string, packId: number) =>
  `${submissionPath(reference)}/packs/${String(packId)}/cover-sheet`;
export const packZipPath = (reference: string, packId: number) =>
  `${submissionPath(reference)}/packs/${String(packId)}/download`;

export interface PackFormContext {
  submission: StoredSubmission;
  version: number;
  /** The insurers to choose from, the usual insurers of the claim's product first. */
  insurers: readonly InsurerChoice[];
  retry: Retry | undefined;
  /** Why the customer cannot be e-mailed of the move; undefined when they can. */
  unreachable: string | undefined;
}

/** The problems of the form sent back about one field, and the markup that ties them to it. */
function problemsOf(retry: Retry | undefined, field: keyof typeof PACK_LABELS) {
  const problems = retry?.form === PACK_FORM ? retry.problems.filter((p) => p.startsWith(PACK_LABELS[field])) : [];
  const errorId = `pack-${field}-problem`;
  return {
    attributes: problems.length > 0 ? escaped` aria-invalid="true" aria-describedby="${errorId}"` : escaped``,
    message: problems.length > 0 && escaped`<p class="field-problem" id="${errorId}">${problems.join("; ")}</p>`,
  };
}

export function claimPackForm({ submission, version, insurers, retry, unreachable }: PackFormContext): SafeHtml {
  const back = retry?.form === PACK_FORM ? retry.values : undefined;
  const sent = (name: string) => {
    const value = back?.[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  const chosenInsurer = sent("insurer")[0] ?? (insurers.length === 1 ? String(insurers[0]!.id) : "");
  const ticked = new Set(back ? sent("document") : submission.documents.map(({ position }) => String(position)));
  const tell = back ? sent("tell").includes("yes") : true;
  const portal = sent("delivery")[0] === "portal";
  const choices = (group: readonly InsurerChoice[]) =>
    group.map(({ id, name }) => option(String(id), name, chosenInsurer));
  const usual = insurers.filter((choice) => choice.usual);
  const others = insurers.filter((choice) => !choice.usual);
  const insurer = problemsOf(retry, "insurer");
  const documents = problemsOf(retry, "documents");
  const note = problemsOf(retry, "note");
  const form =
    insurers.length === 0
      ? escaped`<p>No insurer is on the desk yet: add the insurer first, then send the claim.</p>`
      : escaped`<form method="post" action="${submissionPath(submission.reference)}/pack" class="change">
<input type="hidden" name="version" value="${String(version)}">
<label for="pack-insurer">Insurer</label>${insurer.message}
<select id="pack-insurer" name="insurer" required${insurer.attributes}>${option("", "Choose the insurer", chosenInsurer)}${
          usual.length === 0
            ? choices(others)
            : escaped`<optgroup label="Usual for this claim's product">${choices(usual)}</optgroup><optgroup label="Other insurers">${choices(others)}</optgroup>`
        }</select>
<fieldset${documents.attributes}><legend>Documents to include</legend>${documents.message}
${submission.documents.map(
  (document, index) =>
    escaped`<label class="tick"><input type="checkbox" name="document" value="${String(document.position)}" id="pack-document-${String(index + 1)}"${ticked.has(String(document.position)) && escaped` checked`}> ${document.originalName} <span class="quiet-text">${documentKind(document.mediaType)}, ${formatFileSize(document.size)}</span></label>`,
)}</fieldset>
<label for="pack-note">Covering note (on the cover sheet and in the e-mail)</label>${note.message}
<textarea id="pack-note" name="note" rows="4" maxlength="5000"${note.attributes}>${sent("note")[0] ?? ""}</textarea>
<fieldset><legend>How it goes to the insurer</legend>
<label class="tick"><input type="radio" name="delivery" value="email" id="pack-delivery-email"${!portal && escaped` checked`}> Send by e-mail to the claims address</label>
<label class="tick"><input type="radio" name="delivery" value="portal" id="pack-delivery-portal"${portal && escaped` checked`}> Download for the portal (no e-mail: upload the zip there)</label>
</fieldset>
${
  unreachable === undefined
    ? escaped`<label class="tick"><input type="checkbox" name="tell" value="yes" id="pack-tell"${tell && escaped` checked`}> Tell the customer by e-mail</label>`
    : escaped`<p class="quiet-text">${unreachable}</p>`
}
<button type="submit">Send to the insurer</button>
</form>`;
  return escaped`<details id="${PACK_FORM}"${retry?.form === PACK_FORM && escaped` open`}><summary>Send to the insurer</summary>
<p class="quiet-text">The claim goes with a cover sheet and the documents ticked, to the insurer's claims address or as a zip for its portal, and moves to With the insurer.</p>
${form}</details>`;
}

/** "claims@leadway.example and claims2@leadway.example". */
const joined = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)!}`;

/** A pack's line in the timeline: who sent what to whom, whether its e-mails have gone, its cover sheet and zip. */
export function packWords(submission: StoredSubmission, pack: ClaimPack): SafeHtml {
  const byPosition = new Map(submission.documents.map((document) => [document.position, document.originalName]));
  const enclosed = ["the cover sheet", ...pack.documents.map((position) => byPosition.get(position) ?? "")];
  const mails = pack.parts.length === 1 ? "one e-mail" : `${String(pack.parts.length)} e-mails`;
  const went =
    pack.delivery === "portal"
      ? escaped`<p>${pack.staffName} made a claim pack for ${pack.insurerName}'s portal, to download and upload there.</p>`
      : escaped`<p>${pack.staffName} sent a claim pack to ${pack.insurerName}, at ${joined(pack.recipients)}.</p>`;
  const state =
    pack.delivery === "portal"
      ? "Not e-mailed: downloaded for the portal."
      : pack.sentAt === null
        ? `Waiting in the outbox (${mails}).`
        : `E-mailed (${mails}).`;
  return escaped`${went}
<p>Enclosed: ${joined(enclosed)}.</p>
<p>${state}</p>
<p><a href="${coverSheetPath(submission.reference, pack.id)}">Open the cover sheet</a> <a href="${packZipPath(submission.reference, pack.id)}">Download the pack (zip)</a></p>`;
}
