/** The e-mails staff and customers received in the browser tests, from the mail sink playwright.config.ts starts. */
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

/**
 * Staff's e-mails about a submission are "Claim REF from …" or "Quote request REF from …", and "Claim REF: every
 * document asked for has arrived"; its receipt "Your claim REF has been received …"; the customer's at a step "Your
 * claim REF: We need documents from you".
 */
const isStaffMail = (mail: ParsedMail) => /^(Claim|Quote request) /.test(mail.subject ?? "");
const isStepMail = (mail: ParsedMail, reference: string) => (mail.subject ?? "").includes(`${reference}: `);

/** The messages the sink has received whole, parsed, oldest first. */
export function parsedMails(): Promise<ParsedMail[]> {
  return Promise.all(receivedMails().map((raw) => simpleParser(raw)));
}

/** The e-mails about a submission: staff's (in parts, for a large claim), the visitor's receipt, and the steps'. */
export async function mailsAbout(reference: string) {
  const about = (await parsedMails()).filter((mail) => mail.subject?.includes(reference));
  return {
    staff: about.filter(isStaffMail),
    receipts: about.filter((mail) => !isStaffMail(mail) && !isStepMail(mail, reference)),
    steps: about.filter((mail) => !isStaffMail(mail) && isStepMail(mail, reference)),
  };
}

/** How many e-mails staff and the visitor have had about a submission. */
export async function mailCounts(reference: string) {
  const { staff, receipts } = await mailsAbout(reference);
  return { staff: staff.length, receipts: receipts.length };
}

/** The e-mail staff received for a submission, parsed, once it has come. */
export const mailAbout = (reference: string) => firstAbout(reference, "staff");

/** The first of a submission's e-mails of a kind, parsed, once it has come. */
async function firstAbout(reference: string, kind: "staff" | "receipts" | "steps") {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      [found] = (await mailsAbout(reference))[kind];
      return found?.subject;
    })
    .toContain(reference);
  return found!;
}

/** The receipt the visitor was e-mailed for a submission, parsed, once it has come. */
export const receiptAbout = (reference: string) => firstAbout(reference, "receipts");

/** The first e-mail telling the customer of a step, parsed, once it has come. */
export const stepMailAbout = (reference: string) => firstAbout(reference, "steps");
