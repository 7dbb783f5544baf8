/**
 * The claims mailbox read from a real IMAP server (Debian's Dovecot, over TLS with a throwaway CA) through a proxy
 * that cuts or silences the connection: each message handed over once and moved to the done folder, seen, never
 * deleted; nothing missed across a cut during IDLE, a silent connection, a restarted server, or a handler that
 * fails in the middle of a batch.
 */
import assert from "node:assert/strict";
import { after, before, beforeEach, describe, it } from "node:test";
import { startCuttingProxy, type CuttingProxy } from "../../tooling/cutting-proxy";
import { imapSettings } from "../mailbox/imap-settings";
import { startMailboxReader } from "../mailbox/mailbox-reader";
import type { MailboxPlace } from "../storage/messages/claim-messages";
import type { ReceivedMail } from "../mailbox/received-mail";
import { startDovecot, type DovecotProcess } from "./dovecot-process";
import { until } from "./helpers";
import { deliver as deliverTo, emptyFolders, folderContents } from "./mailbox-client";
import * as messages from "./mailbox-messages";
import { recordingLog } from "./recording-log";

let dovecot: DovecotProcess;
let proxy: CuttingProxy;

before(async () => {
  dovecot = await startDovecot();
  proxy = await startCuttingProxy(dovecot.port);
});
after(async () => {
  await proxy.close();
  await dovecot.stop();
});

const deliver = (...sources: Buffer[]) => deliverTo(dovecot, ...sources);
const folder = (path: string) => folderContents(dovecot, path);

/** A store as the service's: each place and each Message-ID kept once; it can be made to fail after `failAfter`. */
function memoryHandler() {
  const places = new Set<string>();
  const stored: ReceivedMail[] = [];
  const handed: string[] = [];
  const key = ({ folder: path, uidValidity, uid }: MailboxPlace) => `${path}/${uidValidity}/${String(uid)}`;
  const handler = {
    failAfter: Infinity,
    stored,
    handed,
    hasPlace: (place: MailboxPlace) => places.has(key(place)),
    async receive(mail: ReceivedMail, place: MailboxPlace) {
      handed.push(mail.messageId);
      if (stored.length >= handler.failAfter) throw new Error("the disk is full");
      places.add(key(place));
      if (!stored.some((earlier) => earlier.messageId === mail.messageId)) stored.push(mail);
      await Promise.resolve();
    },
  };
  return handler;
}

function reader(handler: ReturnType<typeof memoryHandler>, env: Record<string, string> = {}) {
  const settings = imapSettings({
    IMAP_URL: `imaps://${dovecot.user}:${dovecot.password}@127.0.0.1:${String(proxy.port)}`,
    IMAP_POLL_MS: "60000",
    IMAP_WATCHDOG_MS: "500",
    ...env,
  })!;
  const { log, lines } = recordingLog();
  const started = startMailboxReader({ settings, tls: { ca: dovecot.ca, servername: "localhost" }, handler, log });
  after(() => started.stop());
  return { reader: started, lines };
}

const ids = (mails: ReceivedMail[]) => mails.map((mail) => mail.messageId).sort();

