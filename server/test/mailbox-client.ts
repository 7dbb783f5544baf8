/** A mail client of the tests' own, straight to the test Dovecot: it delivers (APPEND) and looks at the folders. */
import { ImapFlow } from "imapflow";
import type { DovecotProcess } from "./dovecot-process";

/** Where a client finds the mailbox and how it signs in: the harness's, or the browser tests' (e2e/claims-mailbox.ts). */
export type MailboxAccess = Pick<DovecotProcess, "port" | "user" | "password" | "ca">;

export async function mailClient<T>(dovecot: MailboxAccess, use: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = new ImapFlow({
    host: "127.0.0.1",
    port: dovecot.port,
    secure: true,
    auth: { user: dovecot.user, pass: dovecot.password },
    tls: { ca: dovecot.ca },
    logger: false,
  });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.logout();
  }
}

/** Puts each message into INBOX, as a mail client saving it there would. */
export const deliver = (dovecot: DovecotProcess, ...sources: Buffer[]) =>
  mailClient(dovecot, async (client) => {
    for (const source of sources) await client.append("INBOX", source);
  });

/** How many messages a folder holds; none when it does not exist. */
async function countIn(client: ImapFlow, path: string): Promise<number> {
  const status = await client.status(path, { messages: true }).catch(() => false as const);
  return status ? (status.messages ?? 0) : 0;
}

/** A folder's messages: each one's Message-ID, and " seen" when it is. */
export const folderContents = (dovecot: DovecotProcess, path: string) =>
  mailClient(dovecot, async (client) => {
    if ((await countIn(client, path)) === 0) return [];
    await client.mailboxOpen(path);
    const found = await client.fetchAll("1:*", { envelope: true, flags: true });
    return found.map(
      (message) => `${message.envelope?.messageId ?? "(none)"}${message.flags?.has("\\Seen") ? " seen" : ""}`,
    );
  });

/** Deletes whatever INBOX and the done folder hold, for the next test. */
export const emptyFolders = (dovecot: DovecotProcess, doneFolder = "Filed") =>
  mailClient(dovecot, async (client) => {
    for (const path of ["INBOX", doneFolder]) {
      if ((await countIn(client, path)) === 0) continue;
      await client.mailboxOpen(path);
      await client.messageDelete("1:*");
    }
  });
