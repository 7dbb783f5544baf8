/** E-mail to staff through a real SMTP server running in the test (smtp-server), read back with mailparser. */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import type { ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import { mailParts } from "../mail/message";
import { retryDelay } from "../mail/outbox";
import type { StoredSubmission } from "../storage/submissions/submission-store";
import { openDatabase } from "../storage/database/database";
import { closedPort, startSmtpSink } from "./smtp-servers";
import { fastMail, serviceMailingToSink } from "./mailing-service";
import fs from "node:fs";
import path from "node:path";
import {
  jpegBytes,
  multipart,
  pdfBytes,
  pngBytes,
  startService,
  storedSubmissions,
  validClaimFields,
  until,
  validQuote,
} from "./helpers";

function outboxRows(dataDir: string) {
  const db = openDatabase(dataDir);
  try {
    return db
      .prepare("SELECT message, attempts, sent_at AS sentAt, last_error AS lastError FROM outbox ORDER BY id")
      .all() as {
      message: string;
      attempts: number;
      sentAt: string | null;
      lastError: string | null;
    }[];
  } finally {
    db.close();
  }
}

/** The Reply-To addresses mailparser reads, and how many Reply-To and Bcc header lines the message has. */
function replyToOf(mail: ParsedMail) {
  const replyTo = mail.replyTo && !Array.isArray(mail.replyTo) ? mail.replyTo.value : undefined;
  const lines = (key: string) => mail.headerLines.filter((line) => line.key === key).length;
  return { replyTo, replyToLines: lines("reply-to"), bccLines: lines("bcc") };
}

/** The staff e-mail's first (or only) message for a submission, as the outbox would send it now. */
const staffMail = (submission: StoredSubmission, receipt?: { withheld: string | null }) =>
  mailParts(
    submission,
    {
      recipients: { quote: "info@example.com", claim: "claims@example.com" },
      dataDir: "/data",
      from: "no-reply@example.com",
      maxMessageBytes: 20 * 1024 * 1024,
      deskOrigin: "https://desk.example.ng",
    },
    { partsSent: 0, documentsSent: 0 },
    receipt,
  )[0]!.mail;

describe("E-mail to staff", () => {
  it("sends a claim to the claims inbox with its documents attached, and a quote request to the main inbox", async () => {
    const { sink, app } = await serviceMailingToSink();
    const png = await pngBytes();

    const claim = await app.inject({
      method: "POST",
      url: "/api/claims",
      ...(await multipart(validClaimFields, [
        { name: "report.pdf", bytes: pdfBytes },
        { name: "photo.png", bytes: png, type: "image/png" },
      ])),
    });
    const claimReference = claim.json<{ reference: string }>().reference;
    await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote });
    await until(() => sink.received.length === 4, "two e-mails to staff and two receipts");

    const claimMail = sink.received.find((mail) => mail.subject?.startsWith("Claim"))!;
    assert.equal(claimMail.subject, `Claim ${claimReference} from Chinedu Eze`);
    assert.equal(claimMail.to && !Array.isArray(claimMail.to) ? claimMail.to.text : "", "claims@cowryshield.com.ng");
    assert.match(claimMail.text ?? "", /Policy number: POL-2026-0042/);
    assert.deepEqual(
      claimMail.attachments.map((attachment) => [attachment.filename, attachment.contentType]),
      [
        ["report.pdf", "application/pdf"],
        ["photo.png", "image/png"],
      ],
    );
    assert.ok(claimMail.attachments[0]!.content.equals(pdfBytes));
    assert.ok(claimMail.attachments[1]!.content.equals(png));

    const quoteMail = sink.received.find((mail) => mail.subject?.startsWith("Quote request"))!;
    assert.equal(quoteMail.to && !Array.isArray(quoteMail.to) ? quoteMail.to.text : "", "info@cowryshield.com.ng");
    assert.match(quoteMail.text ?? "", /What to insure: My three-bedroom flat in Ikeja and its contents\./);
  });

  it("lets staff reply to the visitor: Reply-To carries their name and address, however the name is written", async () => {
    const { sink, app } = await serviceMailingToSink();
    // Quotes, commas, angle brackets and letters outside ASCII: each would break a hand-written header.
    const quoteName = `Ngozi "Zee" O'Neil, Adéwálé`;
    const claimName = `Chinedu <boss@cowryshield.com.ng>, Eze \\ "Ọ̀gá"`;
    const quote = await app.inject({
      method: "POST",
      url: "/api/quote-requests",
      payload: { ...validQuote, name: quoteName, email: "ngozi@example.com" },
    });
    assert.equal(quote.statusCode, 201);
    const claim = await app.inject({
      method: "POST",
      url: "/api/claims",
      ...(await multipart({ ...validClaimFields, fullName: claimName }, [{ name: "report.pdf", bytes: pdfBytes }])),
    });
    assert.equal(claim.statusCode, 201);
    await until(() => sink.received.length === 4, "two e-mails to staff and two receipts");

    const quoteMail = sink.received.find((mail) => mail.subject?.startsWith("Quote request"))!;
    assert.deepEqual(replyToOf(quoteMail), {
      replyTo: [{ address: "ngozi@example.com", name: quoteName }],
      replyToLines: 1,
      bccLines: 0,
    });
    const claimMail = sink.received.find((mail) => mail.subject?.startsWith("Claim"))!;
    assert.deepEqual(replyToOf(claimMail), {
      replyTo: [{ address: "chinedu@example.com", name: claimName }],
      replyToLines: 1,
      bccLines: 0,
    });
  });

  it("attaches each document under the extension of what it is: a PNG named photo.jpg as photo.png", async () => {
    const { sink, app } = await serviceMailingToSink();
    const png = await pngBytes();
    const claim = await app.inject({
      method: "POST",
      url: "/api/claims",
      ...(await multipart(validClaimFields, [{ name: "photo.jpg", bytes: png, type: "image/jpeg" }])),
    });
    assert.equal(claim.statusCode, 201);
    await until(() => sink.received.length === 2, "the claim's e-mail and its receipt");
    const claimMail = sink.received.find((mail) => mail.subject?.startsWith("Claim"))!;
    assert.deepEqual(
      claimMail.attachments.map((attachment) => [attachment.filename, attachment.contentType]),
      [["photo.png", "image/png"]],
    );
    assert.ok(claimMail.attachments[0]!.content.equals(png));
  });

  it("attaches a photo as it is kept, re-encoded: not the HTML page that came after the image", async () => {
    const { sink, app, dataDir } = await serviceMailingToSink();
    const sent = Buffer.concat([await jpegBytes(), Buffer.from("<html><script>alert(1)</script></html>")]);
    const claim = await app.inject({
      method: "POST",
      url: "/api/claims",
      ...(await multipart(validClaimFields, [{ name: "bumper.jpg", bytes: sent, type: "image/jpeg" }])),
    });
    assert.equal(claim.statusCode, 201);
    await until(() => sink.received.length === 2, "the claim's e-mail and its receipt");
    const [kept] = storedSubmissions(dataDir)[0]!.documents;
    const [attachment] = sink.received.find((mail) => mail.subject?.startsWith("Claim"))!.attachments;
    assert.deepEqual([attachment!.filename, attachment!.contentType], ["bumper.jpg", "image/jpeg"]);
    assert.ok(attachment!.content.equals(fs.readFileSync(path.join(dataDir, "documents", kept!.storedPath))));
    assert.equal(attachment!.content.indexOf("<html"), -1);
  });

  it("keeps a submission made while the SMTP server is down, and sends it exactly once when it is back", async () => {
    const port = await closedPort();
    const { app, dataDir } = await startService(fastMail(port));
    after(() => app.close());

    const response = await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote });
    assert.equal(response.statusCode, 201);
    // An attempt is counted as it starts; its error is recorded once it has failed.
    await until(() => Boolean(outboxRows(dataDir)[0]?.lastError), "a failed attempt");
    assert.equal(outboxRows(dataDir)[0]?.sentAt, null);
    assert.ok(outboxRows(dataDir)[0]?.lastError);

    const sink = await startSmtpSink({}, port);
    after(() => sink.close());
    await until(() => sink.received.length === 2, "the retried e-mails: the receipt and staff's");
    await until(() => outboxRows(dataDir).every((row) => row.sentAt !== null), "the outbox to record the sends");
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(sink.received.map((mail) => mail.subject?.replace(/ QTE-\S+ /, " … ")).sort(), [
      "Quote request … from Adaeze Obi",
      "Your quote request … has been received by Cowry Shield",
    ]);
  });

  it("sends, after a restart, what the previous run could not", async () => {
    const port = await closedPort();
    const first = await startService({ ...fastMail(port), MAIL_RETRY_BASE_MS: "600000" });
    await first.app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote });
    await until(() => (outboxRows(first.dataDir)[0]?.attempts ?? 0) >= 1, "a failed attempt");
    await first.app.close();

    const sink = await startSmtpSink({}, port);
    after(() => sink.close());
    // The retry is an hour away, but a new start takes up everything unsent that is due; make it due now.
    const db = openDatabase(first.dataDir);
    db.prepare("UPDATE outbox SET next_attempt_at = ?").run(new Date(0).toISOString());
    db.close();
    const restarted = await startService({ ...fastMail(port), DATA_DIR: first.dataDir });
    after(() => restarted.app.close());
    await until(() => sink.received.length === 2, "the e-mails after the restart");
  });

  it("stores without queueing mail when no SMTP server is configured", async () => {
    const { app, dataDir } = await startService();
    after(() => app.close());
    await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote });
    assert.deepEqual(outboxRows(dataDir), []);
  });
});

