/**
 * POST /desk/submissions/REF/documents: a document staff add to a claim from its page (desk/pages/document-add-form.ts),
 * one that reached the brokerage another way, with where it came from and, if it is one, the document the claim was
 * waiting for. It meets every check the customer's documents meet (type by content, size, name, active content,
 * photos re-encoded: submissions/document-checks.ts) and is kept as theirs are (storage/claim-status/
 * customer-documents.ts), with its line in the desk's record. Added, it leads back to the page (303) at
 * `?added=NUMBER`, the document's number in the claim (as in its address), which the page says the person just
 * added; refused, the page again with the problem tied to its field, the choices made kept.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { MAX_DOCUMENT_BYTES } from "../../../form-contract/claim/documents";
import { submissionPath, DESK_PATHS } from "../../desk/desk-paths";
import { ADD_DOCUMENT_FORM, addDocumentFields, addDocumentMessages } from "../../desk/pages/document-add-form";
import { notTherePage } from "../../desk/pages/not-there-page";
import type { Retry } from "../../desk/pages/submission-changes";
import { isDocumentSource } from "../../desk/document-sources";
import { clientErrorAnswer } from "../../plugins/error-answers/client-error-answer";
import { discardStaged, type StagedDocument } from "../../storage/documents/documents";
import { lowDiskSpace, RequestRefused } from "../../submissions/client-errors";
import { checkedLaterDocument } from "../../submissions/document-checks";
import { readOneFileForm } from "../../submissions/one-file-form";

/** Longer than any source or document name the form offers. */
const FIELD_MAX = 200;

/** The submission's page shown again with the form sent back (submission.ts). */
export type ShowAgain = (
  request: FastifyRequest,
  reply: FastifyReply,
  reference: string,
  said: { retry: Retry; notice: string },
) => Promise<FastifyReply>;

export const staffDocumentsRoute: FastifyPluginAsync<{ showAgain: ShowAgain }> = async (app, { showAgain }) => {
  const { claimStatus, uploads } = app;
  const { dataDir } = app.config;
  /** What the form held when it was refused, to show it again as it was. */
  const valuesOf = new WeakMap<FastifyRequest, Record<string, string>>();

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = clientErrorAnswer(error, request);
    if (!answer) request.log.error({ err: error }, "a document added on the desk failed");
    else request.log.info({ statusCode: answer.status, code: error.code }, "a document added on the desk refused");
    const body = answer?.body ?? {};
    const fields = body.fields as { documents?: string; form?: string } | undefined;
    const message =
      fields?.documents ??
      fields?.form ??
      (answer ? String(body.message) : "The document could not be kept just now: add it again.");
    reply.code(answer?.status ?? 500);
    const retry = { form: ADD_DOCUMENT_FORM, values: valuesOf.get(request) ?? {}, problems: [message] };
    return showAgain(request, reply, (request.params as { reference: string }).reference, { retry, notice: message });
  });

  app.post<{ Params: { reference: string } }>(
    `${DESK_PATHS.submissions}:reference/documents`,
    async (request, reply) => {
      const { reference } = request.params;
      if (app.submissions.byReference(reference)?.kind !== "claim") {
        return reply.code(404).type("text/html; charset=utf-8").send(notTherePage(request.staffMember));
      }
      if (!request.isMultipart()) {
        return reply.code(415).send({ error: "unsupported_media_type", message: "Send multipart/form-data" });
      }
      const staged: StagedDocument[] = [];
      try {
        // Its file is written to disk as it streams in: refused at once where it could take the disk under its reserve.
        if (!uploads.hasRoomFor(Number(request.headers["content-length"] ?? MAX_DOCUMENT_BYTES))) throw lowDiskSpace();
        const values: Record<string, string> = {};
        valuesOf.set(request, values);
        const { fields, document } = await readOneFileForm(request, dataDir, staged, {
          fileField: addDocumentFields.document,
          textFields: [addDocumentFields.source, addDocumentFields.askedFor],
          maxLength: FIELD_MAX,
          onField: (name, value) => (values[name] = value),
        });
        const source = fields.source ?? "";
        const askedFor = fields.askedFor || null;
        const problems = [
          document === undefined && addDocumentMessages.noFile,
          !isDocumentSource(source) && addDocumentMessages.noSource,
          askedFor !== null &&
            !claimStatus.documents.asked(reference)?.asked.includes(askedFor) &&
            addDocumentMessages.notAsked,
        ].filter((problem) => problem !== false);
        if (document === undefined || !isDocumentSource(source) || problems.length > 0) {
          reply.code(400);
          return await showAgain(request, reply, reference, {
            retry: { form: ADD_DOCUMENT_FORM, values, problems },
            notice: problems[0]!,
          });
        }
        const kept = await checkedLaterDocument(document, dataDir, staged);
        const by = { staffId: request.staffMember.id, address: request.ip };
        const outcome = claimStatus.documents.add(reference, kept, { by, source, askedFor });
        // Erased while it was being checked.
        if (outcome === undefined)
          return reply.code(404).type("text/html; charset=utf-8").send(notTherePage(request.staffMember));
        if ("refused" in outcome) {
          const message = outcome.refused === "not asked" ? addDocumentMessages.notAsked : addDocumentMessages.tooMany;
          throw new RequestRefused(409, { error: "not_kept", message });
        }
        // Staff's e-mail, when this was the last document missing, goes now.
        app.mailQueued();
        return reply.redirect(`${submissionPath(reference)}?added=${String(outcome.position + 1)}#done`, 303);
      } finally {
        // Whatever was not moved into the claim's folder is deleted: nothing half-received stays on disk.
        discardStaged(staged);
      }
    },
  );
};
