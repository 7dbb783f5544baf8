/**
 * The claims mailbox read from Dovecot into the messages' store, as the service files it: each kind of message as
 * a client sends it, matched (or unfiled) and labelled, with exact fields; a copy in INBOX again after it was filed,
 * and a CC copy, stored once; one over the size limit stored without its attachments, saying so.
 */
import assert from "node:assert/strict";
import { after, before, it } from "node:test";
import { imapSettings } from "../mailbox/imap-settings";
import { filingFacts, mailFiling } from "../mailbox/mail-filing";
import { startMailboxReader } from "../mailbox/mailbox-reader";
import { openDatabase } from "../storage/database/database";
import { createInsurers } from "../storage/insurers/insurers";
import { createClaimMessages } from "../storage/messages/claim-messages";
import { createSentMessages } from "../storage/messages/sent-messages";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { startDovecot, type DovecotProcess } from "./dovecot-process";
import { storeClaim, tempDir, until } from "./helpers";
import { deliver, folderContents } from "./mailbox-client";
import * as messages from "./mailbox-messages";
import { recordingLog } from "./recording-log";

let dovecot: DovecotProcess;
before(async () => (dovecot = await startDovecot()));
after(() => dovecot.stop());

function filedMailbox() {
  const dataDir = tempDir("mailbox-filing-");
  const db = openDatabase(dataDir);
  const submissions = createSubmissionStore(db, dataDir);
  const reference = storeClaim(submissions, dataDir, [], new Date("2026-11-20T10:00:00Z"));
  const insurers = createInsurers(db);
  insurers.add({
    name: "Leadway",
    claimsEmails: [messages.INSURER],
    phone: "+2348000000000",
    acknowledgeWorkingDays: 2,
    offerDays: 30,
  });
  // The step e-mail the outbox sent about the claim, as it remembers it.
  db.prepare("INSERT INTO sent_messages (message_id, submission_id, sent_at) SELECT ?, id, ? FROM submissions").run(
    messages.SENT_ID,
    "2026-11-28T09:00:00.000Z",
  );
  const claimMessages = createClaimMessages(db, dataDir);
  const settings = imapSettings({ IMAP_URL: dovecot.url, IMAP_MAX_MESSAGE_MB: "10" })!;
  const { log } = recordingLog();
  const reader = startMailboxReader({
    settings,
    tls: { ca: dovecot.ca },
    handler: mailFiling({
      messages: claimMessages,
      facts: filingFacts({
        mailbox: messages.MAILBOX,
        submissions,
        sentMessages: createSentMessages(db),
        insurers,
      }),
      dataDir,
      limits: settings,
      now: () => new Date("2026-11-28T10:00:00Z"),
    }),
    log,
  });
  after(() => reader.stop());
  const unfiled = () =>
    db.prepare<[], { message_id: string }>("SELECT message_id FROM claim_messages WHERE submission_id IS NULL").all();
  return { reference, claimMessages, unfiled, reader };
}

it("each kind of message filed with its claim or left unfiled, once, with exact fields", async () => {
  assert.equal(messages.CLAIM, "CLM-2026-000001");
  await deliver(
    dovecot,
    await messages.replyWithHistory(),
    await messages.htmlOnly(),
    await messages.photoAndPdf(),
    await messages.forwarded(),
    await messages.outOfOffice(),
    await messages.copiedToTwo(),
    await messages.copiedToTwo(),
    await messages.onlyInReferences(),
    await messages.twentyMegabytes(),
    messages.outlookWithoutId(),
    await messages.unmatched(),
  );
  const { reference, claimMessages, unfiled, reader } = filedMailbox();
  await until(async () => (await folderContents(dovecot, "Filed")).length === 11, "all eleven filed", 60_000);
  assert.deepEqual(await folderContents(dovecot, "INBOX"), []);

  const filed = claimMessages.ofSubmission(reference);
  assert.deepEqual(
    filed
      .map((message) => ({
        messageId: message.messageId.startsWith("<sha256-") ? "<sha256-…>" : message.messageId,
        sender: message.sender,
        autoReply: message.autoReply,
        leftOut: message.leftOut,
        attachments: message.attachments.map(
          (attachment) => `${attachment.originalName} ${attachment.mediaType ?? attachment.refused ?? ""}`,
        ),
      }))
      .sort((a, b) => a.messageId.localeCompare(b.messageId)),
    [
      {
        messageId: "<attached-1@mail.example.com>",
        sender: "customer",
        autoReply: false,
        leftOut: null,
        attachments: ["IMG_0042.jpg image/jpeg", "police-report.pdf application/pdf"],
      },
      {
        messageId: "<big-1@mail.example.com>",
        sender: "customer",
        autoReply: false,
        leftOut: "Its attachments were not kept: the message is over 10 MB (IMAP_MAX_MESSAGE_MB).",
        attachments: [],
      },
      { messageId: "<cc-1@leadway.example>", sender: "insurer", autoReply: false, leftOut: null, attachments: [] },
      { messageId: "<forward-1@mail.example.com>", sender: "other", autoReply: false, leftOut: null, attachments: [] },
      { messageId: "<html-1@mail.example.com>", sender: "customer", autoReply: false, leftOut: null, attachments: [] },
      { messageId: "<ooo-1@leadway.example>", sender: "insurer", autoReply: true, leftOut: null, attachments: [] },
      { messageId: "<refs-1@leadway.example>", sender: "insurer", autoReply: false, leftOut: null, attachments: [] },
      { messageId: "<reply-1@mail.example.com>", sender: "customer", autoReply: false, leftOut: null, attachments: [] },
      { messageId: "<sha256-…>", sender: "insurer", autoReply: false, leftOut: null, attachments: [] },
    ],
  );
  assert.deepEqual(unfiled(), [{ message_id: "<enquiry-1@mail.example.com>" }]);

  const reply = filed.find((message) => message.messageId === "<reply-1@mail.example.com>")!;
  assert.deepEqual(
    { ...reply, id: 0, place: { ...reply.place!, uid: 0, uidValidity: "" } },
    {
      id: 0,
      reference,
      channel: "mailbox",
      sender: "customer",
      recipient: null,
      staffId: null,
      staffName: null,
      fromAddress: messages.CUSTOMER,
      fromName: "Chinedu Eze",
      recipients: [messages.PLUS_ADDRESS.toLowerCase()],
      subject: `Re: Your claim ${messages.CLAIM}: documents needed`,
      body: "Good morning,\n\nThe police report is with the station; I will send it on Monday.\n\nChinedu",
      quoted:
        "On Sat, 28 Nov 2026 at 10:00, Cowry Shield <claims@cowryshield.com.ng> wrote:\n> Please send the police report.\n>\n> Cowry Shield claims team",
      messageId: "<reply-1@mail.example.com>",
      inReplyTo: messages.SENT_ID,
      references: [messages.SENT_ID],
      place: { folder: "INBOX", uidValidity: "", uid: 0 },
      autoReply: false,
      leftOut: null,
      writtenAt: "2026-11-28T09:15:00.000Z",
      arrivedAt: "2026-11-28T10:00:00.000Z",
      openedAt: null,
      setAsideAt: null,
      attachments: [],
    },
  );

  // The same message put back into INBOX after it was filed (a copy in a second folder): moved, not stored again.
  await deliver(dovecot, await messages.replyWithHistory());
  await reader.readNow();
  await until(async () => (await folderContents(dovecot, "INBOX")).length === 0, "the copy moved");
  assert.equal(claimMessages.ofSubmission(reference).length, 9);
  assert.equal((await folderContents(dovecot, "Filed")).length, 12);
});
