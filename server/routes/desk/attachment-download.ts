/**
 * A message's kept attachment, sent to download as the claim's documents are: typed as stored, `attachment` with
 * its name, `nosniff` and the documents' sandboxing CSP, so that it is never shown as a page of the desk's origin.
 * Its opening is recorded by the route that sends it.
 */
import type { FastifyReply } from "fastify";
import fs from "node:fs";
import type { MessageAttachment } from "../../storage/messages/claim-messages";
import { messageFile } from "../../storage/messages/message-files";
import { contentDisposition, DOCUMENT_CSP } from "./submission-documents";

export const sendAttachment = (
  reply: FastifyReply,
  dataDir: string,
  attachment: Pick<MessageAttachment, "mediaType" | "originalName">,
  storedPath: string,
) =>
  reply
    .type(attachment.mediaType ?? "application/octet-stream")
    .header("Content-Disposition", contentDisposition("attachment", attachment.originalName))
    .header("X-Content-Type-Options", "nosniff")
    .header("Content-Security-Policy", DOCUMENT_CSP)
    .send(fs.createReadStream(messageFile(dataDir, storedPath)));
