/**
 * A submission's conversation on the desk (storage/messages/): GET …/messages/ID/attachments/N, an attachment kept
 * from a message, served as the claim's documents are to download (`nosniff`, the documents' sandboxing CSP, never
 * shown as a page) and each opening recorded; POST …/messages/ID/attachments/N/document, an attachment marked as
 * the document the claim was waiting for, copied to the claim's documents as one staff added from an e-mail
 * (storage/claim-status/customer-documents.ts: the customer's list of what is missing follows) and marked as kept
 * there, in one transaction, leading back to the page at `?added=NUMBER` as "Add a document" does; POST …/messages,
 * a message to the customer or to the insurer the claim last went to (storage/messages/desk-messages.ts), in the
 * thread with them (mail/desk-message-thread.ts), leading back at `?wrote=ID`. Neither moves the claim, so neither
 * is refused for a page shown before someone else's change; a form refused comes back with its problem tied to its
 * field and what was typed.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { DESK_PATHS, submissionPath } from "../../desk/desk-paths";
import { addDocumentMessages } from "../../desk/pages/document-add-form";
import { markFormName } from "../../desk/pages/message-items";
import { notTherePage } from "../../desk/pages/not-there-page";
import { writeFormName, writeMessages, type WriteTo } from "../../desk/pages/write-forms";
import { readBrokerage } from "../../mail/brokerage";
import { customerThreadStart, insurerThreadStart, threadPlace } from "../../mail/desk-message-thread";
import { domainOf } from "../../mail/mail-domain";
import { visitorAddress } from "../../mail/message";
import type { ClaimPacks } from "../../storage/claim-packs/claim-packs";
import { writeTransaction } from "../../storage/database/write-transaction";
import { PRIVATE_FILE_MODE } from "../../storage/database/private-files";
import { incomingDir, type AcceptedDocument } from "../../storage/documents/documents";
import { createDeskMessages, DESK_MESSAGE_MAX } from "../../storage/messages/desk-messages";
import { messageFile } from "../../storage/messages/message-files";
import type { StoredSubmission } from "../../storage/submissions/submission-store";
import { sendAttachment } from "./attachment-download";
import type { ShowAgain } from "./staff-documents";

type Params = { reference: string; id: string; position: string };
type Sent = Record<string, string | string[] | undefined>;

const text = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** Whom the page's forms write to: the customer, and the insurer the claim last went to (none before a pack). */
export function writeTargets(
  submission: StoredSubmission,
  packs: Pick<ClaimPacks, "of">,
  mailsOut: boolean,
): { customer: WriteTo; insurer?: WriteTo } {
  const noMail = {
    unreachable: "This service sends no e-mail (SMTP_URL is not set): nothing can be written from here.",
  };
  const visitor = visitorAddress(submission);
  const customer: WriteTo = !mailsOut
    ? noMail
    : visitor === undefined
      ? { unreachable: "The customer gave no e-mail address we can use." }
      : { name: visitor.name, addresses: [visitor.address] };
  const pack = packs.of(submission.reference).at(-1);
  if (pack === undefined) return { customer };
  return { customer, insurer: mailsOut ? { name: pack.insurerName, addresses: pack.recipients } : noMail };
}

