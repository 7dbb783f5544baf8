/**
 * Reads the claims mailbox's INBOX with imapflow and hands each message over once it is read, then marks it seen and
 * moves it to the done folder (never deletes it). Stored first, moved after: a crash between the two leaves the
 * message in INBOX, and its place (UIDVALIDITY and UID) already stored stops a second copy; a copy under another UID
 * (a CC to a second address, the same message put back) is the store's to refuse by its Message-ID.
 *
 * New mail arrives by IDLE; a poll every IMAP_POLL_MS reads INBOX anyway, in case IDLE's news was lost. The
 * helpdesks' common failure is a connection that goes silent and is never noticed: a NOOP every IMAP_WATCHDOG_MS
 * that is not answered within as long closes it, and any closed connection is opened again, after a wait that
 * doubles on each failure up to a minute. Each read starts from what is in INBOX, so nothing a cut connection or a
 * restarted server interrupted is missed. A message that cannot be stored (the disk full, a store refusing it) stays
 * in INBOX for the next read, and the rest go on.
 */
import type { ConnectionOptions } from "node:tls";
import { ImapFlow, type FetchMessageObject, type MessageStructureObject } from "imapflow";
import type { FastifyBaseLogger } from "fastify";
import type { MailboxPlace } from "../storage/messages/claim-messages";
import type { ImapSettings } from "./imap-settings";
import { readMail, type ReceivedMail } from "./received-mail";

export const INBOX = "INBOX";

export interface MailHandler {
  /** Whether the message at this place was handed over and stored before. */
  hasPlace(place: MailboxPlace): boolean;
  /** Stores it; settles once it is stored (or known already stored), and throws when it could not be. */
  receive(mail: ReceivedMail, place: MailboxPlace): Promise<void>;
}

