/**
 * Mail from the claims mailbox read as the service keeps it (mailbox/received-mail.ts), matched to its submission
 * and labelled by sender (mailbox/mail-matching.ts): each message as a client sends it, with exact fields.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { isAutoReply } from "../mailbox/auto-reply";
import { matchMail, senderLabel, type MatchingFacts } from "../mailbox/mail-matching";
import { splitQuotedHistory } from "../mailbox/quoted-history";
import { readMail } from "../mailbox/received-mail";
import * as messages from "./mailbox-messages";

const limits = { maxAttachments: 10 };
const facts: MatchingFacts = {
  mailboxLocalPart: "claims",
  submissionOfSent: (id) => (id === messages.SENT_ID ? messages.CLAIM : undefined),
  exists: (reference) => reference === messages.CLAIM,
};
const senders = { customerEmail: messages.CUSTOMER, insurerAddresses: ["claims@axa.example", messages.INSURER] };

describe("a message read from the mailbox", () => {
  it("a reply: its words apart from the quoted history, matched by its plus address, from the customer", async () => {
    const mail = await readMail(await messages.replyWithHistory(), limits);
    assert.deepEqual(
      { ...mail, date: mail.date?.toISOString() },
      {
        messageId: "<reply-1@mail.example.com>",
        from: { address: messages.CUSTOMER, name: "Chinedu Eze" },
        recipients: [messages.PLUS_ADDRESS.toLowerCase()],
        subject: `Re: Your claim ${messages.CLAIM}: documents needed`,
        date: "2026-11-28T09:15:00.000Z",
        text: "Good morning,\n\nThe police report is with the station; I will send it on Monday.\n\nChinedu",
        quoted:
          "On Sat, 28 Nov 2026 at 10:00, Cowry Shield <claims@cowryshield.com.ng> wrote:\n" +
          "> Please send the police report.\n>\n> Cowry Shield claims team",
        inReplyTo: messages.SENT_ID,
        references: [messages.SENT_ID],
        autoReply: false,
        attachments: [],
        attachmentsLeftOut: undefined,
      },
    );
    assert.deepEqual(matchMail(mail, facts), { reference: messages.CLAIM, by: "address" });
    assert.equal(senderLabel(mail.from, senders), "customer");
  });

  it("HTML only: read as text, the script's words and all markup gone", async () => {
    const mail = await readMail(await messages.htmlOnly(), limits);
    assert.equal(mail.text, "Here is the estimate from the garage.\n\nThanks");
    assert.equal(mail.quoted, "");
  });

  it("a photo and a PDF: both attachments, with their names and bytes", async () => {
    const mail = await readMail(await messages.photoAndPdf(), limits);
    assert.deepEqual(
      mail.attachments.map(({ name, contentType, content }) => [
        name,
        contentType,
        content.subarray(0, 4).toString("latin1"),
      ]),
      [
        ["IMG_0042.jpg", "image/jpeg", "\xff\xd8\xff\xdb"],
        ["police-report.pdf", "application/pdf", "%PDF"],
      ],
    );
    assert.equal(mail.attachmentsLeftOut, undefined);
    assert.equal(mail.text, "The photo of the car and the police report attached.");
  });

  it("more attachments than allowed: none kept, and it says why", async () => {
    const mail = await readMail(await messages.photoAndPdf(), { maxAttachments: 1 });
    assert.deepEqual(mail.attachments, []);
    assert.equal(mail.attachmentsLeftOut, "too many");
  });

  it("a forwarded message: kept whole in the text (it is not history), matched by the reference in its subject", async () => {
    const mail = await readMail(await messages.forwarded(), limits);
    assert.match(
      mail.text,
      /^Forwarding the garage's estimate for my husband's claim\.\n\n---------- Forwarded message/,
    );
    assert.match(mail.text, /Repairs: NGN 450,000\.$/);
    assert.equal(mail.quoted, "");
    assert.deepEqual(matchMail(mail, facts), { reference: messages.CLAIM, by: "subject" });
    assert.equal(senderLabel(mail.from, senders), "other");
  });

  it("an out-of-office answer: an auto-reply, from the insurer", async () => {
    const mail = await readMail(await messages.outOfOffice(), limits);
    assert.equal(mail.autoReply, true);
    assert.equal(senderLabel(mail.from, senders), "insurer");
  });

  it("copied to two of the mailbox's addresses: both in its recipients, matched by the plus address", async () => {
    const mail = await readMail(await messages.copiedToTwo(), limits);
    assert.deepEqual(mail.recipients, [
      "adjuster@leadway.example",
      messages.MAILBOX,
      messages.PLUS_ADDRESS.toLowerCase(),
    ]);
    assert.deepEqual(matchMail(mail, facts), { reference: messages.CLAIM, by: "address" });
  });

  it("Bcc'd: the plus address only in Delivered-To (X-Original-To too), as the server delivering it adds them", async () => {
    const mail = await readMail(
      await messages.compose({
        from: `Tunde Bello <${messages.INSURER}>`,
        to: "adjuster@leadway.example",
        subject: "Site visit",
        messageId: "<bcc-1@leadway.example>",
        headers: { "Delivered-To": messages.PLUS_ADDRESS, "X-Original-To": `Claims <${messages.MAILBOX}>` },
        text: "The adjuster visits on Tuesday.",
      }),
      limits,
    );
    assert.deepEqual(mail.recipients, [
      "adjuster@leadway.example",
      messages.PLUS_ADDRESS.toLowerCase(),
      messages.MAILBOX,
    ]);
    assert.deepEqual(matchMail(mail, facts), { reference: messages.CLAIM, by: "address" });
  });

  it("its thread named only in References: matched by the message the service sent", async () => {
    const mail = await readMail(await messages.onlyInReferences(), limits);
    assert.equal(mail.inReplyTo, undefined);
    assert.deepEqual(matchMail(mail, facts), { reference: messages.CLAIM, by: "thread" });
  });

  it("Outlook's reply without a Message-ID: an id from its bytes, the Original Message block as history", async () => {
    const source = messages.outlookWithoutId();
    const mail = await readMail(source, limits);
    const { createHash } = await import("node:crypto");
    assert.equal(mail.messageId, `<sha256-${createHash("sha256").update(source).digest("hex")}@mailbox.invalid>`);
    assert.equal(mail.text, "Noted, we will revert.");
    assert.match(mail.quoted, /^-----Original Message-----\nFrom: Cowry Shield/);
    assert.deepEqual(matchMail(mail, facts), { reference: messages.CLAIM, by: "subject" });
  });
});

describe("matching", () => {
  const mail = (fields: Partial<Parameters<typeof matchMail>[0]>) => ({
    messageId: "<m@x>",
    from: undefined,
    recipients: [],
    subject: "",
    date: undefined,
    text: "",
    quoted: "",
    inReplyTo: undefined,
    references: [],
    autoReply: false,
    attachments: [],
    attachmentsLeftOut: undefined,
    ...fields,
  });

  it("the plus address only on the mailbox's own local part, and only for a submission that exists", () => {
    assert.equal(matchMail(mail({ recipients: [`info+${messages.CLAIM}@cowryshield.com.ng`] }), facts), undefined);
    assert.equal(matchMail(mail({ recipients: ["claims+CLM-2026-000999@cowryshield.com.ng"] }), facts), undefined);
    assert.deepEqual(matchMail(mail({ recipients: ["claims+clm-2026-000001@cowryshield.com.ng"] }), facts), {
      reference: messages.CLAIM,
      by: "address",
    });
  });

  it("in order: the address before the thread, the thread before the subject", () => {
    const otherFacts: MatchingFacts = { ...facts, exists: () => true, submissionOfSent: () => "CLM-2026-000002" };
    const all = mail({
      recipients: ["claims+CLM-2026-000003@cowryshield.com.ng"],
      inReplyTo: "<a@b>",
      subject: "CLM-2026-000004",
    });
    assert.deepEqual(matchMail(all, otherFacts), { reference: "CLM-2026-000003", by: "address" });
    assert.deepEqual(matchMail({ ...all, recipients: [] }, otherFacts), { reference: "CLM-2026-000002", by: "thread" });
  });

  it("a reference in the subject of a submission that does not exist: unfiled", () => {
    assert.equal(matchMail(mail({ subject: "About CLM-2026-000999" }), facts), undefined);
  });
});

describe("quoted history", () => {
  it("an attribution wrapped over two lines", () => {
    assert.deepEqual(
      splitQuotedHistory(
        "Yes.\n\nOn Sat, 28 Nov 2026 at 10:00, Cowry Shield Claims Team\n<claims@cowryshield.com.ng> wrote:\n> Hello",
      ),
      {
        text: "Yes.",
        quoted: "On Sat, 28 Nov 2026 at 10:00, Cowry Shield Claims Team\n<claims@cowryshield.com.ng> wrote:\n> Hello",
      },
    );
  });

  it("answers between quoted lines stay in the text; only a closing run of quoted lines is history", () => {
    assert.deepEqual(splitQuotedHistory("> Date of loss?\n2 November.\n> Place?\nIkeja.\n\n> Thanks\n> Team"), {
      text: "> Date of loss?\n2 November.\n> Place?\nIkeja.",
      quoted: "> Thanks\n> Team",
    });
  });
});

describe("auto-replies", () => {
  const signs = { autoSubmitted: undefined, xAutoreply: undefined, precedence: undefined, subject: "Re: Claim" };

  it("told by their headers and out-of-office subjects", () => {
    for (const told of [
      { autoSubmitted: "auto-replied" },
      { autoSubmitted: "auto-generated" },
      { xAutoreply: "yes" },
      { precedence: "auto_reply" },
      { precedence: "bulk" },
      { precedence: "Junk" },
      { subject: "Automatic reply: Claim CLM-2026-000001" },
      { subject: "Out of Office: Claim" },
      { subject: "Autoreply: Claim" },
    ]) {
      assert.equal(isAutoReply({ ...signs, ...told }), true, JSON.stringify(told));
    }
  });

  it("not a person's reply, nor one that says Auto-Submitted: no, nor a list's Precedence: list", () => {
    for (const told of [
      {},
      { autoSubmitted: "no" },
      { precedence: "list" },
      { subject: "Re: I was out of the office, here is the report" },
    ]) {
      assert.equal(isAutoReply({ ...signs, ...told }), false, JSON.stringify(told));
    }
  });
});
