/**
 * The claim a request's session is for, when it is the one its address names: the claim's page and its uploads
 * answer nothing else. Without a live session: 401 and the way to a new link; a session of another claim (or a
 * quote's reference): 404, as for a claim that is not there.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { firstStep, stepOf } from "../../../form-contract/steps/steps";
import { claimPage, type ClaimPageContent } from "../../claim-status/pages/claim-page";
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

/**
 * The claim's page as it stands now (its timeline read here, for a page only: a document accepted needs none), with
 * what the request adds (a document received, one refused).
 */
export function claimPageOf(
  app: FastifyInstance,
  { submission }: SessionClaim,
  extra: Pick<ClaimPageContent, "received" | "problem" | "uploadScript">,
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
    ...extra,
  });
}
