/**
 * Where a message's attachments are kept: DATA_DIR/messages/FOLDER/POSITION-NAME, a folder of its own for each
 * message (a random name, made before the message's row exists, so that its files are in place when the row that
 * names them commits). Only a path the store wrote is ever joined to the folder.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { makePrivateFolder } from "../database/private-files";
import type { StagedDocument } from "../documents/documents";
import { safeFileName } from "../submissions/submission-store";

export const messagesDir = (dataDir: string) => path.join(dataDir, "messages");

export const MESSAGE_FILE_PATH = /^([0-9a-f-]{36})\/(\d+)-[A-Za-z0-9_.-]{1,80}$/;

/** The file a kept attachment is in; throws for a path the store would never have written. */
export function messageFile(dataDir: string, storedPath: string): string {
  if (!MESSAGE_FILE_PATH.test(storedPath))
    throw new Error(`${JSON.stringify(storedPath)} is not a kept attachment's path`);
  return path.join(messagesDir(dataDir), storedPath);
}

/** Moves staged attachments into a new folder of their own; answers each one's stored path, in order. */
export function keepAttachmentFiles(dataDir: string, staged: readonly StagedDocument[]): string[] {
  if (staged.length === 0) return [];
  const folder = randomUUID();
  makePrivateFolder(path.join(messagesDir(dataDir), folder));
  return staged.map((document, index) => {
    const storedPath = `${folder}/${safeFileName(index + 1, document.originalName)}`;
    fs.renameSync(document.tempPath, messageFile(dataDir, storedPath));
    return storedPath;
  });
}

/** Deletes a message's kept files and their folder. */
export function removeAttachmentFiles(dataDir: string, storedPaths: readonly string[]): void {
  const folders = new Set<string>();
  for (const storedPath of storedPaths) {
    const file = messageFile(dataDir, storedPath);
    fs.rmSync(file, { force: true });
    folders.add(path.dirname(file));
  }
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
}