export const messagesRoute: FastifyPluginAsync<{ showAgain: ShowAgain; packs: ClaimPacks }> = async (
  app,
  { showAgain, packs },
) => {
  const { dataDir, mailFrom, nextStepsFile } = app.config;
  const { record, progress } = app.desk;
  const deskMessages = createDeskMessages(app.db, app.messages);

  /** The message an address names, with the attachment it names, when both are the submission's. */
  function attachmentAt({ reference, id, position }: Params) {
    const message = /^[1-9]\d*$/.test(id) ? app.messages.byId(Number(id)) : undefined;
    if (message?.reference !== reference) return undefined;
    const attachment = message.attachments.find((candidate) => String(candidate.position) === position);
    return attachment?.storedPath ? { message, attachment, storedPath: attachment.storedPath } : undefined;
  }

  const notThere = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).type("text/html; charset=utf-8").send(notTherePage(request.staffMember));
  const actorOf = (request: FastifyRequest) => ({ staffId: request.staffMember.id, address: request.ip });

  app.get<{ Params: Params }>(
    `${DESK_PATHS.submissions}:reference/messages/:id/attachments/:position`,
    async (request, reply) => {
      const found = attachmentAt(request.params);
      if (!found) return notThere(request, reply);
      const { message, attachment, storedPath } = found;
      const what = `attachment ${attachment.position} of message ${message.id}`;
      record.attachmentOpened(request.params.reference, what, actorOf(request), new Date());
      return sendAttachment(reply, dataDir, attachment, storedPath);
    },
  );

  /** A copy of a kept attachment, staged as a document the claim's store moves into its folder. */
  function staged(storedPath: string, originalName: string, mediaType: string): AcceptedDocument {
    const bytes = fs.readFileSync(messageFile(dataDir, storedPath));
    const tempPath = path.join(incomingDir(dataDir), randomUUID());
    fs.writeFileSync(tempPath, bytes, { mode: PRIVATE_FILE_MODE, flag: "wx" });
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    return { originalName, tempPath, size: bytes.length, sha256, mediaType, originalSha256: sha256 };
  }

  const markAndKeep = writeTransaction(
    app.db,
    (
      reference: string,
      messageId: number,
      position: number,
      document: AcceptedDocument,
      askedFor: string,
      request: FastifyRequest,
    ) => {
      const outcome = app.claimStatus.documents.add(reference, document, {
        by: actorOf(request),
        source: "email",
        askedFor,
      });
      if (outcome === undefined || "refused" in outcome) return outcome;
      // Nothing is awaited between the route's check that it was not kept and this: it cannot have been since.
      if (!app.messages.markedAsDocument(messageId, position, outcome.position)) throw new Error("marked twice");
      return outcome;
    },
  );

  app.post<{ Params: Params; Body: Sent | undefined }>(
    `${DESK_PATHS.submissions}:reference/messages/:id/attachments/:position/document`,
    async (request, reply) => {
      const { reference } = request.params;
      const found = attachmentAt(request.params);
      const submission = app.submissions.byReference(reference);
      if (!found || submission?.kind !== "claim") return notThere(request, reply);
      const { message, attachment, storedPath } = found;
      const askedFor = text(request.body?.askedFor);
      const form = markFormName(message.id, attachment.position);
      const refuse = (status: number, problem: string) => {
        reply.code(status);
        return showAgain(request, reply, reference, {
          retry: { form, values: { askedFor }, problems: [problem] },
          notice: problem,
        });
      };
      if (attachment.documentPosition !== null)
        return refuse(409, "This attachment is kept as a document of the claim already.");
      if (!app.claimStatus.documents.asked(reference)?.missing.includes(askedFor))
        return refuse(400, addDocumentMessages.notAsked);
      const document = staged(storedPath, attachment.originalName, attachment.mediaType!);
      try {
        const outcome = markAndKeep(reference, message.id, attachment.position, document, askedFor, request);
        if (outcome === undefined) return notThere(request, reply);
        if ("refused" in outcome) {
          return refuse(
            409,
            outcome.refused === "not asked" ? addDocumentMessages.notAsked : addDocumentMessages.tooMany,
          );
        }
        // Staff's e-mail, when this was the last document missing, goes now.
        app.mailQueued();
        return reply.redirect(`${submissionPath(reference)}?added=${String(outcome.position + 1)}#done`, 303);
      } finally {
        fs.rmSync(document.tempPath, { force: true });
      }
    },
  );

  app.post<{ Params: { reference: string }; Body: Sent | undefined }>(
    `${DESK_PATHS.submissions}:reference/messages`,
    { config: { keepsTyped: true } },
    async (request, reply) => {
      const { reference } = request.params;
      const submission = app.submissions.byReference(reference);
      const party = text(request.body?.to);
      if (!submission || (party !== "customer" && party !== "insurer")) return notThere(request, reply);
      const body = text(request.body?.message).replace(/\r\n?/g, "\n");
      const to = writeTargets(submission, packs, progress.mailsCustomers)[party];
      const form = writeFormName(party);
      const refuse = (problem: string) => {
        reply.code(400);
        return showAgain(request, reply, reference, {
          retry: { form, values: { message: body }, problems: [problem] },
          notice: problem,
        });
      };
      if (to === undefined) return refuse("The claim has gone to no insurer yet.");
      if ("unreachable" in to) return refuse(to.unreachable);
      if (body.trim() === "") return refuse(writeMessages.empty);
      if (body.length > DESK_MESSAGE_MAX) return refuse(writeMessages.tooLong);
      const wasSent = (messageId: string) => app.sentMessages.submissionOf(messageId) === reference;
      const brokerage = readBrokerage(app.company, nextStepsFile);
      const pack = packs.of(reference).at(-1);
      const began =
        party === "insurer" && pack
          ? insurerThreadStart(submission, pack, mailFrom, wasSent)
          : customerThreadStart(submission, brokerage, mailFrom, wasSent);
      const place = threadPlace(reference, app.messages.latestWith(reference, party), began);
      const id = deskMessages.write({
        reference,
        recipient: party,
        addresses: to.addresses,
        toWords: party === "customer" ? "the customer" : to.name,
        subject: place.subject,
        body,
        messageId: `<${reference}.message-${randomUUID()}@${domainOf(mailFrom)}>`,
        inReplyTo: place.inReplyTo,
        references: place.references,
        by: actorOf(request),
      });
      app.mailQueued();
      return reply.redirect(`${submissionPath(reference)}?wrote=${String(id)}#done`, 303);
    },
  );
};
