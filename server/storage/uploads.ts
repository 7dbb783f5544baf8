/**
 * Documents uploaded ahead of their claim (form-contract/claim/uploads.ts): the bytes in a tus DataStore (the file
 * store in DATA_DIR/uploads/; any tus store that can `read` an upload back will do, see docs/operations.md), and the `uploads`
 * table, which says which claim key each upload was made for, when, and whether a claim has taken it.
 */
import { makePrivateFolder } from "./private-files";
import { FileStore } from "@tus/file-store";
import { ERRORS, type Upload } from "@tus/server";
import path from "node:path";
import type { Readable } from "node:stream";
import { MAX_DOCUMENTS } from "../../form-contract/claim/documents";
import {
  UNCLAIMED_UPLOAD_HOURS,
  UPLOAD_ID,
  uploadMessages,
  uploadMetadataKeys,
} from "../../form-contract/claim/uploads";
import { tooManyDocuments } from "../client-errors";
import { SubmissionRejected } from "../validation";
import type { Db } from "./database";

const HOUR_MS = 60 * 60 * 1000;

export const uploadsDir = (dataDir: string) => path.join(dataDir, "uploads");

export function createUploadStore(db: Db, dataDir: string) {
  makePrivateFolder(uploadsDir(dataDir));
  const datastore = new FileStore({
    directory: uploadsDir(dataDir),
    // tus then answers 410 for an upload past its time and tells the client when that is (Upload-Expires).
    expirationPeriodInMilliseconds: UNCLAIMED_UPLOAD_HOURS * HOUR_MS,
  });
  // A document's length is declared when its upload is created, so that its size is checked before any byte.
  datastore.extensions = datastore.extensions.filter((extension) => extension !== "creation-defer-length");

  const countUnclaimed = db.prepare<[string], { count: number }>(
    "SELECT COUNT(*) AS count FROM uploads WHERE claim_key = ? AND claimed_at IS NULL",
  );
  const insert = db.prepare<[string, string, string]>(
    "INSERT INTO uploads (id, claim_key, created_at) VALUES (?, ?, ?)",
  );
  const unclaimed = db.prepare<[string, string], { found: number }>(
    "SELECT 1 AS found FROM uploads WHERE id = ? AND claim_key = ? AND claimed_at IS NULL",
  );
  const markClaimed = db.prepare<[string, string, string]>(
    "UPDATE uploads SET claimed_at = ? WHERE id = ? AND claim_key = ? AND claimed_at IS NULL",
  );
  const forget = db.prepare<[string]>("DELETE FROM uploads WHERE id = ?");
  const due = db.prepare<[string], { id: string }>(
    "SELECT id FROM uploads WHERE created_at < ? OR claimed_at IS NOT NULL ORDER BY created_at",
  );

  const record = db.transaction((id: string, claimKey: string, now: Date) => {
    if (countUnclaimed.get(claimKey)!.count >= MAX_DOCUMENTS) throw tooManyDocuments();
    insert.run(id, claimKey, now.toISOString());
  });

  async function remove(id: string): Promise<void> {
    try {
      await datastore.remove(id);
    } catch (error) {
      // Already gone (a DELETE, an earlier sweep): only the row is left to forget.
      if (error !== ERRORS.FILE_NOT_FOUND) throw error;
    }
    forget.run(id);
  }

  return {
    datastore,

    /** Records a new upload under its claim key; refuses one more than MAX_DOCUMENTS unclaimed for the same key. */
    record(id: string, claimKey: string, now = new Date()): void {
      record(id, claimKey, now);
    },

    /** The upload, if a claim with `claimKey` may take it: made for that key, not claimed yet, and complete. */
    async claimable(id: string, claimKey: string): Promise<Upload | undefined> {
      if (!UPLOAD_ID.test(id) || !unclaimed.get(id, claimKey)) return undefined;
      const upload = await datastore.getUpload(id).catch(() => undefined);
      if (!upload || upload.size === undefined || upload.offset !== upload.size) return undefined;
      return upload.metadata?.[uploadMetadataKeys.claimKey] === claimKey ? upload : undefined;
    },

    read(id: string): Readable {
      return datastore.read(id);
    },

    /**
     * Runs `save` with the uploads marked as claimed, in one transaction: each upload goes to one claim, even when
     * two arrive together, and a claim that is not stored leaves its uploads free for the next try.
     */
    claim<T>(ids: readonly string[], claimKey: string, save: () => T): T {
      return db.transaction(() => {
        const now = new Date().toISOString();
        for (const id of ids) {
          if (markClaimed.run(now, id, claimKey).changes !== 1) {
            throw new SubmissionRejected({ documents: uploadMessages.unknownUpload });
          }
        }
        return save();
      })();
    },

    /** Deletes an upload and forgets it. */
    remove,

    /** Forgets an upload tus has already deleted (the client's DELETE). */
    forget(id: string): void {
      forget.run(id);
    },

    /** Deletes what no claim took within UNCLAIMED_UPLOAD_HOURS, and what claims took; answers how many. */
    async sweep(now = new Date()): Promise<number> {
      const ids = due.all(new Date(now.getTime() - UNCLAIMED_UPLOAD_HOURS * HOUR_MS).toISOString());
      for (const { id } of ids) await remove(id);
      return ids.length;
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
