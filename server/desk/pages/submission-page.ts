/**
 * A submission's page on the desk: where it stands, every field as sent (in staff's words, as their e-mail gives
 * them), its documents to open or download (each photo as a thumbnail that opens it) and what the customer was asked
 * for, its timeline (each change with who and when, each document the customer sent or staff added since), who has
 * looked at it (who-has-looked.ts), and the forms that change it (submission-changes.ts) or add a document to a
 * claim (document-add-form.ts), and the claim's clock with its insurer (insurer-clock-section.ts). Laid out as a
 * helpdesk's ticket: where it stands, its owner and the moves in a column of their own, beside what was sent and
 * the timeline from 1024 px, above them on a phone. At the top, what the
 * person's change or added document just did, or the problems with the form that came back (error-summary.ts).
 */
import { formatFileSize } from "../../../form-contract/claim/documents";
import { lagosTime } from "../../mail/lagos-time";
import { staffDetails, type Detail } from "../../mail/staff-details";
import { stepOf } from "../../../form-contract/steps/steps";
import { escaped, type SafeHtml } from "../../safe-html";
import type { AskedDocuments } from "../../storage/claim-status/customer-documents";
import type { RecordEntry } from "../../storage/desk-progress/desk-record";
import type { Thumbnail } from "../../storage/documents/thumbnails";
import type { StaffMember } from "../../storage/desk-people/staff";
import type { SubmissionState, TimelineEntry } from "../../storage/desk-progress/submission-progress";
import type { StoredSubmission } from "../../storage/submissions/submission-store";
import { DESK_PATHS, documentPath, thumbnailPath } from "../desk-paths";
import type { ProductDocuments } from "../claim-documents";
import { assignForm, moveForms, noteForm, problemLinks, type EmailPreview, type Retry } from "./submission-changes";
import { ADD_DOCUMENT_FORM, addDocumentForm, addDocumentProblemLinks } from "./document-add-form";
import { fromWords } from "../document-sources";
import { claimDays } from "../settlement-days";
import { documentKind } from "../document-kinds";
import { deskPage } from "./desk-page";
import { errorSummary } from "./error-summary";
import { askedOnDesk } from "./documents-asked";
import { whoHasLooked } from "./who-has-looked";
import { claimPackForm, PACK_FORM, packProblemLinks, packWords } from "./claim-pack-form";
import type { ClaimPack } from "../../storage/claim-packs/claim-packs";
import type { InsurerChoice } from "../../storage/insurers/insurers";
import { PACK_STEP } from "../../storage/claim-packs/claim-packs";
import type { InsurerAnswer } from "../../storage/claim-packs/insurer-answers";
import type { InsurerChase, InsurerClock } from "../../storage/claim-packs/insurer-chases";
import {
  chaseWords,
  clockDoneWords,
  clockProblemLinks,
  insurerClockSection,
  isClockForm,
} from "./insurer-clock-section";
import {
  answeredWords,
  answerProblemLinks,
  answerWords,
  insurerAnswerForms,
  isAnswerForm,
} from "./insurer-answer-forms";
import type { ClaimMessage } from "../../storage/messages/claim-messages";
import { isMarkForm, markProblemLinks, messageWords, type MessageItemsContext } from "./message-items";
import { isWriteForm, writeForms, writeProblemLinks, type WriteTo } from "./write-forms";

const kindWords = { claim: "Claim", quote: "Quote request" } as const;

/** Lines a person wrote, each a paragraph. */
const paragraphs = (text: string) => text.split("\n").map((line) => escaped`<p>${line}</p>`);

const detail = ({ label, text, href, multiLine }: Detail) =>
  escaped`<dt>${label}</dt><dd>${multiLine ? paragraphs(text) : href ? escaped`<a href="${href}">${text}</a>` : text}</dd>`;

/** A photo's thumbnail, a link that opens the photo; lazy, since a claim may have ten below the fold. */
const thumbnailLink = (path: string, src: string, name: string, { width, height }: Thumbnail) =>
  escaped`<a class="thumbnail" href="${path}"><img src="${src}" alt="${name}" width="${String(width)}" height="${String(height)}" loading="lazy"></a>`;

type StoredDocument = StoredSubmission["documents"][number];

