/**
 * The decisions behind preparePhoto, kept apart from the browser APIs that carry them out: which chosen files are
 * photos worth re-encoding, and when the original is sent instead. The size they are re-encoded to and the name they
 * are sent under are the service's too (form-contract/claim/photos.ts).
 */
import { hasAcceptedType, type DocumentLike } from "../../form-contract/claim/documents";
import { jpegName } from "../../form-contract/claim/photos";

const PHOTO_EXTENSION = /\.(jpe?g|png)$/i;

/** A JPEG or PNG the claim accepts: one preparePhoto may re-encode. PDF and Word files are sent as chosen. */
export function isShrinkablePhoto(file: DocumentLike): boolean {
  return PHOTO_EXTENSION.test(file.name) && hasAcceptedType(file);
}

/**
 * What to send: the re-encoded photo when there is one and it is smaller, else the file as chosen (re-encoding
 * failed or was not needed, or a small photo with a lot of flat colour came out bigger as a JPEG).
 */
export function fileToSend(chosen: File, reencoded: Blob | undefined): File {
  if (!reencoded || reencoded.size >= chosen.size) return chosen;
  return new File([reencoded], jpegName(chosen.name), { type: "image/jpeg", lastModified: chosen.lastModified });
}
