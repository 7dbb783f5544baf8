/**
 * A claim pack from a claim's page (storage/claim-packs/). POST /desk/submissions/REF/pack: the officer's insurer,
 * documents, covering note and how it goes (e-mailed, or downloaded for the insurer's portal) checked, the cover
 * sheet made (desk/cover-sheet.ts), the documents split into e-mails under CLAIM_PACK_MAX_BYTES, then the move, the
 * pack and its e-mail (none for a portal's) in one transaction; back to the page (303) as a
 * move is, or the form again with its problems (400, 409 on a stale page). A document too big for any e-mail alone
 * is refused by name, unless the pack is for a portal. GET …/packs/ID/cover-sheet opens the pack's cover sheet again, and …/packs/ID/download the
 * pack as a zip (the cover sheet and the documents as the service keeps them) for an insurer that takes claims on a
 * portal; each recorded as a look at the claim.
 */
import fs from "node:fs";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { zipSync } from "fflate";
import { CONTROL_EXCEPT_LINE_BREAKS } from "../../../form-contract/shared/control-characters";
import { limits } from "../../../form-contract/shared/rules";
import { formatFileSize } from "../../../form-contract/claim/documents";
import { coverSheetPdf } from "../../desk/cover-sheet";
import { DESK_PATHS } from "../../desk/desk-paths";
import { PACK_FORM, PACK_LABELS } from "../../desk/pages/claim-pack-form";
import { notTherePage } from "../../desk/pages/not-there-page";
import { coverSheetName } from "../../mail/claim-pack-mail";
import { encodedAttachmentSize, groupDocuments, MESSAGE_OVERHEAD_BYTES } from "../../mail/message-parts";
import { printableFileName } from "../../submissions/safe-text";
import { coverSheetFile, type ClaimPack, type ClaimPacks } from "../../storage/claim-packs/claim-packs";
import type { ChangeOutcome } from "../../storage/desk-progress/submission-progress";
import { storedDocumentFile } from "../../storage/documents/documents";
import type { StoredSubmission } from "../../storage/submissions/submission-store";
import { contentDisposition, DOCUMENT_CSP } from "./submission-documents";

type Sent = Record<string, string | string[] | undefined>;
type PackRequest = FastifyRequest<{ Params: { reference: string }; Body: Sent | undefined }>;

interface Options {
  packs: ClaimPacks;
  /** The claim's page again, as submission.ts answers a change: back to it, or the form with its problems. */
  answer: (request: PackRequest, reply: FastifyReply, outcome: ChangeOutcome, form: string) => unknown;
}

const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const text = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

const refused = (problems: string[], reference: string): ChangeOutcome => ({
  ok: false,
  refused: "not allowed",
  message: `${reference} was not sent to the insurer: ${problems.join("; ")}`,
  problems,
});

