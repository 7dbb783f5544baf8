/** The e-mails staff received in the browser tests, from the mail sink playwright.config.ts starts. */
import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { expect } from "./fixtures";

const mailDir = path.join(__dirname, "..", "var", "e2e-mail");

/** The e-mail staff received for a submission, parsed. */
export async function mailAbout(reference: string) {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      for (const file of fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []) {
        const mail = await simpleParser(fs.readFileSync(path.join(mailDir, file)));
        if (mail.subject?.includes(reference)) found = mail;
      }
      return found?.subject;
    })
    .toContain(reference);
  return found!;
}
