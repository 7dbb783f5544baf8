/**
 * A claim's status page, as its customer sees it. At its top what a worried customer looks for: where it stands in
 * their words and since when, with what staff gave at that step (step-facts.ts: "Offered: ₦1,250,000") and what the
 * insurer said there that did not move it ("Insurer's claim number: LW/MTR/2026/7781"), staff's
 * latest message, and what happens next or what to do, by the date staff set (once every document asked for has
 * come, the step's words for that: the customer has nothing more to send); then the documents asked for at a
 * "documents requested" step as a task list with an upload for each (asked-documents.ts), the messages between the
 * customer and the claims team with the form to write to them (conversation.ts), the reference, the claim
 * type in words and the date filed, the timeline of steps with their facts and staff's messages, the documents
 * received, and who to call. Nothing else of the claim: not its description, not a phone number, not staff's notes
 * or names.
 */
import type { StepDetails } from "../../../form-contract/steps/step-details";
import type { Step } from "../../../form-contract/steps/steps";
import type { Company } from "../../mail/brokerage";
import { choiceLabel } from "../../mail/form-choices";
import { lagosDate, writtenDate } from "../../mail/lagos-time";
import { dialledNumber } from "../../mail/phone-number";
import { customerDue, customerFacts } from "../../mail/step-facts";
import { escaped, type SafeHtml } from "../../safe-html";
import type { AskedDocuments } from "../../storage/claim-status/customer-documents";
import type { TimelineEntry } from "../../storage/desk-progress/submission-progress";
import type { StoredSubmission } from "../../storage/submissions/submission-store";
import { printableFileName, printableLine } from "../../submissions/safe-text";
import { askedDocumentsSection, type UploadProblem } from "./asked-documents";
import { conversationSection, messageProblemSummary, type Conversation } from "./conversation";
import { statusPage } from "./status-page";

/**
 * What an insurer said that left the claim at its step (an acknowledgement's claim number), as the step it belongs
 * to keeps it, and when staff recorded it: shown with the step the claim was at then.
 */
export interface InsurerFacts {
  step: Step;
  details: StepDetails;
  at: string;
}

/**
 * A step the claim reached: the step, when, what staff gave, their message for the customer, if any, and what the
 * insurer said while it was there.
 */
interface StepReached {
  step: Step;
  at: string;
  details: StepDetails;
  message: string | null;
  insurer: readonly InsurerFacts[];
}

/** An instant's calendar day in Lagos, written out: `Tuesday 24 November 2026`. */
const lagosDay = (instant: string) => writtenDate(lagosDate(new Date(instant)));

/**
 * The steps it reached, first the one it started at, each with what the insurer said while it was there; notes and
 * assignments are staff's alone.
 */
function stepsReached(
  submission: StoredSubmission,
  first: Step,
  timeline: readonly TimelineEntry[],
  insurer: readonly InsurerFacts[],
): StepReached[] {
  const start = { step: first, at: submission.receivedAt, details: {}, message: null };
  const reached = [
    start,
    ...timeline.flatMap((entry) =>
      entry.kind === "step" ? [{ step: entry.step, at: entry.at, details: entry.details, message: entry.message }] : [],
    ),
  ];
  return reached.map((step, index) => {
    const until = reached[index + 1]?.at;
    return { ...step, insurer: insurer.filter(({ at }) => at >= step.at && (until === undefined || at < until)) };
  });
}

/**
 * Where the claim stands for its customer: the step it is at, since it got there, and what to do by the date staff
 * set; or, at a step whose documents have all come, that step's words for it, since the last of them came.
 */
function standing(submission: StoredSubmission, current: StepReached, asked: AskedDocuments | undefined) {
  const allIn = current.step.onceDocumentsIn;
  if (!allIn || !asked || asked.missing.length > 0) {
    const due = customerDue(current.step, current.details);
    return { sees: current.step.customerSees, since: current.at, next: current.step.customerNext ?? "", due };
  }
  const lastCame = submission.documents
    .filter((document) => document.askedIn === asked.version)
    .reduce((latest, document) => (document.receivedAt > latest ? document.receivedAt : latest), current.at);
  return { sees: allIn.customerSees, since: lastCame, next: allIn.customerNext, due: undefined };
}

export interface ClaimPageContent {
  submission: StoredSubmission;
  /** The claim's first step, where a claim no one has moved stands. */
  firstStep: Step;
  timeline: readonly TimelineEntry[];
  contacts: Pick<Company, "claimsHotline" | "claimsEmail" | "whatsappNumber">;
  /** What the claim is waiting for from the customer, at a "documents requested" step. */
  asked?: AskedDocuments;
  /** What insurers said that left the claim at its step (storage/claim-packs/insurer-answers.ts), oldest first. */
  insurer?: readonly InsurerFacts[];
  /** The position of a document that just came, to acknowledge. */
  received?: number;
  /** A document refused, to say under its field. */
  problem?: UploadProblem;
  /** The upload script's tag, for a page with uploads. */
  uploadScript?: SafeHtml;
  /** The messages between the customer and the claims team, and the form to write to them (conversation.ts). */
  conversation?: Conversation;
}

