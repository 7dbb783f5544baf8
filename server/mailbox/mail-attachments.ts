/**
 * A message's attachments held to the rules every document of a claim meets (submissions/document-checks.ts): judged
 * by content, active content refused, photos re-encoded. Each accepted one is staged to be kept with the message;
 * each refused one is listed with the reason the claim form would give.
 */
import { Readable } from "node:stream";
import { checkedLaterDocument } from "../submissions/document-checks";
import { SubmissionRejected } from "../submissions/validation";
import { stageDocument, type AcceptedDocument, type StagedDocument } from "../storage/documents/documents";
import type { MailAttachment } from "./received-mail";

export interface RefusedAttachment {
  name: string;
  reason: string;
}

export interface CheckedAttachments {
  accepted: AcceptedDocument[];
  refused: RefusedAttachment[];
}

/** Every file staged goes into `staged`, for the caller to discard once what was kept has been moved. */
export async function checkedAttachments(
  attachments: readonly MailAttachment[],
  dataDir: string,
  staged: StagedDocument[],
): Promise<CheckedAttachments> {
  const accepted: AcceptedDocument[] = [];
  const refused: RefusedAttachment[] = [];
  for (const attachment of attachments) {
    const document = await stageDocument(Readable.from(attachment.content), attachment.name, dataDir);
    staged.push(document);
    try {
      accepted.push(await checkedLaterDocument(document, dataDir, staged));
    } catch (error) {
      if (!(error instanceof SubmissionRejected)) throw error;
      // The form's message names the file first ("name: why"); the name is kept apart here.
      const reason = Object.values(error.fields).join(" ").replace(`${document.originalName}: `, "");
      refused.push({ name: document.originalName, reason });
    }
  }
  return { accepted, refused };
}
