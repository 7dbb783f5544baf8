/**
 * The submission page's "Add a document": a plain multipart form (no script needed) under its documents, for a
 * document that reached the brokerage another way (an e-mail, WhatsApp, an office, the insurer), with where it came
 * from and, while the claim waits for documents, which of those still missing it is. Sent back, it keeps the choices
 * made (a file is never sent back: it is chosen again) and ties each problem to its field.
 */
import { acceptAttribute, MAX_DOCUMENTS } from "../../../form-contract/claim/documents";
import { UPLOAD_HINT } from "../../claim-status/pages/asked-documents";
import { escaped } from "../../safe-html";
import type { AskedDocuments } from "../../storage/claim-status/customer-documents";
import { submissionPath } from "../desk-paths";
import { DOCUMENT_SOURCES } from "../document-sources";
import type { ProblemLink } from "./error-summary";
import { option } from "./select-option";
import type { Retry } from "./submission-changes";

/** The form's name in a Retry, and its fields' names as posted. */
export const ADD_DOCUMENT_FORM = "add-document";
export const addDocumentFields = { document: "document", source: "source", askedFor: "askedFor" } as const;

export const addDocumentMessages = {
  noFile: "Choose the document's file.",
  noSource: "Say where the document came from.",
  notAsked: "The claim is not waiting for that document any more: choose from the list as it is now.",
  tooMany: `The claim has ${String(MAX_DOCUMENTS)} files for that document already.`,
} as const;

const FILE_ID = "add-document-file";
const SOURCE_ID = "add-document-source-1";
const ASKED_FOR_ID = "add-document-asked-for";

/** The field a problem with the form is about: its source, the document it answers, else its file. */
function fieldOf(problem: string) {
  if (problem === addDocumentMessages.noSource) return SOURCE_ID;
  if (problem === addDocumentMessages.notAsked || problem === addDocumentMessages.tooMany) return ASKED_FOR_ID;
  return FILE_ID;
}

export const addDocumentProblemLinks = (retry: Retry): ProblemLink[] =>
  retry.problems.map((text) => ({ text, field: fieldOf(text) }));

export function addDocumentForm(reference: string, asked: AskedDocuments | undefined, retry: Retry | undefined) {
  const sent = retry?.form === ADD_DOCUMENT_FORM ? retry : undefined;
  const problemsAt = (id: string) => sent?.problems.filter((problem) => fieldOf(problem) === id) ?? [];
  const tied = (id: string, hint?: string) => {
    const problems = problemsAt(id);
    const describedBy = [problems.length > 0 && `${id}-problem`, hint].filter(Boolean).join(" ");
    return {
      attributes: escaped`${describedBy !== "" && escaped` aria-describedby="${describedBy}"`}${problems.length > 0 && escaped` aria-invalid="true"`}`,
      message: problems.length > 0 && escaped`<p class="field-problem" id="${id}-problem">${problems.join(" ")}</p>`,
    };
  };
  const chosen = (name: string) => {
    const value = sent?.values[name];
    return typeof value === "string" ? value : undefined;
  };
  const file = tied(FILE_ID, `${FILE_ID}-hint`);
  const source = tied(SOURCE_ID);
  const askedFor = tied(ASKED_FOR_ID);
  const missing = asked?.missing ?? [];
  return escaped`<form method="post" action="${submissionPath(reference)}/documents" enctype="multipart/form-data" class="change" id="add-document">
<h3>Add a document</h3>
<label for="${FILE_ID}">The document</label>${file.message}
<p class="quiet-text" id="${FILE_ID}-hint">${UPLOAD_HINT}</p>
<input id="${FILE_ID}" type="file" name="${addDocumentFields.document}" required accept="${acceptAttribute}"${file.attributes}>
<fieldset${source.attributes}><legend>Where it came from</legend>${source.message}
${DOCUMENT_SOURCES.map(
  ({ key, label }, index) =>
    escaped`<label class="tick"><input type="radio" name="${addDocumentFields.source}" value="${key}" id="add-document-source-${String(index + 1)}" required${chosen(addDocumentFields.source) === key && escaped` checked`}> ${label}</label>`,
)}
</fieldset>
${
  missing.length > 0
    ? escaped`<label for="${ASKED_FOR_ID}">This is the document the claim was waiting for (if it is one)</label>${askedFor.message}
<select id="${ASKED_FOR_ID}" name="${addDocumentFields.askedFor}"${askedFor.attributes}>${option("", "None of them", chosen(addDocumentFields.askedFor))}${missing.map(
        (name) => option(name, name, chosen(addDocumentFields.askedFor)),
      )}</select>`
    : problemsAt(ASKED_FOR_ID).length > 0 &&
      escaped`<p class="field-problem" id="${ASKED_FOR_ID}" tabindex="-1">${problemsAt(ASKED_FOR_ID).join(" ")}</p>`
}
<button type="submit">Add the document</button>
</form>`;
}
