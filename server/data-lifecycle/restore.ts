/**
 * `restore DIR`: a backup (backup.ts) copied into an empty DATA_DIR. Every file is checked against SHA256SUMS
 * before anything is copied and again once copied, so a damaged backup or a bad copy is refused, not served.
 *
 * A backup is not trusted for more than its sums: it may come back from another machine or another hand. The
 * manifest may list the database and the documents, cover sheets and messages' attachments the database names,
 * nothing else; the database's every document row, claim pack and kept attachment must be listed with the same
 * SHA-256, and its path, like every
 * reference, must be exactly what the service writes (documents.ts, claim-packs.ts, references.ts) before anything
 * is copied under it.
 *
 * A restored DATA_DIR starts with nobody signed in, to the desk or to a claim's status page, and no registration or
 * status link open: a session signed out, or a link used, after the backup was made would otherwise work again.
 * Staff sign in again with their passkeys; a customer asks for a new link.
 */
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { DATABASE_FILE, openDatabase } from "../storage/database/database";
import { STORED_PATH } from "../storage/documents/documents";
import { COVER_SHEET_PATH } from "../storage/claim-packs/claim-packs";
import { MESSAGE_FILE_PATH } from "../storage/messages/message-files";
import { makePrivateDataDir } from "../storage/database/private-files";
import { REFERENCE } from "../storage/submissions/references";
import { statusLinkMessages } from "../storage/claim-status/status-link-message";
import { contentsOf, type Contents } from "./backup";
import { copyChecked, filesIn, intoEmptyFolder, sha256Of } from "./files";
import { MANIFEST, readManifest, type ManifestEntry } from "./manifest";
import { Refused } from "./refused";

/** A document's file in a backup, and in DATA_DIR: "documents/" and its `stored_path`; a cover sheet's alike. */
const DOCUMENT_FILE = new RegExp(`^documents/${STORED_PATH.source.slice(1)}`);
const COVER_SHEET_FILE = new RegExp(`^documents/${COVER_SHEET_PATH.source.slice(1)}`);
/** A message's attachment's file: "messages/" and its `stored_path` (message-files.ts). */
const MESSAGE_FILE = new RegExp(`^messages/${MESSAGE_FILE_PATH.source.slice(1)}`);

export function restore(folder: string, dataDir: string): Promise<Contents> {
  makePrivateDataDir(dataDir);
  return intoEmptyFolder(dataDir, "DATA_DIR", () => {
    const entries = checkedManifest(folder);
    const database = entries.find(({ file }) => file === DATABASE_FILE)!;
    copyChecked(path.join(folder, DATABASE_FILE), path.join(dataDir, DATABASE_FILE), database.sha256, DATABASE_FILE);
    checkDocumentRows(path.join(dataDir, DATABASE_FILE), entries);
    for (const { file, sha256 } of entries) {
      if (file === DATABASE_FILE) continue;
      copyChecked(path.join(folder, file), path.join(dataDir, file), sha256, `${file}, copied into DATA_DIR,`);
    }
    endSignIns(dataDir);
    return contentsOf(path.join(dataDir, DATABASE_FILE));
  });
}

/**
 * The backup's manifest, once it lists the database and otherwise only documents' files, and each file it lists
 * is there with its SHA-256, and no other.
 */
function checkedManifest(folder: string): ManifestEntry[] {
  const entries = readManifest(folder);
  if (!entries.some(({ file }) => file === DATABASE_FILE))
    throw new Refused(`${MANIFEST} does not list ${DATABASE_FILE}`);
  const foreign = entries.find(
    ({ file }) =>
      file !== DATABASE_FILE && !DOCUMENT_FILE.test(file) && !COVER_SHEET_FILE.test(file) && !MESSAGE_FILE.test(file),
  );
  if (foreign) throw new Refused(`${MANIFEST} lists ${foreign.file}, which is neither the database nor a document`);
  const listed = new Set(entries.map(({ file }) => file));
  if (listed.size < entries.length) throw new Refused(`${MANIFEST} lists a file twice`);
  const unlisted = filesIn(folder).find((file) => file !== MANIFEST && !listed.has(file));
  if (unlisted !== undefined) throw new Refused(`${unlisted} is in the backup but not in ${MANIFEST}`);
  for (const { file, sha256 } of entries) {
    const inBackup = path.join(folder, file);
    if (!fs.existsSync(inBackup)) throw new Refused(`${file} is in ${MANIFEST} but not in the backup`);
    if (sha256Of(inBackup) !== sha256) throw new Refused(`${file} does not match its SHA-256 in ${MANIFEST}`);
  }
  return entries;
}

interface DocumentRow {
  reference: string;
  position: number;
  storedPath: string;
  sha256: string;
}

interface CoverSheetRow {
  reference: string;
  version: number;
  storedPath: string;
  sha256: string;
}

