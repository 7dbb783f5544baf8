/**
 * Documents uploaded ahead of their claim (form-contract/claim/uploads.ts): the bytes in a tus DataStore (the file
 * store in DATA_DIR/uploads/; any tus store that can `read` an upload back will do, see docs/operations.md), and the
 * `uploads` table: the hash of the claim key each upload was made for, the address it came from, its declared
 * length and the bytes received, when it last progressed, whether it was judged and whether a claim took it.
 *
 * What an unfinished upload has declared is counted as already written: a creation or a PATCH that would leave
 * less than the disk reserve once every upload under way is whole is refused, and so are bytes past the caps on
 * what one address, and the whole service, may hold unclaimed.
 */
import { makePrivateFolder } from "../database/private-files";
import { FileStore } from "@tus/file-store";
import { ERRORS, type Upload } from "@tus/server";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { MAX_DOCUMENTS } from "../../../form-contract/claim/documents";
import {
  STALLED_UPLOAD_HOURS,
  UNCLAIMED_UPLOAD_HOURS,
  UPLOAD_ID,
  uploadMessages,
} from "../../../form-contract/claim/uploads";
import { lowDiskSpace, tooManyDocuments, tooManyUnclaimedBytes } from "../../submissions/client-errors";
import { SubmissionRejected } from "../../submissions/validation";
import type { Db } from "../database/database";
import { writeTransaction } from "../database/write-transaction";

const HOUR_MS = 60 * 60 * 1000;

export const uploadsDir = (dataDir: string) => path.join(dataDir, "uploads");

/** The claim key as the service keeps it: a key that leaked from the database names no upload. */
export const claimKeyHash = (claimKey: string) => createHash("sha256").update(claimKey).digest("hex");

export interface UploadLimits {
  /** Free space the uploads, and the claims, must leave on the data folder's disk. */
  minFreeDiskBytes: number;
  /** Bytes that uploads from one address may hold before a claim takes them. */
  maxUnclaimedBytesPerAddress: number;
  /** Bytes that all uploads together may hold before claims take them. */
  maxUnclaimedBytes: number;
}

/** What the service knows of an upload while a claim has not taken it. */
export interface UploadRow {
  length: number;
  received: number;
  judged: boolean;
}

