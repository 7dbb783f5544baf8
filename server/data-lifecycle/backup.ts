/**
 * `backup DIR`: a copy of DATA_DIR to restore from, made while the service runs and takes submissions.
 *
 * The database is copied with SQLite's backup API in a single step, so under one read transaction: the copy is
 * the database as it was at one moment, whatever the service commits meanwhile (WAL lets both go on). Then the
 * documents that copy refers to, its claim packs' cover sheets and the attachments kept from its messages: none
 * changes once stored, so copying it
 * afterwards copies what the snapshot meant, and the copy is checked against the SHA-256 stored with it. Last,
 * SHA256SUMS (manifest.ts).
 */
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { DATABASE_FILE, type Db } from "../storage/database/database";
import { storedDocumentFile } from "../storage/documents/documents";
import { coverSheetFile } from "../storage/claim-packs/claim-packs";
import { messageFile } from "../storage/messages/message-files";
import { makePrivateFile } from "../storage/database/private-files";
import { copyChecked, intoEmptyFolder, sha256Of } from "./files";
import { writeManifest, type ManifestEntry } from "./manifest";
import { Refused } from "./refused";

/** More pages than any database has: better-sqlite3's next step then copies all that remain at once. */
const ALL_PAGES = 0x7fffffff;

interface StoredFile {
  storedPath: string;
  sha256: string;
}

export interface Contents {
  submissions: number;
  documents: StoredFile[];
  /** The claim packs' cover sheets (storage/claim-packs/), under the documents folder too. */
  coverSheets: StoredFile[];
  /** The attachments kept from messages about submissions (storage/messages/), under the messages folder. */
  messageFiles: StoredFile[];
}

/** How many submissions a database file holds, and the documents and cover sheets it refers to. */
export function contentsOf(databaseFile: string): Contents {
  const db = new Database(databaseFile, { fileMustExist: true });
  try {
    const { count } = db.prepare<[], { count: number }>("SELECT COUNT(*) AS count FROM submissions").get()!;
    const documents = db
      .prepare<[], StoredFile>("SELECT stored_path AS storedPath, sha256 FROM documents ORDER BY id")
      .all();
    const coverSheets = db
      .prepare<[], StoredFile>(
        "SELECT cover_sheet_path AS storedPath, cover_sheet_sha256 AS sha256 FROM claim_packs ORDER BY id",
      )
      .all();
    const messageFiles = db
      .prepare<[], StoredFile>(
        "SELECT stored_path AS storedPath, sha256 FROM message_attachments WHERE stored_path IS NOT NULL ORDER BY id",
      )
      .all();
    return { submissions: count, documents, coverSheets, messageFiles };
  } finally {
    db.close();
  }
}

export function backup(db: Db, dataDir: string, folder: string): Promise<Contents> {
  return intoEmptyFolder(folder, "The backup folder", async () => {
    const copy = path.join(folder, DATABASE_FILE);
    // Made 0600 first: SQLite would create it with the umask's mode.
    makePrivateFile(copy);
    await db.backup(copy, { progress: () => ALL_PAGES });
    const contents = contentsOf(copy);
    const entries: ManifestEntry[] = [{ file: DATABASE_FILE, sha256: sha256Of(copy) }];
    const files = [
      ...contents.documents.map((document) => ({
        ...document,
        folder: "documents",
        stored: storedDocumentFile(dataDir, document.storedPath),
      })),
      ...contents.coverSheets.map((sheet) => ({
        ...sheet,
        folder: "documents",
        stored: coverSheetFile(dataDir, sheet.storedPath),
      })),
      ...contents.messageFiles.map((kept) => ({
        ...kept,
        folder: "messages",
        stored: messageFile(dataDir, kept.storedPath),
      })),
    ];
    for (const { storedPath, sha256, folder: under, stored } of files) {
      const file = [under, ...storedPath.split(path.sep)].join("/");
      if (!fs.existsSync(stored)) throw new Refused(`${file} was erased during the backup; run the backup again`);
      copyChecked(stored, path.join(folder, file), sha256, file);
      entries.push({ file, sha256 });
    }
    writeManifest(folder, entries);
    return contents;
  });
}
