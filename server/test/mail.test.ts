/** E-mail to staff through a real SMTP server running in the test (smtp-server), read back with mailparser. */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import type { ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import { mailParts, type MailPart } from "../mail/message";
import { retryDelay } from "../mail/outbox";
import type { StoredSubmission } from "../storage/submission-store";
import { openDatabase } from "../storage/database";
import { closedPort, startSmtpSink } from "./smtp-servers";
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
    return db.prepare("SELECT attempts, sent_at AS sentAt, last_error AS lastError FROM outbox ORDER BY id").all() as {
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

const fastMail = (port: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_RETRY_BASE_MS: "50",
  MAIL_POLL_MS: "25",
  RATE_LIMIT_MAX: "100",
});

/** A service whose mail goes to a real SMTP server in the test; both stop when the test ends. */
async function serviceMailingToSink() {
  const sink = await startSmtpSink();
  after(() => sink.close());
  const { app, dataDir } = await startService(fastMail(sink.port));
  after(() => app.close());
  return { sink, app, dataDir };
}

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
    await until(() => sink.received.length === 2, "two e-mails");

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
    await until(() => sink.received.length === 2, "two e-mails");

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
    await until(() => sink.received.length === 1, "the claim's e-mail");
    assert.deepEqual(
      sink.received[0]!.attachments.map((attachment) => [attachment.filename, attachment.contentType]),
      [["photo.png", "image/png"]],
    );
    assert.ok(sink.received[0]!.attachments[0]!.content.equals(png));
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
    await until(() => sink.received.length === 1, "the claim's e-mail");
    const [kept] = storedSubmissions(dataDir)[0]!.documents;
    const [attachment] = sink.received[0]!.attachments;
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
    await until(() => sink.received.length === 1, "the retried e-mail");
    await until(() => outboxRows(dataDir)[0]?.sentAt !== null, "the outbox to record the send");
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(sink.received.length, 1);
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
    await until(() => sink.received.length === 1, "the e-mail after the restart");
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
      },
    ],
  };
  const [{ mail }] = mailParts(
    claim,
    { quote: "info@example.com", claim: "claims@example.com" },
    "/data",
    "no-reply@example.com",
    20 * 1024 * 1024,
    { partsSent: 0, documentsSent: 0 },
  ) as [MailPart];
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
    mailParts(
      { reference: "CLM-2026-000008", kind: "claim", receivedAt: "2026-11-20T09:15:00.000Z", fields, documents: [] },
      { quote: "info@example.com", claim: "claims@example.com" },
      "/data",
      "no-reply@example.com",
      20 * 1024 * 1024,
      { partsSent: 0, documentsSent: 0 },
    )[0]!.mail;

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
