/**
 * A message's attachments held to the rules every document of a claim meets (submissions/document-checks.ts): judged
 * by content, active content refused, photos re-encoded. Each accepted one is staged to be kept with the message
 * (storage/messages/); each refused one is listed with the reason the claim form would give.
 */
import { Readable } from "node:stream";
import { checkedLaterDocument } from "../submissions/document-checks";
import { SubmissionRejected } from "../submissions/validation";
import { stageDocument, type StagedDocument } from "../storage/documents/documents";
import type { ArrivingAttachment } from "../storage/messages/claim-messages";
import type { MailAttachment } from "./received-mail";

/**
 * Each attachment in the message's order: accepted ones staged (every file staged goes into `staged`, for the caller
 * to discard once the store has moved what it keeps), refused ones with the reason.
 */
export async function checkedAttachments(
  attachments: readonly MailAttachment[],
  dataDir: string,
  staged: StagedDocument[],
): Promise<ArrivingAttachment[]> {
  const checked: ArrivingAttachment[] = [];
  for (const attachment of attachments) {
    const document = await stageDocument(Readable.from(attachment.content), attachment.name, dataDir);
    staged.push(document);
    try {
      checked.push(await checkedLaterDocument(document, dataDir, staged));
    } catch (error) {
      if (!(error instanceof SubmissionRejected)) throw error;
      // The form's message names the file first ("name: why"); the name is kept apart here.
      const refused = Object.values(error.fields).join(" ").replace(`${document.originalName}: `, "");
      checked.push({ originalName: document.originalName, refused });
    }
  }
  return checked;
}