/** How a document that came after the claim came: "Added by Ada Okafor, from WhatsApp, Sun 29 Nov 2026, 10:12 WAT". */
function cameWords(document: StoredDocument) {
  const asked = document.askedFor !== null && escaped` for ${document.askedFor}`;
  const at = lagosTime(document.receivedAt);
  if (document.source !== null) {
    return escaped` <span class="quiet-text">Added by ${document.addedByName ?? "staff"}, ${fromWords(document.source)}${asked}, ${at}</span>`;
  }
  return document.askedFor !== null && escaped` <span class="quiet-text">sent by the customer${asked}, ${at}</span>`;
}

function documentItem(reference: string, document: StoredDocument, thumbnail: Thumbnail | undefined) {
  const kind = documentKind(document.mediaType);
  const opens = document.mediaType === "application/pdf" || document.mediaType.startsWith("image/");
  const path = documentPath(reference, document.position);
  const sent = cameWords(document);
  const about = escaped`<span>${document.originalName}</span> <span class="quiet-text">${kind}, ${formatFileSize(document.size)}</span>${sent}
${opens && escaped`<a href="${path}">Open</a>`} <a href="${path}?download">Download</a>`;
  if (!thumbnail) return escaped`<li>${about}</li>`;
  const src = thumbnailPath(reference, document.position);
  return escaped`<li>${thumbnailLink(path, src, document.originalName, thumbnail)}<div class="about">${about}</div></li>`;
}

function entryWords(entry: TimelineEntry): SafeHtml {
  switch (entry.kind) {
    case "step":
      return escaped`<p>${entry.by.name} moved it to ${entry.step.staffSee}.</p>
${entry.detailLines.map((line) => escaped`<p>${line}</p>`)}
${entry.message !== null && escaped`<p>Message for the customer:</p><blockquote>${paragraphs(entry.message)}</blockquote>`}
<p>${entry.customerTold ? "The customer was e-mailed." : "The customer was not e-mailed."}</p>`;
    case "note":
      return escaped`<p>${entry.by.name} wrote a note:</p><blockquote>${paragraphs(entry.note)}</blockquote>`;
    case "assignment":
      return escaped`<p>${entry.by.name} assigned it to ${entry.owner?.name ?? "nobody"}.</p>`;
  }
}

/** Each change's line is `change-VERSION`, where the page a note leads back to opens; each message's `message-ID`. */
const timelineItem = (at: string, words: SafeHtml, version?: number, id?: string) =>
  escaped`<li${version !== undefined ? escaped` id="change-${String(version)}"` : id !== undefined && escaped` id="${id}"`}><time datetime="${at}">${lagosTime(at)}</time>${words}</li>`;

/** A document that came after the claim, in the timeline's words; undefined for one that came with it. */
function documentCame(document: StoredDocument): SafeHtml | undefined {
  const asked = document.askedFor !== null && escaped` for ${document.askedFor}`;
  if (document.source !== null) {
    return escaped`<p>${document.addedByName ?? "Staff"} added ${document.originalName}, ${fromWords(document.source)}${asked}.</p>`;
  }
  return document.askedFor === null ? undefined : escaped`<p>The customer sent ${document.originalName}${asked}.</p>`;
}

/** Staff's changes, the claim packs sent, the insurer's answers, the documents and messages that came since, in order. */
function timelineItems(
  submission: StoredSubmission,
  timeline: readonly TimelineEntry[],
  packs: readonly ClaimPack[],
  answers: readonly InsurerAnswer[],
  chases: readonly InsurerChase[],
  messages: readonly ClaimMessage[],
  messageContext: MessageItemsContext,
): SafeHtml[] {
  const sent = submission.documents.flatMap((document) => {
    const words = documentCame(document);
    return words === undefined ? [] : [{ at: document.receivedAt, words, version: undefined }];
  });
  const changes = timeline.map((entry) => ({ at: entry.at, words: entryWords(entry), version: entry.version }));
  const packed = packs.map((pack) => ({
    at: pack.madeAt,
    words: packWords(submission, pack),
    version: undefined,
  }));
  const answered = answers.map((answer) => ({
    at: answer.recordedAt,
    words: answerWords(submission, answer),
    version: undefined,
  }));
  const chased = chases.map((chase) => ({ at: chase.chasedAt, words: chaseWords(chase), version: undefined }));
  const written = messages.map((message) => ({
    at: message.arrivedAt,
    words: messageWords(message, messageContext),
    version: undefined,
    id: `message-${String(message.id)}`,
  }));
  const items: { at: string; words: SafeHtml; version: number | undefined; id?: string }[] = [
    ...changes,
    ...packed,
    ...answered,
    ...chased,
    ...sent,
    ...written,
  ];
  return items
    .sort((a, b) => a.at.localeCompare(b.at))
    .map(({ at, words, version, id }) => timelineItem(at, words, version, id));
}

