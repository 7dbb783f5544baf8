/**
 * Documents sent ahead of their claim, each as it is chosen, with the tus resumable upload protocol
 * (tus.io, version 1.0.0): POST to UPLOADS_PATH declares a document's length and metadata, PATCHes carry its
 * bytes from the offset the service holds, so a cut connection or a reload resumes where it stopped. The
 * claim then is a small JSON request naming its uploads in order (`ClaimWithUploads`, payload.ts).
 *
 * The claim key is the form's secret: every upload request carries it in the CLAIM_KEY_HEADER header (never in
 * the metadata, which the service answers to nobody), the service keeps only its hash, and a request without
 * the upload's own key is answered as if the upload did not exist (404). The service hands an upload only to a
 * claim carrying that key, once, and deletes an upload no claim took within UNCLAIMED_UPLOAD_HOURS, or that made
 * no progress for STALLED_UPLOAD_HOURS. Every rule a document meets in a multipart claim applies to an upload
 * too: name, type by content, size (refused at creation from the declared length), count per claim key
 * (MAX_DOCUMENTS). An upload is judged once, when its last byte arrives; a PATCH to it after that is refused.
 */

export const UPLOADS_PATH = "/api/uploads";

/** The tus `Upload-Metadata` keys every upload carries (values are base64 on the wire, as tus defines). */
export const uploadMetadataKeys = {
  /** The document's file name as the visitor's phone names it. */
  name: "filename",
  /** Its declared media type ("" when the browser gives none). */
  type: "filetype",
} as const;

/** The request header that carries the claim key on every upload request: creation, HEAD, PATCH and DELETE. */
export const CLAIM_KEY_HEADER = "Claim-Key";

export const UNCLAIMED_UPLOAD_HOURS = 24;
/** An upload not yet whole that received nothing for this long is deleted: its phone has given up on it. */
export const STALLED_UPLOAD_HOURS = 1;

/** Upload ids are long random names: nobody can guess one, and the service refuses anything else. */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * A claim key: made like an idempotency key (newIdempotencyKey, 128 random bits) when the form's first document
 * is chosen. It is all that guards the claim's uploads, so fewer than 22 base64url characters (128 bits) are refused.
 */
export const CLAIM_KEY = /^[A-Za-z0-9_-]{22,64}$/;

/** An upload's id: the last segment of the address the service gave it (tus's `Location`). */
export function uploadIdOf(uploadUrl: string): string {
  return uploadUrl.slice(uploadUrl.lastIndexOf("/") + 1);
}

export const uploadMessages = {
  unknownUpload: "A document was not received whole. Please choose it again.",
} as const;
