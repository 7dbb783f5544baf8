/**
 * The claims mailbox of the browser tests (mailbox-server.ts): where its CA is written for this run, the address the
 * service reads, and delivering a message into it as a customer's mail client does (IMAP APPEND).
 */
import fs from "node:fs";
import path from "node:path";
import { MAILBOX_PASSWORD as password, MAILBOX_USER as user } from "../server/test/dovecot-process";
import { mailClient } from "../server/test/mailbox-client";

const root = path.join(__dirname, "..");
export const imapPort = Number(process.env.E2E_IMAP_PORT ?? 9993);

/** The CA that signed this run's Dovecot certificate: E2E_RUN names the run (playwright.config.ts). */
export const mailboxCaFile = () => path.join(root, "var", "e2e-mailbox", process.env.E2E_RUN ?? "run", "ca.pem");

export const mailboxUrl = `imaps://${user}:${password}@127.0.0.1:${imapPort}`;

/** Puts a message into the mailbox's INBOX, as the customer's mail client delivering a reply would. */
export const deliverToMailbox = (source: Buffer) =>
  mailClient({ port: imapPort, user, password, ca: fs.readFileSync(mailboxCaFile()) }, (client) =>
    client.append("INBOX", source).then(() => undefined),
  );