export function createUploadStore(db: Db, dataDir: string, limits: UploadLimits) {
  makePrivateFolder(uploadsDir(dataDir));
  const datastore = new FileStore({
    directory: uploadsDir(dataDir),
    // tus then answers 410 for an upload past its time and tells the client when that is (Upload-Expires).
    expirationPeriodInMilliseconds: UNCLAIMED_UPLOAD_HOURS * HOUR_MS,
  });
  // A document's length is declared when its upload is created, so that its size is checked before any byte.
  datastore.extensions = datastore.extensions.filter((extension) => extension !== "creation-defer-length");

  const freeDiskBytes = () => {
    const { bavail, bsize } = fs.statfsSync(dataDir);
    return bavail * bsize;
  };

  const countUnclaimed = db.prepare<[string], { count: number }>(
    "SELECT COUNT(*) AS count FROM uploads WHERE claim_key_sha256 = ? AND claimed_at IS NULL",
  );
  const unclaimedBytesFrom = db.prepare<[string], { bytes: number }>(
    "SELECT COALESCE(SUM(length), 0) AS bytes FROM uploads WHERE address = ? AND claimed_at IS NULL",
  );
  const unclaimedBytes = db.prepare<[], { bytes: number }>(
    "SELECT COALESCE(SUM(length), 0) AS bytes FROM uploads WHERE claimed_at IS NULL",
  );
  const bytesToCome = db.prepare<[], { bytes: number }>(
    "SELECT COALESCE(SUM(length - received), 0) AS bytes FROM uploads WHERE received < length",
  );
  const insert = db.prepare<[string, string, string, number, string, string]>(
    "INSERT INTO uploads (id, claim_key_sha256, address, length, created_at, progressed_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const findOwn = db.prepare<[string, string], { length: number; received: number; judged: number }>(
    "SELECT length, received, judged_at IS NOT NULL AS judged FROM uploads " +
      "WHERE id = ? AND claim_key_sha256 = ? AND claimed_at IS NULL",
  );
  const progressed = db.prepare<[{ id: string; received: number; at: string }]>(
    "UPDATE uploads SET received = @received, progressed_at = @at WHERE id = @id AND received < @received",
  );
  const markJudged = db.prepare<[string, string]>("UPDATE uploads SET judged_at = ? WHERE id = ?");
  const markClaimed = db.prepare<[string, string, string]>(
    "UPDATE uploads SET claimed_at = ? WHERE id = ? AND claim_key_sha256 = ? AND claimed_at IS NULL",
  );
  const forget = db.prepare<[string]>("DELETE FROM uploads WHERE id = ?");
  const lengthUnknown = db.prepare<[], { id: string }>("SELECT id FROM uploads WHERE length < 0");
  const learnt = db.prepare<[number, number, string | null, string]>(
    "UPDATE uploads SET length = ?, received = ?, judged_at = ? WHERE id = ?",
  );
  const due = db.prepare<[string, string], { id: string }>(
    "SELECT id FROM uploads WHERE created_at < ? OR claimed_at IS NOT NULL " +
      "OR (received < length AND progressed_at < ?) ORDER BY created_at",
  );

  const own = (id: string, claimKey: string): UploadRow | undefined => {
    if (!UPLOAD_ID.test(id)) return undefined;
    const row = findOwn.get(id, claimKeyHash(claimKey));
    return row && { length: row.length, received: row.received, judged: row.judged === 1 };
  };

  /** Whether `bytes` more can be written, leaving the reserve once every upload under way is whole. */
  const hasRoomFor = (bytes: number) => freeDiskBytes() - bytesToCome.get()!.bytes - bytes >= limits.minFreeDiskBytes;

  const record = writeTransaction(db, (id: string, claimKey: string, address: string, length: number, now: Date) => {
    if (countUnclaimed.get(claimKeyHash(claimKey))!.count >= MAX_DOCUMENTS) throw tooManyDocuments();
    if (unclaimedBytesFrom.get(address)!.bytes + length > limits.maxUnclaimedBytesPerAddress) {
      throw tooManyUnclaimedBytes();
    }
    if (unclaimedBytes.get()!.bytes + length > limits.maxUnclaimedBytes || !hasRoomFor(length)) {
      throw lowDiskSpace();
    }
    insert.run(id, claimKeyHash(claimKey), address, length, now.toISOString(), now.toISOString());
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

    /**
     * Records a new upload of `length` bytes under its claim key, from `address`; refuses one more than
     * MAX_DOCUMENTS unclaimed for the same key, bytes past either cap, and bytes the disk cannot spare.
     */
    record(id: string, claimKey: string, address: string, length: number, now = new Date()): void {
      record(id, claimKey, address, length, now);
    },

    /** The upload as its own claim key sees it; undefined for any other key, or once a claim has taken it. */
    own,

    /** Notes the bytes the upload now holds; the stall sweep counts from the last time they grew. */
    progressed(id: string, received: number, now = new Date()): void {
      progressed.run({ id, received, at: now.toISOString() });
    },

    /** Notes that the whole upload met the document rules: it is never judged again, nor written to. */
    judged(id: string, now = new Date()): void {
      markJudged.run(now.toISOString(), id);
    },

    /** Whether `bytes` more may be written now (a claim's documents, a PATCH), keeping the disk reserve. */
    hasRoomFor,

    /**
     * The upload, if a claim with `claimKey` may take it: made for that key, whole, not claimed yet. Its verdict is
     * not asked for: the claim judges its documents itself, so an upload whose verdict a stopped service never
     * recorded is still taken.
     */
    async claimable(id: string, claimKey: string): Promise<Upload | undefined> {
      if (!own(id, claimKey)) return undefined;
      const upload = await datastore.getUpload(id).catch(() => undefined);
      return upload && upload.size !== undefined && upload.offset === upload.size ? upload : undefined;
    },

    read(id: string): Readable {
      return datastore.read(id);
    },

    /**
     * Runs `save` with the uploads marked as claimed, in one transaction: each upload goes to one claim, even when
     * two arrive together, and a claim that is not stored leaves its uploads free for the next try.
     */
    claim<T>(ids: readonly string[], claimKey: string, save: () => T): T {
      return writeTransaction(db, () => {
        const now = new Date().toISOString();
        for (const id of ids) {
          if (markClaimed.run(now, id, claimKeyHash(claimKey)).changes !== 1) {
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

    /**
     * Deletes what no claim took within UNCLAIMED_UPLOAD_HOURS, what received nothing for STALLED_UPLOAD_HOURS
     * before it was whole, and what claims took; answers how many.
     */
    async sweep(now = new Date()): Promise<number> {
      // Recorded before the table kept lengths: an upload already whole was judged when its last byte came.
      for (const { id } of lengthUnknown.all()) {
        const upload = await datastore.getUpload(id).catch(() => undefined);
        const whole = upload?.size !== undefined && upload.offset === upload.size;
        learnt.run(upload?.size ?? 0, upload?.offset ?? 0, whole ? now.toISOString() : null, id);
      }
      const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();
      const ids = due.all(ago(UNCLAIMED_UPLOAD_HOURS), ago(STALLED_UPLOAD_HOURS));
      for (const { id } of ids) await remove(id);
      return ids.length;
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
