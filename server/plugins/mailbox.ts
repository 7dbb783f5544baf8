/**
 * The claims mailbox, read while the service runs when IMAP_URL is set (mailbox/): each message matched to its
 * submission or left for "Unfiled mail", and stored once. Started once the app is ready, stopped on close.
 */
import fp from "fastify-plugin";
import type { Config } from "../config";
import { mailFiling } from "../mailbox/mail-filing";
import { startMailboxReader, type MailboxReader } from "../mailbox/mailbox-reader";

export const mailboxPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { imap } = config;
    if (imap === undefined) return;
    // Replies name their submission at REPLY_MAILBOX; without it, the claims inbox is the mailbox they come to.
    const [mailboxLocalPart = ""] = (config.replyMailbox ?? app.company.claimsEmail).split("@");
    const handler = mailFiling({
      messages: app.messages,
      facts: {
        mailboxLocalPart,
        submissionOfSent: (messageId) => app.sentMessages.submissionOf(messageId),
        customerEmailOf: (reference) => {
          const submission = app.submissions.byReference(reference);
          return submission && (typeof submission.fields.email === "string" ? submission.fields.email : null);
        },
        insurerAddresses: () => app.desk.insurers.list().flatMap((insurer) => insurer.claimsEmails),
      },
      dataDir: config.dataDir,
      limits: imap,
    });
    let reader: MailboxReader | undefined;
    app.addHook("onReady", async () => {
      reader = startMailboxReader({ settings: imap, handler, log: app.log });
    });
    app.addHook("preClose", async () => reader?.stop());
  },
  { name: "mailbox", dependencies: ["stores", "company", "desk-sessions"] },
);
