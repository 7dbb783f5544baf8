/**
 * GET /desk/submissions/REF/documents/N: one of a submission's documents, a photo or PDF opened in the browser or
 * any of them downloaded (`?download`), never as a page: its own type, `nosniff`, and a CSP that sandboxes it.
 * Each one opened is recorded, with who and from which address. GET …/documents/N/thumbnail: a photo's thumbnail
 * (storage/documents/thumbnails.ts), for the submission's page, served alike; like every desk answer, `no-store`.
 */
import fs from "node:fs";
import type { FastifyPluginAsync } from "fastify";
import { DESK_PATHS } from "../../desk/desk-paths";
import { notTherePage } from "../../desk/pages/not-there-page";
import type { RecordEntry } from "../../storage/desk-progress/desk-record";
import { storedDocumentFile } from "../../storage/documents/documents";
import { isPhoto, thumbnailOf } from "../../storage/documents/thumbnails";

/** What a document opened on the desk may do: show itself, and nothing else. */
export const DOCUMENT_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const opensInBrowser = (mediaType: string) => mediaType === "application/pdf" || mediaType.startsWith("image/");

/**
 * A name as RFC 8187 writes it: encodeURIComponent leaves `'()*` as they are, which that grammar does not allow
 * (a `'` ends the charset or language part for some readers); `!`, which it allows, is encoded too, since
 * whatever is percent-encoded every reader decodes alike.
 */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** A Content-Disposition naming the file: an ASCII fallback and the name itself (RFC 6266, RFC 8187). */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${extValue(name)}`;
}

/**
 * How long a person's view (or change) of a submission covers the thumbnails its page loads, as it is shown and as it
 * is scrolled: the desk session's idle time. A thumbnail loaded by someone who has not viewed it in that time (its
 * address opened on its own) is recorded as a view of its own; one line, however many thumbnails follow it.
 */
const PAGE_LOOK_MS = 30 * 60_000;

const lookedAtLately = (entries: readonly RecordEntry[], staffId: number, now: Date) =>
  entries.some(
    (entry) =>
      entry.staffId === staffId &&
      entry.actor === "desk" &&
      (entry.action === "viewed" || entry.action === "changed") &&
      now.getTime() - Date.parse(entry.at) < PAGE_LOOK_MS,
  );

export const submissionDocumentsRoute: FastifyPluginAsync = async (app) => {
  const { dataDir } = app.config;
  const { record } = app.desk;

  /** The document an address names, numbered from 1. */
  const documentAt = (reference: string, number: string) =>
    app.submissions.byReference(reference)?.documents.find((candidate) => String(candidate.position + 1) === number);

  app.get<{ Params: { reference: string; number: string }; Querystring: { download?: string } }>(
    `${DESK_PATHS.submissions}:reference/documents/:number`,
    async (request, reply) => {
      const { reference, number } = request.params;
      const document = documentAt(reference, number);
      if (!document) {
        return reply.code(404).type("text/html; charset=utf-8").send(notTherePage(request.staffMember));
      }
      const actor = { staffId: request.staffMember.id, address: request.ip };
      record.documentOpened(reference, document.position, actor, new Date());
      const inline = request.query.download === undefined && opensInBrowser(document.mediaType);
      return reply
        .type(document.mediaType)
        .header("Content-Disposition", contentDisposition(inline ? "inline" : "attachment", document.originalName))
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Security-Policy", DOCUMENT_CSP)
        .send(fs.createReadStream(storedDocumentFile(dataDir, document.storedPath)));
    },
  );

  app.get<{ Params: { reference: string; number: string } }>(
    `${DESK_PATHS.submissions}:reference/documents/:number/thumbnail`,
    async (request, reply) => {
      const { reference, number } = request.params;
      const document = documentAt(reference, number);
      const thumbnail =
        document && isPhoto(document.mediaType) ? await thumbnailOf(dataDir, reference, document) : undefined;
      if (!thumbnail) {
        return reply.code(404).type("text/html; charset=utf-8").send(notTherePage(request.staffMember));
      }
      const person = request.staffMember;
      const now = new Date();
      if (!lookedAtLately(record.entries({ reference }), person.id, now)) {
        record.viewed(reference, { staffId: person.id, address: request.ip }, now);
      }
      return reply
        .type("image/webp")
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Security-Policy", DOCUMENT_CSP)
        .send(fs.createReadStream(thumbnail.file));
    },
  );
};