/** What a change the person made did, in a line: "Moved to With the insurer; the customer was e-mailed." */
function doneWords(entry: TimelineEntry): string {
  switch (entry.kind) {
    case "step":
      return `Moved to ${entry.step.staffSee}; the customer was ${entry.customerTold ? "" : "not "}e-mailed.`;
    case "note":
      return "Note added.";
    case "assignment":
      return `Assigned to ${entry.owner?.name ?? "nobody"}.`;
  }
}

/** What adding a document did, in a line: "Added scan.pdf for Police report." */
const addedWords = (document: StoredDocument) =>
  `Added ${document.originalName}${document.askedFor === null ? "" : ` for ${document.askedFor}`}.`;

export interface SubmissionPageOptions {
  /** Everyone on the desk, to assign it to. */
  people: StaffMember[];
  /** The documents its claim type lists, to ask for, by product. */
  documents: ProductDocuments[];
  /** Its photos' thumbnails, by position: a photo without one (it cannot be read) has its links alone. */
  thumbnails: ReadonlyMap<number, Thumbnail>;
  /** What it waits for from the customer, at "Waiting for documents". */
  asked?: AskedDocuments;
  /** The desk's record for it, oldest first, this view included. */
  looked: readonly RecordEntry[];
  /** A form sent back, with what it held and its problems. */
  retry?: Retry;
  /** Why the form was sent back, said at the top. */
  notice?: string;
  /** The version of the person's own change the page was led back to after, said at the top. */
  changed?: number;
  /** The position of the document the person just added, which the page was led back to after, said at the top. */
  added?: number;
  /** The e-mail a move would send, asked for from its form. */
  preview?: EmailPreview;
  /** Why the customer cannot be e-mailed of a move; absent when they can. */
  unreachable?: string;
  /** The insurers a claim pack may go to. */
  insurers?: readonly InsurerChoice[];
  /** The claim packs sent, for the timeline. */
  packs?: readonly ClaimPack[];
  /** The insurer's answers recorded, for the timeline. */
  answers?: readonly InsurerAnswer[];
  /** The answer the person just recorded, which the page was led back to after, said at the top. */
  answered?: number;
  /** The claim's clock with its insurer; undefined for a claim never sent. */
  clock?: InsurerClock;
  /** The chases of the insurer, for the timeline. */
  chases?: readonly InsurerChase[];
  /** What the person just did to the clock, which the page was led back to after, said at the top. */
  clockSaid?: "chased" | "follow-up";
  /** Its messages, for the timeline. */
  messages?: readonly ClaimMessage[];
  /** Whom "Write to the customer" and "Write to the insurer" write to; the insurer's only once it went to one. */
  writeTo?: { customer: WriteTo; insurer?: WriteTo };
  /** The message the person just wrote, which the page was led back to after, said at the top. */
  wrote?: number;
  now?: Date;
}