export const claimPackRoute: FastifyPluginAsync<Options> = async (app, { packs, answer }) => {
  const { dataDir, claimPackMaxBytes } = app.config;
  const { insurers, record } = app.desk;

  /** What the form asked for, checked; or each problem, worded from its field's label. */
  function checked(request: PackRequest, submission: StoredSubmission) {
    const body = request.body ?? {};
    const problems: string[] = [];
    const delivery = text(body.delivery) === "portal" ? "portal" : "email";
    const insurerId = Number(text(body.insurer));
    const insurer = Number.isInteger(insurerId) ? insurers.byId(insurerId) : undefined;
    if (!insurer) problems.push(`${PACK_LABELS.insurer} is not chosen: choose one from the list`);
    const positions = list(body.document).map(Number);
    const documents = submission.documents.filter((document) => positions.includes(document.position));
    if (documents.length !== positions.length) {
      problems.push(`${PACK_LABELS.documents} chosen are not all this claim's: reload the page and choose again`);
    }
    for (const document of delivery === "email" ? documents : []) {
      if (encodedAttachmentSize(document.size, document.originalName) + MESSAGE_OVERHEAD_BYTES > claimPackMaxBytes) {
        problems.push(
          `${PACK_LABELS.documents} include ${document.originalName} (${formatFileSize(document.size)}), too big for an e-mail to the insurer (at most ${formatFileSize(claimPackMaxBytes)} each): leave it out and send it another way, or download the pack for the insurer's portal`,
        );
      }
    }
    const note = text(body.note).trim();
    if (note.length > limits.longTextMax || CONTROL_EXCEPT_LINE_BREAKS.test(note)) {
      problems.push(
        `${PACK_LABELS.note} must be at most ${limits.longTextMax} characters, with no hidden control characters (line breaks are fine)`,
      );
    }
    return { problems, insurer, documents, note, delivery } as const;
  }

  app.post<{ Params: { reference: string }; Body: Sent | undefined }>(
    `${DESK_PATHS.submissions}:reference/pack`,
    { config: { keepsTyped: true } },
    async (request, reply) => {
      const { reference } = request.params;
      const submission = app.submissions.byReference(reference);
      const outcomeOf = async (): Promise<ChangeOutcome> => {
        if (!submission || submission.kind !== "claim") {
          return { ok: false, refused: "no such submission", message: `There is no claim ${reference}`, problems: [] };
        }
        const { problems, insurer, documents, note, delivery } = checked(request, submission);
        if (problems.length > 0 || !insurer) return refused(problems, reference);
        const now = new Date();
        const person = request.staffMember;
        const coverSheet = await coverSheetPdf({
          brokerage: app.company,
          submission,
          insurerName: insurer.name,
          enclosed: documents.map(({ position }) => position),
          officer: { name: person.name, email: person.email },
          coveringNote: note,
          madeAt: now,
        });
        // The cover sheet first, so that it goes in the first e-mail; the groups, by index, less the cover sheet.
        const attachments = [
          { size: coverSheet.length, name: coverSheetName(reference) },
          ...documents.map((document) => ({ size: document.size, name: document.originalName })),
        ];
        // A portal's pack is one zip, whatever its size.
        const parts =
          delivery === "portal"
            ? [documents.map(({ position }) => position)]
            : groupDocuments(attachments, claimPackMaxBytes).map((group) =>
                group.filter((index) => index > 0).map((index) => documents[index - 1]!.position),
              );
        const pack = {
          insurer,
          documents: documents.map(({ position }) => position),
          parts,
          coveringNote: note,
          coverSheet,
          tellCustomer: text(request.body?.tell) === "yes",
          delivery,
        };
        const version = Number(text(request.body?.version) || Number.NaN);
        return packs.send(reference, pack, version, { staffId: person.id, address: request.ip }, now);
      };
      const outcome = await outcomeOf();
      if (outcome.ok) app.mailQueued();
      return answer(request, reply, outcome, PACK_FORM);
    },
  );

  /** The pack an address names, on its own claim; undefined for any other. */
  function packAt(reference: string, id: string): ClaimPack | undefined {
    const pack = /^[1-9]\d*$/.test(id) ? packs.byId(Number(id)) : undefined;
    return pack?.reference === reference ? pack : undefined;
  }

  const notThere = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).type("text/html; charset=utf-8").send(notTherePage(request.staffMember));

  const looked = (request: FastifyRequest, reference: string, what: string) =>
    record.lookedAt(reference, what, { staffId: request.staffMember.id, address: request.ip }, new Date());

  app.get<{ Params: { reference: string; id: string } }>(
    `${DESK_PATHS.submissions}:reference/packs/:id/cover-sheet`,
    async (request, reply) => {
      const { reference, id } = request.params;
      const pack = packAt(reference, id);
      if (!pack) return notThere(request, reply);
      looked(request, reference, `opened the cover sheet of claim pack ${pack.id}`);
      return reply
        .type("application/pdf")
        .header("Content-Disposition", contentDisposition("inline", coverSheetName(reference)))
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Security-Policy", DOCUMENT_CSP)
        .send(fs.createReadStream(coverSheetFile(dataDir, pack.coverSheetPath)));
    },
  );

  app.get<{ Params: { reference: string; id: string } }>(
    `${DESK_PATHS.submissions}:reference/packs/:id/download`,
    async (request, reply) => {
      const { reference, id } = request.params;
      const pack = packAt(reference, id);
      const submission = app.submissions.byReference(reference);
      if (!pack || !submission) return notThere(request, reply);
      const byPosition = new Map(submission.documents.map((document) => [document.position, document]));
      // Numbered as enclosed, so that two documents of one name are both kept; stored, not deflated: PDFs and
      // photos are compressed already.
      const entries: Record<string, Uint8Array> = {
        [coverSheetName(reference)]: fs.readFileSync(coverSheetFile(dataDir, pack.coverSheetPath)),
      };
      pack.documents.forEach((position, index) => {
        const document = byPosition.get(position)!;
        const name = `${index + 1} ${printableFileName(document.originalName).replaceAll("/", "_")}`;
        entries[name] = fs.readFileSync(storedDocumentFile(dataDir, document.storedPath));
      });
      looked(request, reference, `downloaded claim pack ${pack.id}`);
      return reply
        .type("application/zip")
        .header("Content-Disposition", contentDisposition("attachment", `${reference} claim pack ${pack.id}.zip`))
        .header("X-Content-Type-Options", "nosniff")
        .header("Cache-Control", "no-store")
        .send(Buffer.from(zipSync(entries, { level: 0 })));
    },
  );
};
