/**
 * Re-encodes one photo at a time off the main thread, so that a phone's page stays responsive while a 12 MP photo
 * is decoded and drawn: decoded the right way up, scaled down to shrinkTarget, written as a JPEG. Whatever goes
 * wrong (a broken image, too little memory, a browser without OffscreenCanvas in workers) is answered, never
 * thrown, so that the page sends the photo as chosen.
 */
import { JPEG_QUALITY, shrinkTarget } from "../../form-contract/claim/photos";

/** The worker's answer: the re-encoded photo, or null when it is small enough or could not be re-encoded. */
export type ShrinkReply = Blob | null;

async function reencode(photo: File): Promise<ShrinkReply> {
  // "from-image" applies the EXIF orientation while decoding; the canvas, and so the JPEG, carries no EXIF, so no
  // viewer can turn the photo a second time.
  const bitmap = await createImageBitmap(photo, { imageOrientation: "from-image" });
  try {
    const target = shrinkTarget(bitmap, photo.size);
    if (!target) return null;
    const canvas = new OffscreenCanvas(target.width, target.height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    // A transparent PNG would otherwise turn black where it was clear: JPEG has no transparency.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, target.width, target.height);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    return await canvas.convertToBlob({ type: "image/jpeg", quality: JPEG_QUALITY });
  } finally {
    bitmap.close();
  }
}

self.addEventListener("message", (event: MessageEvent<File>) => {
  reencode(event.data).then(
    (reply) => self.postMessage(reply),
    () => self.postMessage(null),
  );
});
