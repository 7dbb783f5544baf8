/**
 * How a photo is made smaller, the same whoever does it: the claim form on the phone before sending it
 * (upload-client/photos/), and the service for every photo it keeps (server/storage/documents/photos.ts), so a photo
 * sent by the plain form ends up as small as one the enhanced form sent.
 */

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
 * A photo no longer than MAX_LONG_EDGE is made smaller only above this size. Re-encoded at JPEG_QUALITY, such a
 * photo is typically 0.5-1.2 MB: one already under 1 MB gains little from a second round of JPEG's losses.
 */
export const SHRINK_ABOVE_BYTES = 1024 * 1024;

export interface Dimensions {
  width: number;
  height: number;
}

/**
 * The size to re-encode a photo to, given its dimensions the right way up and its size in bytes, or undefined when
 * it is small enough as it is. Never larger than the photo: upscaling adds bytes and no detail.
 */
export function shrinkTarget({ width, height }: Dimensions, bytes: number): Dimensions | undefined {
  const longEdge = Math.max(width, height);
  if (longEdge <= MAX_LONG_EDGE && bytes <= SHRINK_ABOVE_BYTES) return undefined;
  const scale = Math.min(1, MAX_LONG_EDGE / longEdge);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The name of a photo made smaller, which is always a JPEG: a JPEG keeps its own (.jpg or .jpeg), a PNG becomes
 * .jpg, so that the service's check of content against extension keeps passing.
 */
export function jpegName(name: string): string {
  return name.replace(/\.png$/i, ".jpg");
}