describe("retryDelay", () => {
  it("doubles from the base delay and stops growing at an hour", () => {
    assert.deepEqual(
      [1, 2, 3, 4].map((attempt) => retryDelay(attempt, 30_000)),
      [30_000, 60_000, 120_000, 240_000],
    );
    assert.equal(retryDelay(20, 30_000), 60 * 60 * 1000);
  });
});

describe("mailParts, on a claim stored before control characters were refused", () => {
  const claim: StoredSubmission = {
    reference: "CLM-2026-000007",
    kind: "claim",
    receivedAt: "2026-11-20T09:15:00.000Z",
    fields: {
      ...validClaimFields,
      fullName: "Eve\r\nPolicy number: FORGED\u001b]0;pwned\u0007",
      policyNumber: "POL-1\rClaim type: life",
      description: "Rear-ended in Wuse II.\r\nPolicy number: FORGED TOO\n\u001b[2JThe boot\tlid is damaged.",
    },
    documents: [
      {
        position: 0,
        originalName: `invoice\u202efdp\r\n${"x".repeat(300)}.pdf`,
        storedPath: "CLM-2026-000007/0-invoice_fdp.pdf",
        mediaType: "application/pdf",
        size: 10,
        sha256: "0".repeat(64),
        originalSha256: "0".repeat(64),
        receivedAt: "2026-11-20T09:15:00.000Z",
        askedFor: null,
        askedIn: null,
        addedById: null,
        addedByName: null,
        source: null,
      },
    ],
  };
  const mail = staffMail(claim);
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;

  it("writes the subject on one line with every control written out", () => {
    assert.equal(
      mail.subject,
      "Claim CLM-2026-000007 from Eve\\u000d\\u000aPolicy number: FORGED\\u001b]0;pwned\\u0007",
    );
  });

  it("gives each field exactly one labelled line, continuing a multi-line answer indented", () => {
    // Tabs are kept in answers written in paragraphs (costs pasted from a table); nothing else is.
    assert.doesNotMatch(mail.text.replace(/[\n\t]/g, ""), RAW_CONTROL);
    const lines = mail.text.split("\n");
    assert.deepEqual(
      lines.filter((line) => line.startsWith("Policy number:")),
      ["Policy number: POL-1\\u000dClaim type: life"],
    );
    assert.deepEqual(lines.slice(lines.indexOf("What happened: Rear-ended in Wuse II.")), [
      "What happened: Rear-ended in Wuse II.",
      "  Policy number: FORGED TOO",
      "  \\u001b[2JThe boot\tlid is damaged.",
      "",
    ]);
  });

  it("answers the visitor by a Reply-To whose name has every control written out, and no header it could forge", async () => {
    assert.deepEqual(mail.replyTo, {
      name: "Eve\\u000d\\u000aPolicy number: FORGED\\u001b]0;pwned\\u0007",
      address: "chinedu@example.com",
    });
    const sink = await startSmtpSink();
    after(() => sink.close());
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: sink.port, ignoreTLS: true });
    after(() => transport.close());
    // No documents on disk here: send the message without its attachment.
    await transport.sendMail({ from: "no-reply@example.com", ...mail, attachments: [] });
    assert.deepEqual(replyToOf(sink.received[0]!), {
      replyTo: [
        { address: "chinedu@example.com", name: "Eve\\u000d\\u000aPolicy number: FORGED\\u001b]0;pwned\\u0007" },
      ],
      replyToLines: 1,
      bccLines: 0,
    });
  });

  it("names the attachment without controls and at most 100 characters long, extension kept", () => {
    const name = mail.attachments[0]!.filename;
    assert.doesNotMatch(name, RAW_CONTROL);
    assert.equal(name, `invoice_fdp__${"x".repeat(82)}….pdf`);
  });
});

