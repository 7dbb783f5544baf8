/**
 * Documents sent ahead of their claim, each as it is chosen, with the tus resumable upload protocol
 * (tus.io, version 1.0.0): POST to UPLOADS_PATH declares a document's length and metadata, PATCHes carry its
 * bytes from the offset the service holds, so a cut connection or a reload resumes where it stopped. The
 * claim then is a small JSON request naming its uploads in order (`ClaimWithUploads`).
 *
 * Each upload names, in its metadata, the claim key of the form it was made for; the service hands an upload
 * only to a claim carrying that key, once, and deletes an upload no claim took within UNCLAIMED_UPLOAD_HOURS.
 * Every rule a document meets in a multipart claim applies to an upload too: name, type by content, size
 * (refused at creation from the declared length), count per claim key (MAX_DOCUMENTS).
 */
import type { claimTextFields } from "./payload";
import type { HoneypotValues } from "../shared/honeypot";

export const UPLOADS_PATH = "/api/uploads";

/** The tus `Upload-Metadata` keys every upload carries (values are base64 on the wire, as tus defines). */
export const uploadMetadataKeys = {
  /** The document's file name as the visitor's phone names it. */
  name: "filename",
  /** Its declared media type ("" when the browser gives none). */
  type: "filetype",
  /** The claim key of the form it belongs to. */
  claimKey: "claimKey",
} as const;

export const UNCLAIMED_UPLOAD_HOURS = 24;

/** Upload ids are long random names: nobody can guess one, and the service refuses anything else. */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{20,64}$/;

/** A claim key: made like an idempotency key (newIdempotencyKey) when the form's first document is chosen. */
export const CLAIM_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** An upload's id: the last segment of the address the service gave it (tus's `Location`). */
export function uploadIdOf(uploadUrl: string): string {
  return uploadUrl.slice(uploadUrl.lastIndexOf("/") + 1);
}

type ClaimText = Record<(typeof claimTextFields)[number], string>;

/** The claim as JSON once its documents are uploaded: POST /api/claims with `Content-Type: application/json`. */
export interface ClaimWithUploads extends ClaimText, HoneypotValues {
  notARobot: boolean;
  claimKey: string;
  /** Upload ids, in the order the documents are listed. */
  uploads: string[];
}

export const uploadMessages = {
  unknownUpload: "A document was not received whole. Please choose it again.",
} as const;