export interface MailboxReader {
  /** Reads INBOX now (the tests' and the poll's way in); settles when that read is done. */
  readNow(): Promise<void>;
  /** Logs out (or cuts a read under way short) and stops every timer; settles once all has stopped. */
  stop(): Promise<void>;
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 60_000;

/** The message without its attachments, for one over the size limit: its headers and its first text part. */
async function withoutAttachments(client: ImapFlow, uid: number): Promise<Buffer> {
  const structure = await client.fetchOne(String(uid), { headers: true, bodyStructure: true }, { uid: true });
  if (!structure || !structure.headers) throw new Error(`message ${String(uid)} vanished while it was read`);
  const parts: MessageStructureObject[] = [];
  const walk = (node: MessageStructureObject) => {
    if (node.childNodes) node.childNodes.forEach(walk);
    else if (node.disposition !== "attachment") parts.push(node);
  };
  if (structure.bodyStructure) walk(structure.bodyStructure);
  const text = parts.find((part) => part.type === "text/plain") ?? parts.find((part) => part.type === "text/html");
  // Its own headers, but for those that described the whole body: the text part's replace them.
  const headers = structure.headers
    .toString("latin1")
    .split(/\r?\n(?![ \t])/)
    .filter((field) => field.trim() !== "" && !/^content-(type|transfer-encoding|disposition)\s*:/i.test(field));
  if (!text) return Buffer.from([...headers, "", ""].join("\r\n"), "latin1");
  const partId = text.part ?? "1";
  const body = await client.fetchOne(String(uid), { bodyParts: [partId] }, { uid: true });
  const charset = text.parameters?.charset ?? "utf-8";
  return Buffer.concat([
    Buffer.from(
      [
        ...headers,
        `Content-Type: ${text.type}; charset="${charset}"`,
        `Content-Transfer-Encoding: ${text.encoding ?? "7bit"}`,
        "",
        "",
      ].join("\r\n"),
      "latin1",
    ),
    (body && body.bodyParts?.get(partId)) || Buffer.alloc(0),
  ]);
}

async function ensureFolder(client: ImapFlow, folder: string) {
  const folders = await client.list();
  if (!folders.some((listed) => listed.path === folder)) await client.mailboxCreate(folder);
}

export function startMailboxReader({
  settings,
  tls = {},
  handler,
  log,
}: {
  settings: ImapSettings;
  /** Node's TLS options beyond the defaults (which check the certificate); the tests' throwaway CA. */
  tls?: ConnectionOptions;
  handler: MailHandler;
  log: FastifyBaseLogger;
}): MailboxReader {
  const { host, port, user, password, doneFolder, maxMessageBytes, maxAttachments, pollMs, watchdogMs } = settings;
  let stopped = false;
  let client: ImapFlow | undefined;
  let reading: Promise<void> | undefined;
  let readAgain = false;
  let wakeRetry: (() => void) | undefined;

  async function readInbox(open: ImapFlow) {
    const mailbox = open.mailbox;
    if (!mailbox || mailbox.exists === 0) return;
    const uidValidity = String(mailbox.uidValidity);
    const listed: Pick<FetchMessageObject, "uid" | "size">[] = [];
    // Listed first, handled after: imapflow runs no other command while a FETCH's answers are being read.
    for await (const message of open.fetch("1:*", { uid: true, size: true })) listed.push(message);
    for (const { uid, size = 0 } of listed) {
      if (stopped || !open.usable) return;
      const place = { folder: INBOX, uidValidity, uid };
      if (!handler.hasPlace(place)) {
        const tooBig = size > maxMessageBytes;
        const fetched = tooBig ? undefined : await open.fetchOne(String(uid), { source: true }, { uid: true });
        // Gone from INBOX since it was listed (moved by someone else): nothing to read.
        if (fetched === false) continue;
        const source = fetched?.source ?? (await withoutAttachments(open, uid));
        try {
          await handler.receive(await readMail(source, { maxAttachments }, tooBig ? "too big" : undefined), place);
        } catch (error) {
          // Left for the next read, which tries it again; the mail after it is not held up behind it.
          log.warn({ err: error, uid }, "a message in the claims mailbox could not be stored; it stays in INBOX");
          continue;
        }
      }
      await open.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
      await open.messageMove(String(uid), doneFolder, { uid: true });
    }
  }

  /** One read at a time; a read asked for during one follows it, so mail that came meanwhile is not left. */
  function read(): Promise<void> {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      try {
        do {
          readAgain = false;
          if (client?.usable) await readInbox(client);
        } while (readAgain && !stopped);
      } catch (error) {
        // The connection is closed so that the next one starts afresh with a full read.
        log.warn({ err: error }, "the claims mailbox could not be read; connecting again");
        client?.close();
      } finally {
        reading = undefined;
      }
    })();
    return reading;
  }

  /** The watchdog: a NOOP not answered in time means the connection went silent. A read under way is its own check. */
  function watch(open: ImapFlow): NodeJS.Timeout {
    return setInterval(() => {
      if (reading || !open.usable) return;
      let answered = false;
      const silent = setTimeout(() => {
        if (answered) return;
        log.warn("the claims mailbox did not answer within IMAP_WATCHDOG_MS; connecting again");
        open.close();
      }, watchdogMs);
      open.noop().then(
        () => {
          answered = true;
          clearTimeout(silent);
        },
        () => clearTimeout(silent),
      );
    }, watchdogMs);
  }

  async function session() {
    const open = new ImapFlow({
      host,
      port,
      secure: true,
      auth: { user, pass: password },
      tls,
      logger: false,
      // A read in flight that stops receiving for this long is given up; the watchdog covers the idle times.
      socketTimeout: Math.max(2 * watchdogMs, 60_000),
    });
    const closed = new Promise<void>((resolve) => open.once("close", () => resolve()));
    open.on("error", (error: Error) => log.warn({ err: error }, "the claims mailbox's connection failed"));
    client = open;
    const timers: NodeJS.Timeout[] = [];
    try {
      await open.connect();
      await ensureFolder(open, doneFolder);
      await open.mailboxOpen(INBOX);
      open.on("exists", () => void read());
      timers.push(
        watch(open),
        setInterval(() => void read(), pollMs),
      );
      log.info({ host, port }, "reading the claims mailbox");
      await read();
      return { connected: true, closed };
    } catch (error) {
      log.warn({ err: error }, "could not open the claims mailbox");
      open.close();
      return { connected: false, closed };
    } finally {
      void closed.then(() => timers.forEach(clearInterval));
    }
  }

  const running = (async () => {
    let retryMs = FIRST_RETRY_MS;
    while (!stopped) {
      const { connected, closed } = await session();
      if (connected) retryMs = FIRST_RETRY_MS;
      await closed;
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, retryMs);
        wakeRetry = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    }
  })();

  return {
    readNow: read,
    async stop() {
      stopped = true;
      wakeRetry?.();
      // A read under way is cut short: what it had not stored stays in INBOX for the next start.
      if (reading) client?.close();
      else await client?.logout().catch(() => client?.close());
      await reading;
      await running;
    },
  };
}
