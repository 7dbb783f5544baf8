/**
 * The claim's clock with its insurer, from its page (desk/pages/insurer-clock-section.ts,
 * storage/claim-packs/insurer-chases.ts): POST /desk/submissions/REF/follow-up sets the follow-up date staff chose
 * (today or later), …/chase e-mails the insurer a reminder through the outbox and moves the date on. Done, back to
 * the page (303) at `?clock=follow-up` or `?clock=chased`, which says what it did; refused, the page again with why
 * (400), as a move is answered. Neither changes the claim's version: a chase is not a move.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { DESK_PATHS, submissionPath } from "../../desk/desk-paths";
import { CLOCK, FOLLOW_UP_FORM } from "../../desk/pages/insurer-clock-section";
import type { ChangeOutcome } from "../../storage/desk-progress/submission-progress";

type Sent = Record<string, string | string[] | undefined>;
type ClockRequest = FastifyRequest<{ Params: { reference: string }; Body: Sent | undefined }>;

interface Options {
  /** The claim's page again with the form as sent and why it was refused, as submission.ts answers a change. */
  answer: (request: ClockRequest, reply: FastifyReply, outcome: ChangeOutcome, form: string) => unknown;
}

export const insurerChaseRoute: FastifyPluginAsync<Options> = async (app, { answer }) => {
  const { chases } = app.desk;

  const done = (reply: FastifyReply, reference: string, said: "chased" | "follow-up") =>
    reply.redirect(`${submissionPath(reference)}?clock=${said}#done`, 303);
  const refused = (reference: string, problem: string): ChangeOutcome => ({
    ok: false,
    refused: app.submissions.byReference(reference) ? "not allowed" : "no such submission",
    message: problem,
    problems: [problem],
  });
  const actorOf = (request: FastifyRequest) => ({ staffId: request.staffMember.id, address: request.ip });

  app.post<{ Params: { reference: string }; Body: Sent | undefined }>(
    `${DESK_PATHS.submissions}:reference/follow-up`,
    async (request, reply) => {
      const { reference } = request.params;
      const typed = request.body?.followUpOn;
      const outcome = chases.setFollowUp(reference, typeof typed === "string" ? typed : "", actorOf(request));
      if (outcome.ok) return done(reply, reference, "follow-up");
      return answer(request, reply, refused(reference, outcome.problem), FOLLOW_UP_FORM);
    },
  );

  app.post<{ Params: { reference: string }; Body: Sent | undefined }>(
    `${DESK_PATHS.submissions}:reference/chase`,
    async (request, reply) => {
      const { reference } = request.params;
      const outcome = chases.chase(reference, actorOf(request));
      if (!outcome.ok) return answer(request, reply, refused(reference, outcome.problem), CLOCK);
      app.mailQueued();
      return done(reply, reference, "chased");
    },
  );
};
