/**
 * GET /desk/submissions/REF/documents/N: one of a submission's documents, a photo or PDF opened in the browser or
 * any of them downloaded (`?download`), never as a page: its own type, `nosniff`, and a CSP that sandboxes it.
 * Each one opened is recorded, with who and from which address.
 */
import fs from "node:fs";
import type { FastifyPluginAsync } from "fastify";
import { DESK_PATHS } from "../../desk/desk-paths";
import { notTherePage } from "../../desk/pages/not-there-page";
import { storedDocumentFile } from "../../storage/documents/documents";

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

export const submissionDocumentsRoute: FastifyPluginAsync = async (app) => {
  const { dataDir } = app.config;
  app.get<{ Params: { reference: string; number: string }; Querystring: { download?: string } }>(
    `${DESK_PATHS.submissions}:reference/documents/:number`,
    async (request, reply) => {
      const { reference, number } = request.params;
      const document = app.submissions
        .byReference(reference)
        ?.documents.find((candidate) => String(candidate.position + 1) === number);
      if (!document) {
        return reply.code(404).type("text/html; charset=utf-8").send(notTherePage(request.staffMember));
      }
      const actor = { staffId: request.staffMember.id, address: request.ip };
      app.desk.record.documentOpened(reference, document.position, actor, new Date());
      const inline = request.query.download === undefined && opensInBrowser(document.mediaType);
      return reply
        .type(document.mediaType)
        .header("Content-Disposition", contentDisposition(inline ? "inline" : "attachment", document.originalName))
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Security-Policy", DOCUMENT_CSP)
        .send(fs.createReadStream(storedDocumentFile(dataDir, document.storedPath)));
    },
  );
};
