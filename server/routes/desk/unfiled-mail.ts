/**
 * GET /desk/mail: "Unfiled mail", the claims mailbox's messages no submission was found for; GET
 * /desk/mail/ID/attachments/N, a kept attachment of one, to download, each opening recorded. POST
 * /desk/mail/ID/file files one to a submission by its reference; POST /desk/mail/ID/set-aside sets it aside. Each
 * showing of the messages is recorded (who read which), and each
 * change is recorded in the desk's record in its transaction (storage/messages/unfiled-mail.ts) and leads back to
 * the list (303), which says what was done (`?filed=REFERENCE`, `?set-aside=1`, `?gone=1` when someone else had
 * already dealt with it: nothing personal in the address). A reference that is not one, or names no submission,
 * brings the list back (400) with the problem by its field and what was typed.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { DESK_PATHS, submissionPath } from "../../desk/desk-paths";
import { notTherePage } from "../../desk/pages/not-there-page";
import { unfiledMailPage, type FilingRetry } from "../../desk/pages/unfiled-mail-page";
import { customerEmailOf, insurerAddressesOf } from "../../mailbox/mail-filing";
import { senderLabel } from "../../mailbox/mail-matching";
import { escaped } from "../../safe-html";
import { REFERENCE } from "../../storage/submissions/references";
import { sendAttachment } from "./attachment-download";

type Sent = Record<string, string | string[] | undefined> | undefined;
type MessageRequest = FastifyRequest<{ Params: { id: string } }>;

const ID = /^[1-9]\d{0,9}$/;

export const filingProblems = {
  empty: "Enter the reference of the claim or quote request to file it to",
  notAReference: "Enter the reference as it is written, such as CLM-2026-000123",
  noSuchSubmission: (reference: string) => `There is no claim or quote request ${reference} on the desk`,
} as const;

function doneIn(query: Record<string, string | undefined>) {
  if (query.filed !== undefined && REFERENCE.test(query.filed)) {
    return escaped`The message was filed to <a href="${submissionPath(query.filed)}">${query.filed}</a>.`;
  }
  if (query["set-aside"] === "1") return escaped`The message was set aside.`;
  if (query.gone === "1") return escaped`That message had been filed or set aside already.`;
  return undefined;
}

export const unfiledMailRoute: FastifyPluginAsync = async (app) => {
  const { unfiledMail } = app.desk;
  const actorOf = (request: FastifyRequest) => ({ staffId: request.staffMember.id, address: request.ip });
  /** Who a sender is to this submission: its customer, an insurer, or someone else (mail-matching.ts). */
  const senderLabelFor = (reference: string) => {
    const facts = {
      customerEmail: customerEmailOf(app.submissions, reference) ?? undefined,
      insurerAddresses: insurerAddressesOf(app.desk.insurers),
    };
    return (fromAddress: string | null) =>
      senderLabel(fromAddress ? { address: fromAddress, name: "" } : undefined, facts);
  };

  function page(request: FastifyRequest, reply: FastifyReply, retry?: FilingRetry) {
    const query = request.query as Record<string, string | undefined>;
    const messages = unfiledMail.list();
    if (messages.length > 0) {
      app.desk.record.unfiledViewed(
        messages.map((message) => message.id),
        actorOf(request),
        new Date(),
      );
    }
    return reply
      .code(retry ? 400 : 200)
      .type("text/html; charset=utf-8")
      .send(
        unfiledMailPage({
          // The count as it is now, the list's own: a message just filed is no longer waiting.
          person: { ...request.staffMember, unfiledMail: messages.length },
          messages,
          done: retry ? undefined : doneIn(query),
          retry,
        }),
      );
  }

  const messageId = (request: MessageRequest) => (ID.test(request.params.id) ? Number(request.params.id) : undefined);
  const notThere = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).type("text/html; charset=utf-8").send(notTherePage(request.staffMember));

  app.get(DESK_PATHS.unfiledMail, async (request, reply) => page(request, reply));

  app.get<{ Params: { id: string; position: string } }>(
    `${DESK_PATHS.unfiledMail}/:id/attachments/:position`,
    async (request, reply) => {
      const id = messageId(request);
      // Only a message still waiting in Unfiled mail: a filed one's attachments are opened from its submission.
      const message = id === undefined ? undefined : app.messages.byId(id);
      const attachment =
        message?.reference === null && message.setAsideAt === null
          ? message.attachments.find((candidate) => String(candidate.position) === request.params.position)
          : undefined;
      if (!attachment?.storedPath) return notThere(request, reply);
      const what = `attachment ${attachment.position} of unfiled message ${String(id)}`;
      app.desk.record.attachmentOpened(null, what, actorOf(request), new Date());
      return sendAttachment(reply, app.config.dataDir, attachment, attachment.storedPath);
    },
  );

  app.post<{ Params: { id: string }; Body: Sent }>(
    `${DESK_PATHS.unfiledMail}/:id/file`,
    { config: { keepsTyped: true } },
    async (request, reply) => {
      const id = messageId(request);
      if (id === undefined) return notThere(request, reply);
      const sent = request.body?.reference;
      const typed = typeof sent === "string" ? sent.trim() : "";
      const reference = typed.toUpperCase();
      if (typed === "") return page(request, reply, { id, reference: typed, problem: filingProblems.empty });
      if (!REFERENCE.test(reference)) {
        return page(request, reply, { id, reference: typed, problem: filingProblems.notAReference });
      }
      const outcome = unfiledMail.fileTo(id, reference, senderLabelFor(reference), actorOf(request), new Date());
      if (outcome === "no such submission") {
        return page(request, reply, { id, reference: typed, problem: filingProblems.noSuchSubmission(reference) });
      }
      const done = outcome === "filed" ? `filed=${reference}` : "gone=1";
      return reply.redirect(`${DESK_PATHS.unfiledMail}?${done}#done`, 303);
    },
  );

  app.post<{ Params: { id: string }; Body: Sent }>(
    `${DESK_PATHS.unfiledMail}/:id/set-aside`,
    async (request, reply) => {
      const id = messageId(request);
      if (id === undefined) return notThere(request, reply);
      const outcome = unfiledMail.setAside(id, actorOf(request), new Date());
      return reply.redirect(
        `${DESK_PATHS.unfiledMail}?${outcome === "set aside" ? "set-aside=1" : "gone=1"}#done`,
        303,
      );
    },
  );
};
