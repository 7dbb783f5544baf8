/**
 * Thumbnails of a claim's photos, for its page on the desk: made by sharp from the stored photo once per content and
 * kept as a private file, `thumbnails/REFERENCE/SHA256.webp` in DATA_DIR, named by the stored file's SHA-256 (a photo
 * never changes once stored, so a name is made once and read ever after). Erasing the submission removes its folder
 * with its documents (data-lifecycle/erase.ts), and the start-up sweep removes a folder no stored submission names
 * (submission-store.ts). A thumbnail is a cache: backups leave it out, and it is made again when missing.
 *
 * A stored photo was decoded and written again by the service (photos.ts), but a file on disk is still read as
 * hostile: no more pixels than a stored photo can have, no more bytes than a document may have, refused when cut
 * short, and given up after a few seconds. A photo that cannot be made small has no thumbnail, never an error, and
 * is tried once: an empty `SHA256.unreadable` beside the thumbnails says so, and later views read that instead of
 * decoding the photo again (its content, named by the SHA-256, never changes).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { MAX_DOCUMENT_BYTES } from "../../../form-contract/claim/documents";
import { MAX_LONG_EDGE } from "../../../form-contract/claim/photos";
import { makePrivateFolder, PRIVATE_FILE_MODE } from "../database/private-files";
import { REFERENCE } from "../submissions/references";
import { storedDocumentFile, syncToDisk } from "./documents";

// A claim's photos are personal: nothing of them stays in sharp's cache once a thumbnail is written.
sharp.cache(false);

/** The square a thumbnail fits inside, in pixels: a photo's long edge at most this, its short edge in proportion. */
const THUMBNAIL_EDGE = 160;
/** WebP at this quality: a 160 px photo in a few kB, clear enough to tell one photo from another. */
const WEBP_QUALITY = 70;
/** A stored photo decodes in well under a second; one that takes longer than this is no photo of ours. */
const TIMEOUT_SECONDS = 5;

const reading = { limitInputPixels: MAX_LONG_EDGE * MAX_LONG_EDGE, failOn: "truncated" } as const;

const SHA256 = /^[0-9a-f]{64}$/;

/** The stored types a thumbnail is made of: the photos the claim form takes (form-contract/claim/documents.ts). */
export const isPhoto = (mediaType: string) => mediaType === "image/jpeg" || mediaType === "image/png";

export const thumbnailsDir = (dataDir: string) => path.join(dataDir, "thumbnails");

/** A submission's thumbnails; throws for a reference the service would never have written. */
function thumbnailFolder(dataDir: string, reference: string): string {
  if (!REFERENCE.test(reference)) throw new Error(`${JSON.stringify(reference)} is not a reference`);
  return path.join(thumbnailsDir(dataDir), reference);
}

export interface Thumbnail {
  file: string;
  width: number;
  height: number;
}

/** A stored photo, as its row names it. */
export interface StoredPhoto {
  storedPath: string;
  sha256: string;
}

async function makeThumbnail(photoFile: string, file: string): Promise<void> {
  if (fs.statSync(photoFile).size > MAX_DOCUMENT_BYTES) throw new Error("larger than any stored document");
  const bytes = await sharp(fs.readFileSync(photoFile), reading)
    .timeout({ seconds: TIMEOUT_SECONDS })
    .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  // Erasure removes the photo and its thumbnails at once, in one turn of the event loop: a photo gone meanwhile was
  // erased, and a thumbnail written now would outlive it.
  if (!fs.existsSync(photoFile)) throw new Error("erased while its thumbnail was being made");
  makePrivateFolder(path.dirname(file));
  // Written whole under a name of its own, then renamed: a page shown meanwhile never reads half a thumbnail.
  const written = `${file}.${randomUUID()}`;
  try {
    fs.writeFileSync(written, bytes, { mode: PRIVATE_FILE_MODE, flag: "wx" });
    syncToDisk(written);
    fs.renameSync(written, file);
  } finally {
    fs.rmSync(written, { force: true });
  }
}

/**
 * The thumbnail of a submission's stored photo, made the first time it is asked for; undefined when the photo cannot
 * be read (damaged, too large, not an image, erased) or its row names no file the store would have written.
 */
export async function thumbnailOf(
  dataDir: string,
  reference: string,
  { storedPath, sha256 }: StoredPhoto,
): Promise<Thumbnail | undefined> {
  if (!SHA256.test(sha256) || !REFERENCE.test(reference)) return undefined;
  const folder = thumbnailFolder(dataDir, reference);
  const file = path.join(folder, `${sha256}.webp`);
  const unreadable = path.join(folder, `${sha256}.unreadable`);
  if (fs.existsSync(unreadable)) return undefined;
  try {
    if (!fs.existsSync(file)) await makeThumbnail(storedDocumentFile(dataDir, storedPath), file);
    const { width, height } = await sharp(file).metadata();
    return { file, width, height };
  } catch {
    markUnreadable(storedDocumentFile(dataDir, storedPath), unreadable);
    return undefined;
  }
}

/** Marks a photo as one no thumbnail can be made of, unless it was erased meanwhile (its folder would outlive it). */
function markUnreadable(photoFile: string, unreadable: string): void {
  if (!fs.existsSync(photoFile)) return;
  makePrivateFolder(path.dirname(unreadable));
  fs.writeFileSync(unreadable, "", { mode: PRIVATE_FILE_MODE });
}

/** Removes a submission's thumbnails, when it is erased. */
export function removeThumbnails(dataDir: string, reference: string): void {
  fs.rmSync(thumbnailFolder(dataDir, reference), { recursive: true, force: true });
}
