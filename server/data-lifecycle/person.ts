/**
 * A person's submissions, for their requests under the NDPA 2023. They are found by e-mail address, whatever
 * its case, or by phone number, however it was typed: the forms store the phone as the visitor wrote it, so
 * both sides are compared in E.164. `find` lists them; `export-person` copies them, documents included, for
 * an access request. Exporting and erasing go by e-mail address only: a phone may be a family's or an office's.
 */
import path from "node:path";
import type { Db } from "../storage/database/database";
import { storedDocumentFile } from "../storage/documents/documents";
import { coverSheetFile, readClaimPacks } from "../storage/claim-packs/claim-packs";
import { senderName } from "../storage/submissions/sender-name";
import { type StoredSubmission, type SubmissionStore } from "../storage/submissions/submission-store";
import { deskHistoryOf } from "./desk-history";
import { exportedJson } from "./export-json";
import { exportedMessagesOf } from "./exported-messages";
import { readClaimMessages } from "../storage/messages/claim-messages";
import { messageFile } from "../storage/messages/message-files";
import { copyChecked, intoEmptyFolder, writePrivateFile } from "./files";
import { toE164 } from "./phone-key";
import { Refused } from "./refused";

export type Person = { email: string } | { phone: string };

const emailKey = (email: unknown) =>
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- fields are text, numbers or ticks, not objects
  String(email ?? "")
    .trim()
    .toLowerCase();

// eslint-disable-next-line @typescript-eslint/no-base-to-string -- fields are text, numbers or ticks, not objects
const phoneKey = (phone: unknown) => toE164(String(phone ?? ""));

/** The person an e-mail address or a phone number names. */
export function person(emailOrPhone: string): Person {
  if (emailOrPhone.includes("@")) return { email: emailKey(emailOrPhone) };
  const phone = phoneKey(emailOrPhone);
  if (!phone) throw new Refused(`${emailOrPhone} is neither an e-mail address nor a phone number`);
  return { phone };
}

export function personByEmail(email: string): Person {
  if (!email.includes("@")) {
    throw new Refused(`${email} is no e-mail address; find a phone number's submissions, then give their references`);
  }
  return person(email);
}

/** The person's submissions, oldest first; refused when there is none. */
export function submissionsOf(store: SubmissionStore, who: Person): StoredSubmission[] {
  const found = store
    .all()
    .filter(({ fields }) =>
      "email" in who ? emailKey(fields.email) === who.email : phoneKey(fields.phone) === who.phone,
    );
  if (found.length === 0) throw new Refused(`No submission was made by ${"email" in who ? who.email : who.phone}`);
  return found;
}

/** Whether `text` holds the sender's e-mail address, name or phone number (its digits, however written). */
export function namesSender(text: string, submission: Pick<StoredSubmission, "fields">): boolean {
  const lower = text.toLowerCase();
  const phone = phoneKey(submission.fields.phone);
  return (
    [emailKey(submission.fields.email), senderName(submission).trim().toLowerCase()].some(
      (identity) => identity !== "" && lower.includes(identity),
    ) ||
    (phone !== undefined && text.replace(/\D/g, "").includes(phone.slice(-10)))
  );
}

/**
 * Writes submissions.json, with each submission's life on the desk and its messages, documents/ (its claim packs'
 * cover sheets too) and messages/ (the attachments kept from its messages) into an empty `folder`; answers the number of submissions and documents copied.
 */
export function exportPerson(db: Db, store: SubmissionStore, dataDir: string, email: string, folder: string) {
  const submissions = submissionsOf(store, personByEmail(email));
  return intoEmptyFolder(folder, "The export folder", () => {
    const documents = submissions.flatMap((submission) => submission.documents);
    for (const { storedPath, sha256 } of documents) {
      const file = path.join("documents", storedPath);
      copyChecked(storedDocumentFile(dataDir, storedPath), path.join(folder, file), sha256, file);
    }
    const packs = readClaimPacks(db);
    for (const { coverSheetPath, coverSheetSha256 } of submissions.flatMap(({ reference }) => packs.of(reference))) {
      const file = path.join("documents", coverSheetPath);
      copyChecked(coverSheetFile(dataDir, coverSheetPath), path.join(folder, file), coverSheetSha256, file);
    }
    const messages = readClaimMessages(db);
    const attachments = submissions.flatMap(({ reference }) =>
      messages.ofSubmission(reference).flatMap((message) => message.attachments),
    );
    for (const { storedPath, sha256 } of attachments) {
      if (storedPath === null || sha256 === null) continue;
      const file = path.join("messages", storedPath);
      copyChecked(messageFile(dataDir, storedPath), path.join(folder, file), sha256, file);
    }
    writePrivateFile(
      path.join(folder, "submissions.json"),
      exportedJson(submissions, "documents", deskHistoryOf(db), exportedMessagesOf(db, "messages")),
    );
    return { submissions: submissions.length, documents: documents.length };
  });
}