/**
 * Checks the restored database against the manifest: every reference and `stored_path` as the service writes
 * them, each document row's file listed with the row's SHA-256, and no document listed that no row names.
 */
function checkDocumentRows(databaseFile: string, entries: readonly ManifestEntry[]): void {
  const db = new Database(databaseFile, { fileMustExist: true });
  let references: string[];
  let rows: DocumentRow[];
  let coverSheets: CoverSheetRow[];
  let messageFiles: { storedPath: string; sha256: string }[];
  try {
    const [check] = db.pragma("quick_check") as { quick_check: string }[];
    if (check?.quick_check !== "ok") throw new Refused(`${DATABASE_FILE} is damaged: ${check?.quick_check}`);
    references = db
      .prepare<[], { reference: string }>("SELECT reference FROM submissions ORDER BY id")
      .all()
      .map(({ reference }) => reference);
    rows = db
      .prepare<[], DocumentRow>(
        `SELECT submissions.reference, documents.position, documents.stored_path AS storedPath, documents.sha256
         FROM documents LEFT JOIN submissions ON submissions.id = documents.submission_id ORDER BY documents.id`,
      )
      .all();
    // A backup made before claim packs has none.
    const packed = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'claim_packs'").get();
    coverSheets = packed
      ? db
          .prepare<[], CoverSheetRow>(
            `SELECT submissions.reference, claim_packs.version, claim_packs.cover_sheet_path AS storedPath,
               claim_packs.cover_sheet_sha256 AS sha256
             FROM claim_packs LEFT JOIN submissions ON submissions.id = claim_packs.submission_id
             ORDER BY claim_packs.id`,
          )
          .all()
      : [];
    // A backup made before messages has none.
    const messaged = db
      .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'message_attachments'")
      .get();
    messageFiles = messaged
      ? db
          .prepare<[], { storedPath: string; sha256: string }>(
            `SELECT stored_path AS storedPath, sha256 FROM message_attachments
             WHERE stored_path IS NOT NULL ORDER BY id`,
          )
          .all()
      : [];
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused(`${DATABASE_FILE} is not a submissions database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
  const badReference = references.find((reference) => !REFERENCE.test(reference));
  if (badReference !== undefined) {
    throw new Refused(`${DATABASE_FILE} holds a reference the service never writes: ${JSON.stringify(badReference)}`);
  }
  const sums = new Map(entries.map(({ file, sha256 }) => [file, sha256]));
  const named = new Set<string>();
  const checkListed = (row: string, storedPath: string, sha256: string, folder = "documents") => {
    const file = `${folder}/${storedPath}`;
    if (!sums.has(file)) throw new Refused(`${row} is not in ${MANIFEST}`);
    if (sums.get(file) !== sha256) throw new Refused(`${row} has another SHA-256 than ${MANIFEST} gives its file`);
    named.add(file);
  };
  for (const { reference, position, storedPath, sha256 } of rows) {
    const match = STORED_PATH.exec(storedPath);
    const row = `${DATABASE_FILE}'s document ${JSON.stringify(storedPath)}`;
    if (!match || match[1] !== reference || Number(match[2]) !== position) {
      throw new Refused(`${row} is not a path the service writes for its claim`);
    }
    checkListed(row, storedPath, sha256);
  }
  for (const { reference, version, storedPath, sha256 } of coverSheets) {
    const match = COVER_SHEET_PATH.exec(storedPath);
    const row = `${DATABASE_FILE}'s cover sheet ${JSON.stringify(storedPath)}`;
    if (!match || match[1] !== reference || Number(match[2]) !== version) {
      throw new Refused(`${row} is not a path the service writes for its claim`);
    }
    checkListed(row, storedPath, sha256);
  }
  for (const { storedPath, sha256 } of messageFiles) {
    const row = `${DATABASE_FILE}'s message attachment ${JSON.stringify(storedPath)}`;
    if (!MESSAGE_FILE_PATH.test(storedPath)) throw new Refused(`${row} is not a path the service writes`);
    checkListed(row, storedPath, sha256, "messages");
  }
  const unnamed = entries.find(({ file }) => file !== DATABASE_FILE && !named.has(file));
  if (unnamed) throw new Refused(`${unnamed.file} is in ${MANIFEST} but no document in ${DATABASE_FILE} names it`);
}

/**
 * Ends every session, the desk's and the customers', and every sign-in under way, and closes the registration and
 * status links not yet used, with the e-mails of those not yet sent, whose links would no longer open.
 */
function endSignIns(dataDir: string): void {
  const db = openDatabase(dataDir);
  try {
    db.exec(`DELETE FROM staff_sessions; DELETE FROM passkey_challenges; DELETE FROM claim_sessions;
      DELETE FROM registration_links WHERE used_at IS NULL; DELETE FROM status_links WHERE used_at IS NULL;
      DELETE FROM outbox WHERE message LIKE '${statusLinkMessages.prefix}%' AND sent_at IS NULL;`);
  } finally {
    db.close();
  }
}
