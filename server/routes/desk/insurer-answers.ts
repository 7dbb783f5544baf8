/**
 * POST /desk/submissions/REF/answers: an insurer's answer recorded from a claim's page (desk/pages/
 * insurer-answer-forms.ts, storage/claim-packs/insurer-answers.ts): its kind, the day the insurer gave it and what it
 * said, with the move it makes in the same transaction. Recorded, back to the page (303) at `?answered=ID`, which
 * says what it did; refused, the form again with its problems (400, 409 on a stale page), as a move is answered.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { DESK_PATHS, submissionPath } from "../../desk/desk-paths";
import { ANSWERS, answerForm } from "../../desk/pages/insurer-answer-forms";
import { answerKindOf } from "../../storage/claim-packs/answer-kinds";
import type { AnswerOutcome } from "../../storage/claim-packs/insurer-answers";
import type { ChangeOutcome } from "../../storage/desk-progress/submission-progress";

type Sent = Record<string, string | string[] | undefined>;
type AnswerRequest = FastifyRequest<{ Params: { reference: string }; Body: Sent | undefined }>;

interface Options {
  /** The claim's page again with the form as sent and why it was refused, as submission.ts answers a change. */
  answer: (request: AnswerRequest, reply: FastifyReply, outcome: ChangeOutcome, form: string) => unknown;
}

const text = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

export const insurerAnswersRoute: FastifyPluginAsync<Options> = async (app, { answer }) => {
  const { answers } = app.desk;

  app.post<{ Params: { reference: string }; Body: Sent | undefined }>(
    `${DESK_PATHS.submissions}:reference/answers`,
    { config: { keepsTyped: true } },
    async (request, reply) => {
      const { reference } = request.params;
      const { kind, version, ask, tell, document, ...input } = request.body ?? {};
      const chosen = text(document);
      const outcome: AnswerOutcome = answers.record(
        reference,
        {
          kind: text(kind),
          input,
          ask: text(ask) === "yes",
          tell: text(tell) === "yes",
          ...(chosen !== "" && { document: /^\d+$/.test(chosen) ? Number(chosen) : -1 }),
        },
        Number(text(version) || Number.NaN),
        { staffId: request.staffMember.id, address: request.ip },
      );
      if (!outcome.ok || outcome.answerId === undefined) {
        const known = answerKindOf(text(kind));
        return answer(request, reply, outcome, known ? answerForm(known) : ANSWERS);
      }
      app.mailQueued();
      return reply.redirect(`${submissionPath(reference)}?answered=${String(outcome.answerId)}#done`, 303);
    },
  );
};
