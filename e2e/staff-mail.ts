/** The e-mails staff received in the browser tests, from the mail sink playwright.config.ts starts. */
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

/** The e-mail staff received for a submission, parsed. */
export async function mailAbout(reference: string) {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      for (const raw of receivedMails()) {
        const mail = await simpleParser(raw);
        if (mail.subject?.includes(reference)) found = mail;
      }
      return found?.subject;
    })
    .toContain(reference);
  return found!;
}
