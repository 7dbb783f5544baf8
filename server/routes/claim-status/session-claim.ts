/**
 * The claim a request's session is for, when it is the one its address names: the claim's page and its uploads
 * answer nothing else. Without a live session: 401 and the way to a new link; a session of another claim (or a
 * quote's reference): 404, as for a claim that is not there.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { firstStep, stepOf } from "../../../form-contract/steps/steps";
import { randomBytes } from "node:crypto";
import { shownToCustomer } from "../../claim-status/customer-messages";
import { claimPage, type ClaimPageContent } from "../../claim-status/pages/claim-page";
import type { MessageForm } from "../../claim-status/pages/conversation";
import { notYourClaimPage, sessionEndedPage } from "../../claim-status/pages/link-pages";
import type { StoredSubmission } from "../../storage/submissions/submission-store";

export interface SessionClaim {
  submissionId: number;
  submission: StoredSubmission;
}

export type NoClaim = { status: 401 | 404; page: string };

export function claimOfSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reference: string,
): SessionClaim | NoClaim {
  const submissionId = app.claimStatus.sessionClaim(request);
  if (submissionId === undefined) return { status: 401, page: sessionEndedPage() };
  const submission = app.submissions.byId(submissionId);
  if (submission?.reference !== reference || submission.kind !== "claim") {
    return { status: 404, page: notYourClaimPage() };
  }
  return { submissionId, submission };
}

/** A one-time token for the page's "Write to the claims team": 128 random bits (customer-messages.ts's FORM_TOKEN). */
const formToken = () => randomBytes(16).toString("base64url");

/**
 * The claim's page as it stands now (its timeline read here, for a page only: a document accepted needs none), with
 * what the request adds (a document received, one refused, a message sent, or one sent back with its token and
 * text). Each page shown afresh carries a new token for its message form.
 */
export function claimPageOf(
  app: FastifyInstance,
  { submission }: SessionClaim,
  {
    message,
    ...extra
  }: Pick<ClaimPageContent, "received" | "problem" | "uploadScript"> & {
    message?: Partial<MessageForm>;
  },
): string {
  const { claimStatus } = app;
  return claimPage({
    submission,
    firstStep: stepOf("claim", firstStep.claim)!,
    // Undefined only for a claim erased between this read and the one before.
    timeline: app.desk.progress.timeline(submission.reference) ?? [],
    contacts: app.company,
    asked: claimStatus.documents.asked(submission.reference),
    // An answer that moved the claim is in its timeline already, with the move's details.
    insurer: app.desk.answers
      .of(submission.reference)
      .filter(({ version }) => version === null)
      .map(({ kind, details, recordedAt }) => ({ step: kind.step, details, at: recordedAt })),
    conversation: {
      messages: app.messages.ofSubmission(submission.reference).filter(shownToCustomer),
      brokerage: app.company.shortName,
      form: { token: formToken(), text: "", ...message },
    },
    ...extra,
  });
}
