/**
 * The claims mailbox, read while the service runs when IMAP_URL is set (mailbox/): each message matched to its
 * submission or left for "Unfiled mail", and stored once. Started once the app is ready, stopped on close.
 */
import fp from "fastify-plugin";
import type { Config } from "../config";
import { filingFacts, mailFiling } from "../mailbox/mail-filing";
import { startMailboxReader, type MailboxReader } from "../mailbox/mailbox-reader";

export const mailboxPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { imap } = config;
    if (imap === undefined) return;
    const handler = mailFiling({
      messages: app.messages,
      // Replies name their submission at REPLY_MAILBOX; without it, the claims inbox is the mailbox they come to.
      facts: filingFacts({
        mailbox: config.replyMailbox ?? app.company.claimsEmail,
        submissions: app.submissions,
        sentMessages: app.sentMessages,
        insurers: app.desk.insurers,
      }),
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