/**
 * What staff gave at a step, in the customer's words: "Offered: ₦1,250,000", with what the insurer said there since
 * (a later word of the step's own replacing its field: a revised offer); `key` for the step it stands at.
 */
function factsOf({ step, details, insurer }: StepReached, key = false) {
  const own = insurer.filter((said) => said.step.key === step.key);
  const others = insurer.filter((said) => said.step.key !== step.key);
  const facts = [
    ...customerFacts(step, Object.assign({}, details, ...own.map((said) => said.details)) as StepDetails),
    ...others.flatMap((said) => customerFacts(said.step, said.details)),
  ];
  return (
    facts.length > 0 &&
    escaped`<dl class="${key ? "facts key" : "facts"}">${facts.map(({ label, value }) => escaped`<dt>${label}</dt><dd>${value}</dd>`)}</dl>`
  );
}

/** Staff's latest message for the customer, with the day they wrote it; false when they wrote none. */
function latestMessage(reached: readonly StepReached[]) {
  const latest = reached.filter(({ message }) => message !== null).at(-1);
  return (
    latest !== undefined &&
    escaped`<h2>Our latest message</h2>
<blockquote class="message"><p class="quiet-text">${lagosDay(latest.at)}</p>${paragraphs(latest.message!)}</blockquote>`
  );
}

/** Lines staff wrote, each a paragraph. */
const paragraphs = (text: string) => text.split("\n").map((line) => escaped`<p>${line}</p>`);

/** Says which document just came, if `position` is one the customer sent from this page. */
function receivedNotice(submission: StoredSubmission, position: number | undefined) {
  const document = submission.documents.find((candidate) => candidate.position === position);
  return (
    document?.askedFor != null &&
    escaped`<p class="status" role="status">Thank you: we have received ${printableFileName(document.originalName)} for ${document.askedFor}.</p>`
  );
}

export function claimPage({
  submission,
  firstStep,
  timeline,
  contacts,
  asked,
  insurer = [],
  received,
  problem,
  uploadScript,
  conversation,
}: ClaimPageContent): string {
  const { reference } = submission;
  const claimType = printableLine(submission.fields.claimType);
  const reached = stepsReached(submission, firstStep, timeline, insurer);
  const current = reached.at(-1)!;
  const { sees, since, next, due } = standing(submission, current, asked);
  const hotline = dialledNumber(contacts.claimsHotline);
  const whatsapp = dialledNumber(contacts.whatsappNumber);
  return statusPage({
    title: `Claim ${reference}`,
    script: asked && uploadScript,
    inSession: true,
    body: escaped`<h1>Claim <span class="reference">${reference}</span></h1>
${conversation && messageProblemSummary(conversation.form)}
${receivedNotice(submission, received)}
${problem !== undefined && !(problem.askedFor !== undefined && asked?.asked.includes(problem.askedFor)) && escaped`<p class="status problem" role="alert">${problem.message}</p>`}
<h2>Where it stands</h2>
<p class="current">${sees}</p>
<p>Since ${lagosDay(since)}</p>
${factsOf(current, true)}
${latestMessage(reached)}
<h2>What happens next</h2>
<p>${next}</p>
${due !== undefined && escaped`<p class="due">${due}</p>`}
${asked && askedDocumentsSection(submission, asked, contacts, lagosDay, problem)}
${conversation && conversationSection(reference, conversation)}
<h2>Your claim</h2>
<dl class="facts">
<dt>Reference</dt><dd><span class="reference">${reference}</span></dd>
<dt>Claim type</dt><dd>${choiceLabel("claimType", claimType) ?? claimType}</dd>
<dt>Filed</dt><dd>${lagosDay(submission.receivedAt)}</dd>
</dl>
<h2>What has happened</h2>
<ol class="timeline">${reached.map(
      (step) =>
        escaped`<li><strong>${step.step.customerSees}</strong>, ${lagosDay(step.at)}${factsOf(step)}${step.message !== null && paragraphs(step.message)}</li>`,
    )}</ol>
<h2>Documents we have</h2>
${
  submission.documents.length > 0
    ? escaped`<ul>${submission.documents.map(
        (document) =>
          escaped`<li>${printableFileName(document.originalName)}, received ${lagosDay(document.receivedAt)}</li>`,
      )}</ul>`
    : escaped`<p>None yet.</p>`
}
<h2>Questions? Call or write to us</h2>
<ul>
<li>Claims hotline: <a href="${hotline.href ?? ""}">${hotline.national}</a></li>
<li>E-mail: <a href="mailto:${contacts.claimsEmail}">${contacts.claimsEmail}</a></li>
<li>WhatsApp: <a href="https://wa.me/${contacts.whatsappNumber.replace(/\D/g, "")}">${whatsapp.national}</a></li>
</ul>`,
  });
}
