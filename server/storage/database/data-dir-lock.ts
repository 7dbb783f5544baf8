/**
 * One service per DATA_DIR: a second one's start-up sweep would delete the first one's uploads in progress.
 *
 * The lock is SQLite's own exclusive lock on `service.lock`, held for the life of the connection: it is the
 * kernel's (fcntl) lock, so it goes when its process goes, kill -9 included, and no pid file can go stale or
 * name a pid reused by another program. The submissions database stays free for the CLI to read.
 */
import Database from "better-sqlite3";
import path from "node:path";
import { StartupError } from "../../startup-error";
import { makePrivateFile, makePrivateFolder } from "./private-files";

export class DataDirInUse extends StartupError {
  constructor(dataDir: string) {
    super(
      `DATA_DIR ${dataDir} is in use by another submissions service; stop it first, or give this one its own DATA_DIR`,
    );
  }
}

/** Takes the lock or throws DataDirInUse at once; `release` lets another service start. */
export function lockDataDir(dataDir: string): { release(): void } {
  makePrivateFolder(dataDir);
  const file = path.join(dataDir, "service.lock");
  makePrivateFile(file);
  const lock = new Database(file, { timeout: 0 });
  try {
    // In exclusive locking mode an exclusive lock, once taken, is kept until the connection closes. Taken by an
    // empty transaction, it writes nothing: a service restarted on a full disk must still start.
    lock.pragma("locking_mode = EXCLUSIVE");
    lock.exec("BEGIN EXCLUSIVE; COMMIT;");
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === "SQLITE_BUSY") throw new DataDirInUse(dataDir);
    throw error;
  }
  return { release: () => lock.close() };
}
