/**
 * What is kept of a claim's accepted documents: a PDF or Word file as it came, a photo re-encoded (photos.ts); each
 * under the name and type its content showed (document-content.ts), with the SHA-256 of what the visitor sent.
 */
import type { JudgedDocument } from "./document-content";
import type { AcceptedDocument, StagedDocument } from "./documents";
import { reencodePhoto } from "./photos";

const PHOTO_TYPES = new Set(["image/jpeg", "image/png"]);

/** Each re-encoded photo is added to `staged` as soon as it is written, for the clean-up whatever happens. */
export async function documentsToKeep(
  documents: readonly StagedDocument[],
  judged: readonly JudgedDocument[],
  dataDir: string,
  staged: StagedDocument[],
): Promise<AcceptedDocument[]> {
  return Promise.all(
    documents.map(async (document, index) => {
      const { name, mediaType } = judged[index]!;
      if (!PHOTO_TYPES.has(mediaType)) {
        return { ...document, originalName: name, mediaType, originalSha256: document.sha256 };
      }
      const photo = await reencodePhoto(document, name, dataDir);
      staged.push(photo.staged);
      return { ...photo.staged, mediaType: photo.mediaType, originalSha256: document.sha256 };
    }),
  );
}
