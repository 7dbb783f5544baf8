/** The e-mails staff and visitors received in the browser tests, from the mail sink playwright.config.ts starts. */
import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { expect } from "./fixtures";

const mailDir = path.join(__dirname, "..", "var", "e2e-mail");

/** The messages the sink has received whole, oldest first, as raw bytes. */
export function receivedMails(): Buffer[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map((file) => fs.readFileSync(path.join(mailDir, file)));
}

/** Staff's e-mail about a submission is "Claim REF from …" or "Quote request REF from …"; its receipt "Your claim REF …". */
const isStaffMail = (mail: ParsedMail) => /^(Claim|Quote request) /.test(mail.subject ?? "");

/** The messages the sink has received whole, parsed, oldest first. */
export function parsedMails(): Promise<ParsedMail[]> {
  return Promise.all(receivedMails().map((raw) => simpleParser(raw)));
}

/** The e-mails about a submission: staff's (in parts, for a large claim) and the visitor's receipt. */
export async function mailsAbout(reference: string) {
  const about = (await parsedMails()).filter((mail) => mail.subject?.includes(reference));
  return { staff: about.filter(isStaffMail), receipts: about.filter((mail) => !isStaffMail(mail)) };
}

/** How many e-mails staff and the visitor have had about a submission. */
export async function mailCounts(reference: string) {
  const { staff, receipts } = await mailsAbout(reference);
  return { staff: staff.length, receipts: receipts.length };
}

/** The e-mail staff received for a submission, parsed, once it has come. */
export async function mailAbout(reference: string) {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      [found] = (await mailsAbout(reference)).staff;
      return found?.subject;
    })
    .toContain(reference);
  return found!;
}

/** The receipt the visitor was e-mailed for a submission, parsed, once it has come. */
export async function receiptAbout(reference: string) {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      [found] = (await mailsAbout(reference)).receipts;
      return found?.subject;
    })
    .toContain(reference);
  return found!;
}
