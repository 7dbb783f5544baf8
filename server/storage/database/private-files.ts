/**
 * Claims hold identity documents and health details, so whatever the service and the submissions command
 * write is their user's alone: folders 0700 and files 0600, whatever the umask they were started with. Both
 * entry points also set the umask to 077 (PRIVATE_UMASK) for what any other code creates; the modes here
 * hold even without it.
 */
import fs from "node:fs";

export const PRIVATE_UMASK = 0o077;
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The permission bits for the group and others: none may be set on anything holding personal data. */
const SHARED_BITS = 0o077;

const octal = (mode: number) => (mode & 0o777).toString(8).padStart(3, "0");

/** Makes `folder`, and any missing folder above it, readable by this user only. */
export function makePrivateFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

/** Creates `file` empty with mode 0600 if it is missing; an existing one is kept private (keepPrivate). */
export function makePrivateFile(file: string): void {
  try {
    fs.closeSync(fs.openSync(file, "wx", PRIVATE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    keepPrivate(file);
  }
}

/** Makes an existing file or folder this user's alone, if the group or others have any access to it. */
export function keepPrivate(file: string): void {
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  if (!stats || (stats.mode & SHARED_BITS) === 0) return;
  fs.chmodSync(file, stats.isDirectory() ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE);
}

/**
 * DATA_DIR, made if missing, and made 0700 if it is open to others (a folder made by hand, or by a version
 * that followed the umask): answers its mode before, as "755", when it had to be changed.
 */
export function makePrivateDataDir(dataDir: string): string | undefined {
  const stats = fs.statSync(dataDir, { throwIfNoEntry: false });
  if (!stats) {
    makePrivateFolder(dataDir);
    return undefined;
  }
  // A file where DATA_DIR should be is left for what opens it to refuse.
  if (!stats.isDirectory() || (stats.mode & SHARED_BITS) === 0) return undefined;
  fs.chmodSync(dataDir, PRIVATE_FOLDER_MODE);
  return octal(stats.mode);
}

/** Why an existing folder may not take personal data, or undefined when only its owner can open it. */
export function sharedFolderProblem(folder: string, what: string): string | undefined {
  const { mode } = fs.statSync(folder);
  if ((mode & SHARED_BITS) === 0) return undefined;
  return `${what} ${folder} is open to others (mode ${octal(mode)}): give a folder only its owner can open (chmod 700)`;
}