describe("reading the claims mailbox", () => {
  beforeEach(() => emptyFolders(dovecot));

  it("reads each message once, then marks it seen and moves it to the done folder, made when missing", async () => {
    await deliver(await messages.replyWithHistory(), await messages.htmlOnly(), await messages.photoAndPdf());
    const handler = memoryHandler();
    reader(handler);
    await until(() => handler.stored.length === 3, "three messages stored");
    await until(async () => (await folder("Filed")).length === 3, "three messages filed");
    assert.deepEqual(await folder("INBOX"), []);
    assert.deepEqual((await folder("Filed")).sort(), [
      "<attached-1@mail.example.com> seen",
      "<html-1@mail.example.com> seen",
      "<reply-1@mail.example.com> seen",
    ]);
    assert.deepEqual(handler.handed.sort(), ids(handler.stored));
  });

  it("new mail arrives by IDLE, well before the poll", async () => {
    const handler = memoryHandler();
    const { lines } = reader(handler);
    await until(() => lines.some((line) => line.msg === "reading the claims mailbox"), "the reader connected");
    await deliver(await messages.forwarded());
    await until(() => handler.stored.length === 1, "the new message stored", 5_000);
  });

  it("the same message twice in INBOX (a CC to two of its addresses): handed over twice, stored once, both moved", async () => {
    const copy = await messages.copiedToTwo();
    await deliver(copy, copy);
    const handler = memoryHandler();
    reader(handler);
    await until(async () => (await folder("Filed")).length === 2, "both copies filed");
    assert.deepEqual(ids(handler.stored), ["<cc-1@leadway.example>"]);
  });

  it("a connection cut during IDLE: what came meanwhile is read on the next connection, once", async () => {
    const handler = memoryHandler();
    const { reader: started, lines } = reader(handler);
    await until(() => lines.some((line) => line.msg === "reading the claims mailbox"), "the reader connected");
    proxy.refuse(true);
    proxy.cutAll();
    await deliver(await messages.onlyInReferences(), await messages.outOfOffice());
    proxy.refuse(false);
    await until(() => handler.stored.length === 2, "both messages stored after the cut");
    await started.readNow();
    assert.deepEqual(handler.handed.sort(), ["<ooo-1@leadway.example>", "<refs-1@leadway.example>"]);
  });

  it("a connection gone silent: the watchdog notices it and connects again", async () => {
    const handler = memoryHandler();
    const { lines } = reader(handler);
    await until(() => lines.some((line) => line.msg === "reading the claims mailbox"), "the reader connected");
    proxy.stall(true);
    await deliver(await messages.forwarded());
    await until(
      () =>
        lines.some(
          (line) => line.msg === "the claims mailbox did not answer within IMAP_WATCHDOG_MS; connecting again",
        ),
      "the watchdog to notice",
    );
    proxy.stall(false);
    proxy.cutAll();
    await until(() => handler.stored.length === 1, "the message stored on the new connection");
    assert.deepEqual(handler.handed, ["<forward-1@mail.example.com>"]);
  });

  it("the server restarted: the reader connects again and misses nothing", async () => {
    const handler = memoryHandler();
    const { lines } = reader(handler);
    await until(() => lines.some((line) => line.msg === "reading the claims mailbox"), "the reader connected");
    await dovecot.restart();
    await deliver(await messages.replyWithHistory());
    await until(() => handler.stored.length === 1, "the message stored after the restart");
    assert.equal(lines.filter((line) => line.msg === "reading the claims mailbox").length, 2);
  });

  it("a store that fails in the middle of a batch: what it could not store stays in INBOX and is read later, each stored once", async () => {
    await deliver(await messages.replyWithHistory(), await messages.htmlOnly(), await messages.forwarded());
    const handler = memoryHandler();
    handler.failAfter = 1;
    const { reader: started } = reader(handler);
    await until(() => handler.handed.length >= 2, "the second message refused");
    assert.equal((await folder("INBOX")).length, 2);
    handler.failAfter = Infinity;
    // The next read (the poll's, or new mail's) takes them.
    await started.readNow();
    await until(() => handler.stored.length === 3, "all three stored");
    assert.deepEqual(ids(handler.stored), [
      "<forward-1@mail.example.com>",
      "<html-1@mail.example.com>",
      "<reply-1@mail.example.com>",
    ]);
    await until(async () => (await folder("Filed")).length === 3, "all three filed");
  });

  it("a message the store refuses every time stays in INBOX, and does not hold up those after it", async () => {
    await deliver(await messages.forwarded(), await messages.htmlOnly(), await messages.replyWithHistory());
    const handler = memoryHandler();
    const receive = handler.receive.bind(handler);
    handler.receive = async (mail, place) => {
      if (mail.messageId === "<forward-1@mail.example.com>") throw new Error("the disk is full");
      await receive(mail, place);
    };
    const { lines } = reader(handler);
    await until(() => handler.stored.length === 2, "the two after it stored");
    await until(async () => (await folder("Filed")).length === 2, "those two filed");
    assert.deepEqual(await folder("INBOX"), ["<forward-1@mail.example.com>"]);
    const refused = lines.find((line) => line.msg.startsWith("a message in the claims mailbox could not be stored"));
    assert.deepEqual(
      { msg: refused?.msg, uid: typeof refused?.fields.uid, err: (refused?.fields.err as Error | undefined)?.message },
      {
        msg: "a message in the claims mailbox could not be stored; it stays in INBOX",
        uid: "number",
        err: "the disk is full",
      },
    );
  });

  it("a message over IMAP_MAX_MESSAGE_MB: read without its attachments, saying so, its text kept", async () => {
    await deliver(await messages.twentyMegabytes());
    const handler = memoryHandler();
    reader(handler, { IMAP_MAX_MESSAGE_MB: "10" });
    await until(() => handler.stored.length === 1, "the big message stored", 30_000);
    const [mail] = handler.stored;
    assert.deepEqual(
      { text: mail!.text, attachments: mail!.attachments, leftOut: mail!.attachmentsLeftOut, subject: mail!.subject },
      {
        text: "A video of the damage.",
        attachments: [],
        leftOut: "too big",
        subject: `Re: Your claim ${messages.CLAIM}`,
      },
    );
  });

  it("a message of 20 MB under the limit: read whole, its attachment kept", async () => {
    await deliver(await messages.twentyMegabytes());
    const handler = memoryHandler();
    reader(handler);
    await until(() => handler.stored.length === 1, "the big message stored", 30_000);
    assert.deepEqual(
      handler.stored[0]!.attachments.map(({ name, content }) => [name, content.length]),
      [["damage.mp4", 20 * 1024 * 1024]],
    );
  });
});
