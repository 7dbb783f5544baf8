/** The claim status links the tests' mail sink received, by the address they went to, and the link one carries. */
import { expect } from "./fixtures";
import { parsedMails } from "./staff-mail";

/**
 * The link e-mails sent to `email`, each test's own: references are not, as every service of a test's own numbers
 * its claims from 1, and all send to the one sink.
 */
export const linkMails = async (email: string) =>
  (await parsedMails()).filter(
    (mail) =>
      mail.subject?.startsWith("Your link to claim ") &&
      mail.to &&
      !Array.isArray(mail.to) &&
      mail.to.value[0]?.address === email,
  );

/** The link e-mailed to `email`, once its one e-mail has come. */
export async function linkFor(email: string): Promise<string> {
  await expect.poll(async () => (await linkMails(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await linkMails(email);
  return /^(http:\/\/localhost:\d+\/claim-status\/link\?token=[\w-]+)$/m.exec(mail!.text ?? "")![1]!;
}
