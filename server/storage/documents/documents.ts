/**
 * Uploaded documents: streamed to a staging folder with their SHA-256 and synced to disk, then judged
 * by their content (document-content.ts), never by their name or declared type.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { shortenFileName } from "../../../form-contract/claim/documents";
import { PRIVATE_FILE_MODE } from "../database/private-files";

export interface StagedDocument {
  originalName: string;
  tempPath: string;
  size: number;
  sha256: string;
}

/** A document as it is kept (a photo re-encoded: photos.ts), with the SHA-256 of what came. */
export interface AcceptedDocument extends StagedDocument {
  mediaType: string;
  originalSha256: string;
}

export const incomingDir = (dataDir: string) => path.join(dataDir, "incoming");
export const documentsDir = (dataDir: string) => path.join(dataDir, "documents");

/**
 * A document's `stored_path` exactly as the store writes it (submission-store.ts, safeFileName): its claim's
 * reference, then its position and its name cleaned to letters, digits, "_", "." and "-". Nothing else (an
 * absolute path, "..", another folder) is ever joined to a path.
 */
export const STORED_PATH = /^(CLM-\d{4}-\d{6,})\/(\d+)-[A-Za-z0-9_.-]{1,80}$/;

/** The file a stored document is in; throws for a `stored_path` the store would never have written. */
export function storedDocumentFile(dataDir: string, storedPath: string): string {
  if (!STORED_PATH.test(storedPath)) throw new Error(`${JSON.stringify(storedPath)} is not a stored document's path`);
  return path.join(documentsDir(dataDir), storedPath);
}

export function syncToDisk(target: string): void {
  const fd = fs.openSync(target, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export async function stageDocument(stream: Readable, originalName: string, dataDir: string): Promise<StagedDocument> {
  const tempPath = path.join(incomingDir(dataDir), randomUUID());
  const hash = createHash("sha256");
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    // Opened before the body flows: a body failing while an asynchronous open was still pending had its file
    // created after the clean-up below had run, and left it in incoming/.
    const fd = fs.openSync(tempPath, "wx", PRIVATE_FILE_MODE);
    await pipeline(stream, measure, fs.createWriteStream(tempPath, { fd }));
    syncToDisk(tempPath);
  } catch (error) {
    fs.rmSync(tempPath, { force: true });
    throw error;
  }
  // Shortened at once: the name is kept, shown in answers and used as the attachment's, never at any length.
  return { originalName: shortenFileName(originalName), tempPath, size, sha256: hash.digest("hex") };
}

export function discardStaged(documents: readonly StagedDocument[]): void {
  for (const document of documents) fs.rmSync(document.tempPath, { force: true });
}
