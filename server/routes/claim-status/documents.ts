/**
 * POST /claim-status/claims/REFERENCE/documents: a document the claim is waiting for, sent from its page by its
 * session (session-claim.ts), as the page's plain form or the upload script's JSON (sent-document.ts). Every check
 * a claim's documents meet applies (type by content, size, names, active content, photos re-encoded), and the
 * claim must still be waiting for that document (customer-documents.ts). The form is answered 303 to the page
 * saying what came, a refusal by the page with the problem under that document's field; the JSON is answered 201
 * with that page's address, and the same again for the same upload. Taken from the site's own pages only.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { SafeHtml } from "../../safe-html";
import { MAX_DOCUMENT_BYTES } from "../../../form-contract/claim/documents";
import { askedDocumentMessages, type DocumentAccepted } from "../../../form-contract/claim-status/documents";
import { CLAIM_STATUS_PATHS, receivedPagePath } from "../../claim-status/claim-status-paths";
import { clientErrorAnswer } from "../../plugins/error-answers/client-error-answer";
import type { SentOutcome } from "../../storage/claim-status/customer-documents";
import { discardStaged, type StagedDocument } from "../../storage/documents/documents";
import { lowDiskSpace, RequestRefused } from "../../submissions/client-errors";
import { checkedLaterDocument } from "../../submissions/document-checks";
import { refuseOtherOrigins } from "../desk/same-origin";
import { stageUploads } from "../claims/claim-with-uploads";
import { readDocumentSent, readPostedDocument } from "./sent-document";
import { claimOfSession, claimPageOf, type NoClaim } from "./session-claim";
import { STATUS_HEADERS } from "../../claim-status/pages/status-page";

const json = /^application\/json\s*(;|$)/i;
const isJson = (request: FastifyRequest) => json.test(request.headers["content-type"] ?? "");

/** Posts per address per minute: a customer sending a handful of documents, and trying again. */
const SEND_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

const refusals = {
  "not asked": () => new RequestRefused(409, { error: "not_asked", message: askedDocumentMessages.notAsked }),
  "too many": () => new RequestRefused(409, { error: "too_many_for_document", message: askedDocumentMessages.tooMany }),
};

/** The outcome's position; a refusal thrown, so that a transaction it runs in rolls back. */
function positionOf(outcome: SentOutcome): number {
  if ("refused" in outcome) throw refusals[outcome.refused]();
  return outcome.position;
}

const page = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).headers(STATUS_HEADERS).type("text/html; charset=utf-8").send(html);

function noClaim(request: FastifyRequest, reply: FastifyReply, { status, page: html }: NoClaim) {
  if (!isJson(request)) return page(reply, status, html);
  const error = status === 401 ? "session_ended" : "not_found";
  const message = status === 401 ? "This page has closed: ask for a new link." : "There is no such claim.";
  return reply.code(status).send({ error, message });
}

export const documentsRoute: FastifyPluginAsync<{ publicOrigin: string; uploadScript: SafeHtml }> = async (
  app,
  { publicOrigin, uploadScript },
) => {
  const { claimStatus, uploads } = app;
  const { dataDir } = app.config;
  /** Which document a form post was for, once its field arrived: a refusal is told under that document's field. */
  const askedForOf = new WeakMap<FastifyRequest, string>();

  app.addHook(
    "onRequest",
    refuseOtherOrigins(publicOrigin, "The claim status pages accept requests from their own pages only."),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = clientErrorAnswer(error, request);
    if (!answer) request.log.error({ err: error }, "a document from a claim's page failed");
    else request.log.info({ statusCode: answer.status, code: error.code }, "a document from a claim's page refused");
    const status = answer?.status ?? 500;
    const body = answer?.body ?? { error: "server_error", message: "The document could not be stored" };
    if (isJson(request)) return reply.code(status).send(body);
    const claim = claimOfSession(app, request, (request.params as { reference: string }).reference);
    if ("status" in claim) return noClaim(request, reply, claim);
    const fields = body.fields as { documents?: string; form?: string } | undefined;
    const message =
      fields?.documents ??
      fields?.form ??
      (answer ? String(body.message) : "We could not keep your document just now. Please send it again.");
    return page(
      reply,
      status,
      claimPageOf(app, claim, { problem: { askedFor: askedForOf.get(request), message }, uploadScript }),
    );
  });

  app.post<{ Params: { reference: string } }>(
    `${CLAIM_STATUS_PATHS.claims}:reference/documents`,
    { config: { rateLimit: SEND_RATE_LIMIT, rateLimitedWhat: "documents sent" } },
    async (request, reply) => {
      const claim = claimOfSession(app, request, request.params.reference);
      if ("status" in claim) return noClaim(request, reply, claim);
      const { submissionId, submission } = claim;
      const { reference } = submission;
      const fromScript = isJson(request);
      if (!fromScript && !request.isMultipart()) {
        return reply.code(415).send({ error: "unsupported_media_type", message: "Send multipart/form-data or JSON" });
      }
      const staged: StagedDocument[] = [];
      try {
        let askedFor: string;
        let document: StagedDocument;
        let upload: { id: string; claimKey: string } | undefined;
        if (fromScript) {
          const sent = readDocumentSent(request.body);
          const earlier = claimStatus.documents.sentBy(submissionId, sent.upload);
          if (earlier !== undefined) {
            return reply.code(201).send({ page: receivedPagePath(reference, earlier) } satisfies DocumentAccepted);
          }
          upload = { id: sent.upload, claimKey: sent.claimKey };
          askedFor = sent.askedFor;
          [document] = (await stageUploads(
            uploads,
            { claimKey: sent.claimKey, ids: [sent.upload] },
            dataDir,
            staged,
          )) as [StagedDocument];
        } else {
          // Its file is written to disk as it streams in: refused at once where it could take the disk under its reserve.
          if (!uploads.hasRoomFor(Number(request.headers["content-length"] ?? MAX_DOCUMENT_BYTES)))
            throw lowDiskSpace();
          ({ askedFor, document } = await readPostedDocument(request, dataDir, staged, (name) =>
            askedForOf.set(request, name),
          ));
        }
        if (!claimStatus.documents.asked(submission.reference)?.asked.includes(askedFor)) throw refusals["not asked"]();
        const kept = await checkedLaterDocument(document, dataDir, staged);
        const keep = () =>
          positionOf(claimStatus.documents.send(submissionId, reference, askedFor, kept, upload?.id ?? null));
        // The upload goes to this document only if nothing else took it meanwhile, and is deleted once it is kept.
        const position = upload ? uploads.claim([upload.id], upload.claimKey, keep) : keep();
        // Staff's e-mail, when this was the last document missing, goes now.
        app.mailQueued();
        if (!upload) return reply.headers(STATUS_HEADERS).redirect(receivedPagePath(reference, position), 303);
        await uploads.remove(upload.id);
        return reply.code(201).send({ page: receivedPagePath(reference, position) } satisfies DocumentAccepted);
      } finally {
        // Whatever was not moved into the claim's folder is deleted: nothing half-received stays on disk.
        discardStaged(staged);
      }
    },
  );
};