describe("mailParts, on who sent a submission", () => {
  const send = (fields: Record<string, unknown>) =>
    staffMail({
      reference: "CLM-2026-000008",
      kind: "claim",
      receivedAt: "2026-11-20T09:15:00.000Z",
      fields,
      documents: [],
    });

  it("names a claim with first and last name fields by both, in the subject and the Reply-To", () => {
    const { fullName: _fullName, ...withoutFullName } = validClaimFields;
    const mail = send({ ...withoutFullName, firstName: "Chinedu", lastName: "Eze" });
    assert.equal(mail.subject, "Claim CLM-2026-000008 from Chinedu Eze");
    assert.deepEqual(mail.replyTo, { name: "Chinedu Eze", address: "chinedu@example.com" });
  });

  it("gives no Reply-To for a stored address the form's rule would refuse", () => {
    assert.equal(send({ ...validClaimFields, email: "a@example.com, b@example.com" }).replyTo, undefined);
    assert.equal(send({ ...validClaimFields, email: 42 }).replyTo, undefined);
  });
});

describe("The staff e-mail, read at a glance", () => {
  const claim: StoredSubmission = {
    reference: "CLM-2026-000009",
    kind: "claim",
    receivedAt: "2026-11-24T23:02:50.000Z",
    fields: { ...validClaimFields, phone: "0803 555 0101", notARobot: true },
    documents: [],
  };

  it("gives the time in Lagos with its zone, choices in the form's words, the incident date written out, the phone dialable anywhere", () => {
    assert.equal(
      staffMail(claim, { withheld: null }).text,
      [
        "Reference: CLM-2026-000009",
        // 23:02 UTC is two minutes past midnight, the next day, in Lagos.
        "Received: Wed 25 Nov 2026, 00:02 WAT",
        "Receipt: e-mailed to the visitor",
        "On the desk: https://desk.example.ng/desk/submissions/CLM-2026-000009",
        "",
        "Full name: Chinedu Eze",
        "E-mail: chinedu@example.com",
        "Phone: +234 803 555 0101",
        "Policy number: POL-2026-0042",
        "Claim type: Motor",
        "Date of the incident: Sunday 1 November 2026 (24 days before the claim)",
        "What happened: Rear-ended at a junction in Wuse II; the bumper and boot lid are damaged.",
        "",
      ].join("\n"),
    );
    const quote = staffMail({
      reference: "QTE-2026-000004",
      kind: "quote",
      receivedAt: "2026-03-02T08:30:00.000Z",
      // A visitor used to dialling abroad with 00, where Nigeria dials 009.
      fields: { ...validQuote, phone: "00 44 20 7946 0958" },
      documents: [],
    }).text.split("\n");
    assert.deepEqual(quote.slice(0, 4), [
      "Reference: QTE-2026-000004",
      "Received: Mon 2 Mar 2026, 09:30 WAT",
      "On the desk: https://desk.example.ng/desk/submissions/QTE-2026-000004",
      "",
    ]);
    assert.ok(quote.includes("Insurance type: Home"));
    assert.ok(quote.includes("Phone: +44 20 7946 0958"));
  });

  it("links to the submission's page on the desk, in the HTML part too", () => {
    assert.ok(
      String(staffMail(claim).html).includes(
        '<a href="https://desk.example.ng/desk/submissions/CLM-2026-000009" style="color:#0B3558;text-decoration:underline">Open it on the desk</a>',
      ),
    );
  });

  it("says when the visitor's receipt was held back by the daily limit", () => {
    assert.ok(
      staffMail(claim, { withheld: "daily-limit" })
        .text.split("\n")
        .includes(
          "Receipt: not sent: their address has had 3 receipts in the last 24 hours, the most one address gets",
        ),
    );
  });

  it("writes the incident date as the day it was in Lagos when the claim came", () => {
    const lines = (incidentDate: string, receivedAt: string) =>
      staffMail({ ...claim, receivedAt, fields: { ...claim.fields, incidentDate } }).text.split("\n");
    assert.ok(
      lines("2026-11-24", "2026-11-24T22:59:00.000Z").includes(
        "Date of the incident: Tuesday 24 November 2026 (the day of the claim)",
      ),
    );
    assert.ok(
      lines("2026-11-24", "2026-11-24T23:00:00.000Z").includes(
        "Date of the incident: Tuesday 24 November 2026 (1 day before the claim)",
      ),
    );
    // A phone number no numbering plan has is given as typed.
    const typed = staffMail({ ...claim, fields: { ...claim.fields, phone: "12345 67890" } }).text.split("\n");
    assert.ok(typed.includes("Phone: 12345 67890"));
  });

  it("has an HTML part with the same facts, the phone and e-mail as links, and the description's lines kept", () => {
    const html = staffMail(
      { ...claim, fields: { ...claim.fields, description: "Rear-ended at Wuse II.\n<b>Boot</b> lid damaged." } },
      { withheld: null },
    ).html;
    assert.match(html, /^<!DOCTYPE html>\n<html lang="en-NG">/);
    assert.match(html, /<h1 [^>]*>Claim CLM-2026-000009 from Chinedu Eze<\/h1>/);
    for (const [label, value] of [
      ["Reference", "<strong>CLM-2026-000009</strong>"],
      ["Received", "Wed 25 Nov 2026, 00:02 WAT"],
      ["Receipt", "e-mailed to the visitor"],
      ["Claim type", "Motor"],
      ["Phone", '<a href="tel:\\+2348035550101" style="[^"]*">\\+234 803 555 0101</a>'],
      ["E-mail", '<a href="mailto:chinedu@example.com" style="[^"]*">chinedu@example.com</a>'],
      [
        "What happened",
        '<span style="white-space:pre-wrap">Rear-ended at Wuse II.\n&lt;b&gt;Boot&lt;/b&gt; lid damaged.</span>',
      ],
    ]) {
      assert.match(html, new RegExp(`<th scope="row" [^>]*>${label}</th><td [^>]*>${value}</td>`), label);
    }
    assert.doesNotMatch(html, /<(script|img|link|style)\b|\bsrc=/);
  });
});
