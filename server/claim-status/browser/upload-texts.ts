/** What a document upload on the claim status page says in its form's status line, in the customer's words. */
import { keptDocumentTexts } from "../../../upload-client/kept-document-texts";
import type { UploadState } from "../../../upload-client/document-uploads";

export const uploadTexts = {
  preparing: (askedFor: string) => `Preparing ${askedFor}…`,
  sending: (askedFor: string, percent: number) => `Sending ${askedFor}: ${percent}%`,
  waiting: "Waiting for a connection…",
  busy: "Our service is busy: trying again shortly…",
  checking: keptDocumentTexts.checking,
  attaching: (askedFor: string) => `Adding ${askedFor} to your claim…`,
  sent: (askedFor: string) => `${askedFor} sent. Opening your claim…`,
  /** The service would not take the upload for a reason no retry changes, and named none. */
  failed: "We could not send this document. Please try again later.",
  /** The service answered neither yes nor a message of its own. */
  stopped: "We could not add this document to your claim. Reload the page to see what is still needed.",
} as const;

/**
 * The status line for an upload under way; empty once it is settled, when the form says what came of it. Progress
 * goes in steps of 10 %: a screen reader reads the status line at each change, and a chunk's every few bytes would
 * have it talk without end.
 */
export function uploadStateText(askedFor: string, state: UploadState | undefined): string {
  switch (state?.status) {
    case "checking":
      return uploadTexts.checking;
    case "uploading":
      return uploadTexts.sending(askedFor, Math.floor((state.sent / Math.max(1, state.total)) * 10) * 10);
    case "waiting":
      return state.busy ? uploadTexts.busy : uploadTexts.waiting;
    case "uploaded":
      return uploadTexts.attaching(askedFor);
    default:
      return "";
  }
}
