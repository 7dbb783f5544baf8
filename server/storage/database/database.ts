/**
 * The service's SQLite database: opened with durable settings, its tables created on first use, its files
 * readable by the service's user only (private-files.ts), and what is deleted from it overwritten.
 */
import Database from "better-sqlite3";
import path from "node:path";
import { CLAIM_STATUS_TABLES } from "../claim-status/claim-status-tables";
import {
  endSessionsWithoutPasskey,
  letAddressesComeBack,
  STAFF_COLUMNS_ADDED,
  STAFF_TABLES,
} from "../desk-people/staff-tables";
import { defineSubmissionStates, PROGRESS_COLUMNS_ADDED, PROGRESS_TABLES } from "../desk-progress/progress-tables";
import { fillSubmissionQueue } from "../desk-progress/queue-rows";
import { bringRecordUpToDate, RECORD_TABLE } from "../desk-progress/record-table";
import {
  indexOutbox,
  keyOutboxByMessage,
  letStaffIntoOutbox,
  OUTBOX_COLUMNS_ADDED,
  OUTBOX_TABLE,
} from "../outbox/outbox-table";
import { indexSubmissions, SUBMISSION_COLUMNS_ADDED, SUBMISSION_TABLES } from "../submissions/submission-tables";
import { INSURER_TABLES } from "../insurers/insurer-tables";
import { CLAIM_PACK_TABLES, INSURER_ANSWER_TABLES } from "../claim-packs/claim-pack-tables";
import { MESSAGE_TABLES } from "../messages/message-tables";
import { hashClaimKeys, indexUploads, UPLOAD_COLUMNS_ADDED, UPLOAD_TABLES } from "../uploads/upload-tables";
import { makePrivateFile, keepPrivate, makePrivateFolder } from "./private-files";
import { addMissingColumns } from "./table-upgrades";
import { writeTransaction } from "./write-transaction";

export type Db = Database.Database;

/** Every table, each declared by the group of storage/ that owns it. */
const schema = `${SUBMISSION_TABLES}${OUTBOX_TABLE}${UPLOAD_TABLES}${STAFF_TABLES}${PROGRESS_TABLES}${RECORD_TABLE}${INSURER_TABLES}${CLAIM_PACK_TABLES}${INSURER_ANSWER_TABLES}${MESSAGE_TABLES}`;

/** The database's file in DATA_DIR, and in a backup. */
export const DATABASE_FILE = "submissions.sqlite";

/**
 * `PRAGMA user_version` once the file has been rewritten whole (VACUUM) with secure_delete on: from then on no
 * text erased before is left in its free space (scrubErasedText).
 */
const SCRUBBED = 1;

export function openDatabase(dataDir: string): Db {
  makePrivateFolder(dataDir);
  const file = path.join(dataDir, DATABASE_FILE);
  // Made 0600 before SQLite opens it: SQLite gives the -wal and -shm files the database file's own mode.
  makePrivateFile(file);
  for (const companion of [`${file}-wal`, `${file}-shm`]) keepPrivate(companion);
  const db = new Database(file);
  // WAL lets readers (the submissions command) work beside the service; FULL syncs every commit to disk.
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  // What is deleted (an erasure, a purge) is overwritten with zeros, not left in free space to be read back.
  db.pragma("secure_delete = ON");
  // Off while the tables are brought up to date: rebuilding a table others point at (staff) drops it before its copy
  // takes its name, which SQLite allows only with foreign keys off (and ignores inside a transaction). After such a
  // rebuild they are checked whole before the transaction commits; they are on for everything after.
  db.pragma("foreign_keys = OFF");
  const hashed = writeTransaction(db, () => {
    const created = (db.prepare("SELECT COUNT(*) AS count FROM sqlite_schema").get() as { count: number }).count === 0;
    db.exec(schema);
    defineSubmissionStates(db);
    addMissingColumns(db, {
      ...SUBMISSION_COLUMNS_ADDED,
      ...OUTBOX_COLUMNS_ADDED,
      ...UPLOAD_COLUMNS_ADDED,
      ...STAFF_COLUMNS_ADDED,
      ...PROGRESS_COLUMNS_ADDED,
    });
    indexSubmissions(db);
    keyOutboxByMessage(db);
    letStaffIntoOutbox(db);
    indexOutbox(db);
    const staffRebuilt = letAddressesComeBack(db);
    bringRecordUpToDate(db);
    if (staffRebuilt && (db.pragma("foreign_key_check") as unknown[]).length > 0) {
      throw new Error("the staff table's rebuild left rows pointing at no one; the database is left as it was");
    }
    endSessionsWithoutPasskey(db);
    fillSubmissionQueue(db);
    // After the outbox's rebuild, which would drop the trigger these add to it.
    db.exec(CLAIM_STATUS_TABLES);
    const keysHashed = hashClaimKeys(db);
    indexUploads(db);
    // A new database never held text deleted without secure_delete.
    if (created) db.pragma(`user_version = ${SCRUBBED}`);
    return keysHashed;
  })();
  db.pragma("foreign_keys = ON");
  // The keys in clear are in the database file's older pages until the log's pages are copied over them.
  if (hashed) emptyWriteAheadLog(db);
  return db;
}

/**
 * Empties the write-ahead log after an erasure: its pages are copied into the database, where secure_delete has
 * zeroed what was erased, and the log file is cut to nothing, so the erased text is in neither file. Waits for
 * readers up to the busy timeout; answers false when one (a backup under way) kept it from finishing.
 */
export function emptyWriteAheadLog(db: Db): boolean {
  const [result] = db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
  return result?.busy === 0;
}

/**
 * Rewrites a database whole, once, if it may still hold text erased before secure_delete was turned on (by
 * versions that left it in free pages). Answers whether it did.
 */
export function scrubErasedText(db: Db): boolean {
  if ((db.pragma("user_version", { simple: true }) as number) >= SCRUBBED) return false;
  db.exec("VACUUM");
  db.pragma(`user_version = ${SCRUBBED}`);
  emptyWriteAheadLog(db);
  return true;
}
