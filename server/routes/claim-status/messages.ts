/**
 * POST /claim-status/claims/REFERENCE/messages: "Write to the claims team" on the claim's page, for its session
 * (session-claim.ts) and from the site's own pages only. A plain multipart form: the page's one-time token, the
 * text (customer-messages.ts's limit) and the documents added, each held to every check a claim's documents meet
 * (type by content, size, names, active content, photos re-encoded). Stored with the claim's messages
 * (channel "claim-page", sender "customer"), where the desk's timeline and the queue's "New message" find it, and
 * answered 303 to the page at its conversation, saying it went. A refusal is the page again with the text as typed
 * and the problem under its field.
 *
 * Stored once: the message's Message-ID is made from the page's token, so the same form posted again (a double
 * click, a retry on a bad connection, Back and Send) finds it stored and is answered as the first was, whatever its
 * documents. The page is the service's own, so each showing can carry a token of its own; hashing the content, as
 * the site's static forms must, would also take two short messages alike ("Thank you") for one.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { SafeHtml } from "../../safe-html";
import { MAX_DOCUMENT_BYTES } from "../../../form-contract/claim/documents";
import { CONTROL_EXCEPT_LINE_BREAKS } from "../../../form-contract/shared/control-characters";
import { CLAIM_STATUS_PATHS, messageSentPagePath } from "../../claim-status/claim-status-paths";
import {
  FORM_TOKEN,
  MESSAGE_MAX_CHARACTERS,
  MESSAGE_MAX_FILES,
  messageFields,
  messageTexts,
  type MessageProblems,
} from "../../claim-status/customer-messages";
import { STATUS_HEADERS } from "../../claim-status/pages/status-page";
import { domainOf } from "../../mail/mail-domain";
import { clientErrorAnswer } from "../../plugins/error-answers/client-error-answer";
import { discardStaged, type AcceptedDocument, type StagedDocument } from "../../storage/documents/documents";
import { lowDiskSpace } from "../../submissions/client-errors";
import { checkedLaterDocument } from "../../submissions/document-checks";
import { readFilesForm } from "../../submissions/one-file-form";
import { refuseOtherOrigins } from "../desk/same-origin";
import { claimOfSession, claimPageOf } from "./session-claim";

/** Posts per address per minute: a customer writing a few messages, and trying again. */
const MESSAGE_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

/** What a post had typed, as its fields arrived. */
interface Typed {
  token?: string;
  text?: string;
}

/** A message sent back for its fields (400), with the page's problems. */
class MessageRefused extends Error {
  constructor(readonly problems: MessageProblems) {
    super("message refused");
  }
}

/** The text as a browser's textarea counts it: a line break is one character, posted as CR LF. */
const textOf = (typed: string | undefined) => (typed ?? "").replace(/\r\n/g, "\n");

function textProblem(text: string): string | undefined {
  if (text.trim() === "") return messageTexts.noText;
  if (text.length > MESSAGE_MAX_CHARACTERS) return messageTexts.tooLong(text.length);
  if (CONTROL_EXCEPT_LINE_BREAKS.test(text)) return messageTexts.controls;
  return undefined;
}

const textField = (value: unknown) => (typeof value === "string" ? value : undefined);

const page = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).headers(STATUS_HEADERS).type("text/html; charset=utf-8").send(html);

export const messagesRoute: FastifyPluginAsync<{ publicOrigin: string; uploadScript: SafeHtml }> = async (
  app,
  { publicOrigin, uploadScript },
) => {
  const { dataDir, mailFrom } = app.config;
  const mailDomain = domainOf(mailFrom);
  const typedIn = new WeakMap<FastifyRequest, Typed>();

  app.addHook(
    "onRequest",
    refuseOtherOrigins(publicOrigin, "The claim status pages accept requests from their own pages only."),
  );

  /** The page again with the text as typed (and its token, when it had one of ours) and the problems. */
  function sendBack(request: FastifyRequest, reply: FastifyReply, status: number, problems: MessageProblems) {
    const claim = claimOfSession(app, request, (request.params as { reference: string }).reference);
    if ("status" in claim) return page(reply, claim.status, claim.page);
    const { token, text } = typedIn.get(request) ?? {};
    const kept = token !== undefined && FORM_TOKEN.test(token) ? { token } : {};
    return page(reply, status, claimPageOf(app, claim, { uploadScript, message: { ...kept, text, problems } }));
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof MessageRefused) return sendBack(request, reply, 400, error.problems);
    const answer = clientErrorAnswer(error, request);
    if (!answer) request.log.error({ err: error }, "a message from a claim's page failed");
    else request.log.info({ statusCode: answer.status, code: error.code }, "a message from a claim's page refused");
    const fields = answer?.body.fields as { documents?: string; form?: string } | undefined;
    const problems: MessageProblems =
      fields?.documents !== undefined
        ? { documents: fields.documents }
        : { form: answer ? String(fields?.form ?? answer.body.message) : messageTexts.failed };
    return sendBack(request, reply, answer?.status ?? 500, problems);
  });

  app.post<{ Params: { reference: string } }>(
    `${CLAIM_STATUS_PATHS.claims}:reference/messages`,
    { config: { rateLimit: MESSAGE_RATE_LIMIT, rateLimitedWhat: "messages sent" } },
    async (request, reply) => {
      const claim = claimOfSession(app, request, request.params.reference);
      if ("status" in claim) return page(reply, claim.status, claim.page);
      const { reference, fields: claimFields } = claim.submission;
      if (!request.isMultipart()) {
        return reply.code(415).send({ error: "unsupported_media_type", message: "Send multipart/form-data" });
      }
      // Its files are written to disk as they stream in: refused at once where they could take the disk under its
      // reserve.
      if (!app.uploads.hasRoomFor(Number(request.headers["content-length"] ?? MAX_DOCUMENT_BYTES)))
        throw lowDiskSpace();
      const typed: Typed = {};
      typedIn.set(request, typed);
      const staged: StagedDocument[] = [];
      try {
        const { fields, documents } = await readFilesForm(request, dataDir, staged, {
          fileField: messageFields.documents,
          textFields: [messageFields.token, messageFields.text],
          // The multipart plugin's fieldSize bounds each field; a text cut there is still over the limit.
          maxLength: Infinity,
          files: MESSAGE_MAX_FILES,
          onField: (name, value) => (typed[name === messageFields.token ? "token" : "text"] = value),
        });
        const token = fields[messageFields.token];
        const text = textOf(fields[messageFields.text]);
        typed.text = text;
        if (token === undefined || !FORM_TOKEN.test(token)) throw new MessageRefused({ form: messageTexts.noToken });
        const problem = textProblem(text);
        if (problem !== undefined) throw new MessageRefused({ text: problem });
        const messageId = `<${reference}.claim-page-${token}@${mailDomain}>`;
        if (!app.messages.hasMessageId(messageId)) {
          const attachments: AcceptedDocument[] = [];
          for (const document of documents) attachments.push(await checkedLaterDocument(document, dataDir, staged));
          const { stored } = app.messages.writeOnce({
            reference,
            channel: "claim-page",
            sender: "customer",
            fromAddress: textField(claimFields.email),
            fromName: textField(claimFields.fullName),
            subject: `Message about claim ${reference}`,
            body: text,
            messageId,
            attachments,
          });
          request.log.info({ stored, attachments: attachments.length }, "a message from a claim's page");
        }
        return reply.headers(STATUS_HEADERS).redirect(messageSentPagePath(reference), 303);
      } finally {
        // Whatever was not moved into the message's folder is deleted: nothing half-received stays on disk.
        discardStaged(staged);
      }
    },
  );
};
