/**
 * The decisions behind preparePhoto, kept apart from the browser APIs that carry them out: which chosen files are
 * photos worth re-encoding, the size they are re-encoded to, the name they are sent under, and when the original
 * is sent instead.
 */
import { hasAcceptedType, type DocumentLike } from "../../../../form-contract/claim/documents";

/**
 * The longest edge a re-encoded photo keeps. An A4 page photographed to fill the frame is then about 220 pixels
 * per inch, more than the 200 of a fine fax, so 8-point print stays readable; a 12 MP phone photo (4000 px) is
 * cut to 41 % of its pixels.
 */
export const MAX_LONG_EDGE = 2560;

/**
 * JPEG quality of a re-encoded photo. From about 0.75 down, the ringing JPEG leaves around sharp edges smudges
 * small print and the fine lines of a damaged part; 0.8 keeps them clean, and a 12 MP photo cut to 2560 px comes
 * out near 0.65 MB, so three go up 400 kbit/s in about 40 s (0.85 made them 0.8 MB each: 51 s, bench/claim-task.ts).
 */
export const JPEG_QUALITY = 0.8;

/**
 * A photo no longer than MAX_LONG_EDGE is re-encoded only above this size. Re-encoded at JPEG_QUALITY, such a
 * photo is typically 0.5-1.2 MB: one already under 1 MB gains little from a second round of JPEG's losses.
 */
export const SHRINK_ABOVE_BYTES = 1024 * 1024;

const PHOTO_EXTENSION = /\.(jpe?g|png)$/i;

/** A JPEG or PNG the claim accepts: one preparePhoto may re-encode. PDF and Word files are sent as chosen. */
export function isShrinkablePhoto(file: DocumentLike): boolean {
  return PHOTO_EXTENSION.test(file.name) && hasAcceptedType(file);
}

export interface Dimensions {
  width: number;
  height: number;
}

/**
 * The size to re-encode a photo to, given its dimensions the right way up and its size in bytes, or undefined when
 * it is small enough to send as it is. Never larger than the photo: upscaling adds bytes and no detail.
 */
export function shrinkTarget({ width, height }: Dimensions, bytes: number): Dimensions | undefined {
  const longEdge = Math.max(width, height);
  if (longEdge <= MAX_LONG_EDGE && bytes <= SHRINK_ABOVE_BYTES) return undefined;
  const scale = Math.min(1, MAX_LONG_EDGE / longEdge);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The name a re-encoded photo is sent under: a JPEG keeps its own (.jpg or .jpeg), a PNG becomes .jpg, so that the
 * service's check of content against extension keeps passing.
 */
export function jpegName(name: string): string {
  return name.replace(/\.png$/i, ".jpg");
}

/**
 * What to send: the re-encoded photo when there is one and it is smaller, else the file as chosen (re-encoding
 * failed or was not needed, or a small photo with a lot of flat colour came out bigger as a JPEG).
 */
export function fileToSend(chosen: File, reencoded: Blob | undefined): File {
  if (!reencoded || reencoded.size >= chosen.size) return chosen;
  return new File([reencoded], jpegName(chosen.name), { type: "image/jpeg", lastModified: chosen.lastModified });
}
