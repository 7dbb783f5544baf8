/**
 * A document sent from a claim's status page for one the claim is waiting for, shared by the page's upload script
 * (server/claim-status/browser/) and the service (server/routes/claim-status/documents.ts). Posted to the claim's
 * documents address either as the page's plain form (multipart: `askedFor` and the file in `document`) or, from the
 * script, as JSON naming a tus upload made with the claim key (form-contract/claim/uploads.ts): `DocumentSent`.
 * The service answers the JSON 201 with the page to show (`DocumentAccepted`), and again the same for the same
 * upload, so an answer lost on the way costs nothing.
 */
import { MAX_DOCUMENTS } from "../claim/documents";

export const documentFields = { askedFor: "askedFor", document: "document" } as const;

export interface DocumentSent {
  askedFor: string;
  /** The tus upload's id. */
  upload: string;
  claimKey: string;
}

export interface DocumentAccepted {
  /** The claim's page, saying what was received. */
  page: string;
}

export const askedDocumentMessages = {
  noFile: "Choose the file to send first.",
  notAsked: "We no longer need that document: the page has changed since it was shown. Here it is as it is now.",
  tooMany: `We have ${MAX_DOCUMENTS} files for that document already: call or e-mail us if we need more.`,
} as const;
