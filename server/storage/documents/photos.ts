/**
 * Photos as the service keeps them: decoded and written again with sharp, so that what staff open is pixels alone,
 * the right way up, without metadata (place, camera, time) or bytes after the image, and as small as the claim
 * form makes a photo on the phone (form-contract/claim/photos.ts): at most MAX_LONG_EDGE pixels long, a JPEG at
 * JPEG_QUALITY. A PNG that the form would have made smaller becomes a JPEG on a white ground, as the form makes it;
 * a smaller one stays a PNG (a screenshot keeps its sharp text). A photo sharp cannot decode whole is no photo.
 */
import sharp from "sharp";
import { JPEG_QUALITY, jpegName, shrinkTarget } from "../../../form-contract/claim/photos";
import { stageDocument, type StagedDocument } from "./documents";

// A claim's photos are personal: nothing of them stays in sharp's cache once they are written.
sharp.cache(false);

/** A photo cut short is refused rather than kept grey at the bottom; smaller flaws a viewer shows anyway are kept. */
const decoding = { failOn: "truncated" } as const;

/** The long edge a photo is decoded to when it is only being checked: small, so that it costs little. */
const CHECK_EDGE = 64;

export async function isDecodablePhoto(file: string): Promise<boolean> {
  try {
    await sharp(file, decoding).resize(CHECK_EDGE, CHECK_EDGE, { fit: "inside" }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

export interface KeptPhoto {
  /** Named `name`, or as a JPEG (jpegName) when a PNG became one. */
  staged: StagedDocument;
  mediaType: "image/jpeg" | "image/png";
}

/** Stages the photo re-encoded. */
export async function reencodePhoto(photo: StagedDocument, name: string, dataDir: string): Promise<KeptPhoto> {
  const { width = 1, height = 1, orientation = 1, format } = await sharp(photo.tempPath, decoding).metadata();
  // EXIF orientations 5 to 8 turn the photo a quarter: its width the right way up is its height.
  const upright = orientation >= 5 ? { width: height, height: width } : { width, height };
  const target = shrinkTarget(upright, photo.size);
  const asJpeg = format === "jpeg" || target !== undefined;
  const turned = sharp(photo.tempPath, decoding).rotate();
  // The size shrinkTarget gives, as the form's canvas draws it: never cropped by rounding.
  const image = target ? turned.resize({ ...target, fit: "fill" }) : turned;
  const encoded = asJpeg
    ? image.flatten({ background: "#ffffff" }).jpeg({ quality: Math.round(JPEG_QUALITY * 100) })
    : image.png();
  return {
    staged: await stageDocument(encoded, asJpeg ? jpegName(name) : name, dataDir),
    mediaType: asJpeg ? "image/jpeg" : "image/png",
  };
}