export function submissionPage(
  person: StaffMember,
  submission: StoredSubmission,
  state: SubmissionState,
  timeline: TimelineEntry[],
  {
    people,
    documents: claimDocuments,
    thumbnails,
    asked,
    looked,
    retry,
    notice,
    changed,
    added,
    preview,
    unreachable,
    insurers = [],
    packs = [],
    answers = [],
    answered,
    clock,
    chases = [],
    clockSaid,
    messages = [],
    writeTo,
    wrote,
    now = new Date(),
  }: SubmissionPageOptions,
) {
  const { reference, kind } = submission;
  const claimNumber = answers.filter((answer) => answer.kind.key === "acknowledged").at(-1)?.details.insurerClaimNumber;
  const known = typeof claimNumber === "string" ? { insurerClaimNumber: claimNumber } : undefined;
  const context = { reference, state, retry, unreachable, preview, known };
  const nextSteps = state.step.next.map((key) => stepOf(kind, key)!);
  const closed = state.closedAt === null ? null : { step: state.step.staffSee, at: state.closedAt };
  const days = kind === "claim" && claimDays(submission.receivedAt, closed, now);
  const documents =
    submission.documents.length === 0
      ? escaped`<p>No documents.</p>`
      : escaped`<ul class="documents">${submission.documents.map((document) =>
          documentItem(reference, document, thumbnails.get(document.position)),
        )}</ul>`;
  const done = timeline.find((entry) => entry.version === changed && entry.by.id === person.id);
  const addedNow = submission.documents.find(
    (document) => document.position === added && document.addedById === person.id,
  );
  const answeredNow = answers.find((answer) => answer.id === answered && answer.staffId === person.id);
  const movedBy = answeredNow && timeline.find((entry) => entry.version === answeredNow.version);
  const wroteNow = messages.find((message) => message.id === wrote && message.staffId === person.id);
  const saidDone = done
    ? doneWords(done)
    : answeredNow
      ? answeredWords(answeredNow, movedBy?.kind === "step" && movedBy.customerTold)
      : wroteNow
        ? `Message written to ${wroteNow.recipient === "insurer" ? "the insurer" : "the customer"}: it goes by e-mail now.`
        : addedNow
          ? addedWords(addedNow)
          : clockSaid && clockDoneWords(clockSaid, clock);
  // The insurer the claim last went to, whose answers the side column records while it is open.
  const sentTo = timeline.filter((entry) => entry.kind === "step" && entry.step.key === PACK_STEP).at(-1);
  const answering = kind === "claim" && !state.step.closed && sentTo?.kind === "step" && sentTo.details.insurer;
  const offer = timeline.filter((entry) => entry.kind === "step" && entry.step.key === "offer-made").at(-1);
  const offered = offer?.kind === "step" && typeof offer.details.amount === "number" ? offer.details.amount : undefined;
  return deskPage({
    title: `${notice === undefined ? "" : "Error: "}${kindWords[kind]} ${reference}`,
    signedIn: person,
    body: escaped`<p><a href="${DESK_PATHS.home}">Back to the queue</a></p>
<h1>${kindWords[kind]} <span class="reference">${reference}</span></h1>
${
  notice !== undefined &&
  errorSummary(
    retry?.form === ADD_DOCUMENT_FORM
      ? addDocumentProblemLinks(retry)
      : retry?.form === PACK_FORM
        ? packProblemLinks(retry, notice)
        : retry !== undefined && isClockForm(retry.form)
          ? clockProblemLinks(retry, notice)
          : retry !== undefined && isAnswerForm(retry.form)
            ? answerProblemLinks(retry, notice, claimDocuments)
            : retry !== undefined && isWriteForm(retry.form)
              ? writeProblemLinks(retry)
              : retry !== undefined && isMarkForm(retry.form)
                ? markProblemLinks(retry)
                : problemLinks(context, nextSteps, claimDocuments, notice),
  )
}
${saidDone && escaped`<p class="status" id="done" role="status" tabindex="-1">${saidDone}</p>`}
<div class="ticket"><section class="standing" aria-labelledby="standing-title">
<h2 id="standing-title">Where it stands</h2>
<dl class="state"><dt>Step</dt><dd>${state.step.staffSee}</dd><dt>Owner</dt><dd>${state.owner?.name ?? "Nobody"}</dd>
<dt>Received</dt><dd>${lagosTime(submission.receivedAt)}</dd>${days && escaped`<dt>Days</dt><dd>${days}</dd>`}</dl>
${assignForm(context, people, person)}
<h3 id="move">Move it</h3>
${state.step.closed && escaped`<p>It is ${state.step.staffSee}, which is closed: moving it reopens it, with a reason.</p>`}
${moveForms(context, nextSteps, claimDocuments)}
${kind === "claim" && state.step.next.includes(PACK_STEP) && claimPackForm({ submission, version: state.version, insurers, retry, unreachable })}
${kind === "claim" && !state.step.closed && clock && insurerClockSection(reference, clock, retry, now)}
${typeof answering === "string" && insurerAnswerForms(context, submission, answering, claimDocuments, offered, now)}
</section>
<div class="sent-and-timeline">
<h2>What was sent</h2>
<dl class="sent">${staffDetails(submission).map(detail)}</dl>
<h2>Documents</h2>
${documents}
${asked && askedOnDesk(asked)}
${kind === "claim" && addDocumentForm(reference, asked, retry)}
<h2>Timeline</h2>
<ol class="timeline">${timelineItem(submission.receivedAt, escaped`<p>Received from the website.</p>`)}${timelineItems(submission, timeline, packs, answers, chases, messages, { reference, insurers, asked, retry })}</ol>
${noteForm(context)}
${writeTo && writeForms(reference, writeTo.customer, writeTo.insurer, retry)}
${whoHasLooked(reference, looked)}
</div></div>`,
  });
}
