/**
 * The conversation about a claim on the desk (issue 46): a message from the customer read from the mailbox shows in
 * the claim's timeline (its text escaped, the quoted history folded, its attachments to open or refused), makes the
 * queue say "New message" until an officer opens the claim, whose view the record says included it; a kept
 * attachment is opened with the documents' headers and recorded, and marked as the police report the claim was
 * waiting for; and the officer writes back, by e-mail in the same thread, without moving the claim.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { AddressObject } from "mailparser";
import type { FastifyInstance } from "fastify";
import type { ArrivingMail } from "../storage/messages/claim-messages";
import { answeredSubject, threadPlace } from "../mail/desk-message-thread";
import { runAudit } from "../cli-audit";
import { run } from "../cli-commands";
import { openDatabase } from "../storage/database/database";
import { createStaffStore } from "../storage/desk-people/staff";
import { createClaimMessages } from "../storage/messages/claim-messages";
import { createDeskMessages } from "../storage/messages/desk-messages";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { rowsOf, sessionOn } from "./claim-status-session";
import { claimWaitingForDocuments } from "./desk-claim-waiting";
import { ORIGIN } from "./desk-session";
import { leadway } from "./leadway";
import { arrivingMail } from "./arriving-mail";
import { pdfBytes, stagedPdf, tempDir, until, validClaimFields } from "./helpers";

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) => object.value);

/** The customer's reply to the receipt, as the mailbox reader stores it. */
const customerReply = (dataDir: string, reference: string, overrides: Partial<ArrivingMail> = {}) =>
  arrivingMail({
    messageId: "<reply-1@mail.example.com>",
    reference,
    recipients: [`claims+${reference}@cowryshield.com.ng`],
    subject: `Re: Your claim ${reference} has been received by Cowry Shield`,
    body: "Here is the police report.\n<b>Not bold</b>",
    quoted: "> Your claim has been received",
    inReplyTo: `<${reference}.receipt@cowryshield.com.ng>`,
    references: [`<${reference}.receipt@cowryshield.com.ng>`],
    writtenAt: "2026-11-28T09:00:00.000Z",
    attachments: [
      stagedPdf(dataDir, "police report.pdf", pdfBytes),
      { originalName: "run-me.exe", refused: "a program, which is never kept" },
    ],
    ...overrides,
  });

/** A claim waiting for a police report and a repair estimate, Ada on the desk, and the customer's reply in. */
async function claimWithReply(env: Record<string, string> = {}) {
  const claim = await claimWaitingForDocuments(env);
  const { id } = claim.app.messages.receiveMail(customerReply(claim.dataDir, claim.reference));
  return { ...claim, messageId: id };
}

const page = (app: FastifyInstance, reference: string, cookies: Record<string, string>) =>
  app.inject({ url: `/desk/submissions/${reference}`, cookies });

const post = (app: FastifyInstance, url: string, cookies: Record<string, string>, values: Record<string, string>) =>
  app.inject({
    method: "POST",
    url,
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    cookies,
    payload: new URLSearchParams(values).toString(),
  });

describe("A claim's conversation on the desk", () => {
  it("the customer's message is in the timeline as text, its history folded, its attachments listed", async () => {
    const { app, ada, reference, messageId } = await claimWithReply();
    const shown = await page(app, reference, ada.cookies);
    assert.equal(shown.statusCode, 200);
    const attachment = `/desk/submissions/${reference}/messages/${messageId}/attachments/1`;
    for (const expected of [
      `<li id="message-${messageId}"><time`,
      "<p>The customer wrote by e-mail (chinedu@example.com):</p>",
      `<p class="subject">Subject: Re: Your claim ${reference} has been received by Cowry Shield</p>`,
      "<blockquote><p>Here is the police report.</p><p>&lt;b&gt;Not bold&lt;/b&gt;</p></blockquote>",
      "<details><summary>The history it quoted</summary><blockquote><p>&gt; Your claim has been received</p></blockquote></details>",
      `<a href="${attachment}">police report.pdf</a> <span class="quiet-text">PDF, 1 KB</span>`,
      '<li><span>run-me.exe</span> <span class="quiet-text">refused: a program, which is never kept</span></li>',
      `<label for="mark-${messageId}-1-asked-for">Mark it as the document the claim was waiting for</label>`,
      '<option value="Police report">Police report</option><option value="Repair estimate">Repair estimate</option></select>',
    ]) {
      assert.ok(shown.body.includes(expected), expected);
    }
    assert.ok(!shown.body.includes("<b>Not bold</b>"));
  });

  it("an automatic reply and attachments left out say so", async () => {
    const { app, dataDir, ada, reference } = await claimWithReply();
    app.messages.receiveMail(
      customerReply(dataDir, reference, {
        messageId: "<away@mail.example.com>",
        sender: "other",
        fromAddress: "someone@example.org",
        fromName: "Bola Ade",
        autoReply: true,
        leftOut: "the message was over 20 MB",
        attachments: [],
      }),
    );
    const shown = await page(app, reference, ada.cookies);
    assert.ok(shown.body.includes("<p>Someone else, Bola Ade (someone@example.org), wrote by e-mail:</p>"));
    assert.ok(shown.body.includes("<p><strong>Automatic reply</strong></p>"));
    assert.ok(shown.body.includes("<p>Attachments left out: the message was over 20 MB</p>"));
  });

  it("the queue says New message until the claim is opened, and the record names the messages read", async () => {
    const { app, ada, reference, messageId } = await claimWithReply();
    const queue = await app.inject({ url: "/desk/", cookies: ada.cookies });
    assert.ok(queue.body.includes('<br><strong class="new-message">New message</strong>'), queue.body);
    assert.ok(queue.body.includes('<a href="/desk/?only=new-message"><strong>1</strong> with a new message</a>'));
    const listed = await app.inject({ url: "/desk/?only=new-message", cookies: ada.cookies });
    assert.ok(listed.body.includes(`>${reference}</a>`));

    await page(app, reference, ada.cookies);
    const views = app.desk.record.entries({ reference }).filter((entry) => entry.action === "viewed");
    assert.deepEqual(
      views.map(({ staffName, what }) => ({ staffName, what })),
      [{ staffName: "Ada Okafor", what: `viewed it with messages ${messageId}` }],
    );
    assert.match(
      runAudit(app.db, { name: "audit", reference }),
      new RegExp(
        `Ada Okafor <ada@cowryshield\\.com\\.ng>  viewed ${reference}: viewed it with messages ${messageId}  from`,
      ),
    );
    const after = await app.inject({ url: "/desk/", cookies: ada.cookies });
    assert.ok(!after.body.includes("New message</strong>"));
    assert.ok(after.body.includes('<a href="/desk/?only=new-message"><strong>0</strong> with a new message</a>'));
    const empty = await app.inject({ url: "/desk/?only=new-message", cookies: ada.cookies });
    assert.ok(!empty.body.includes(`>${reference}</a>`));
  });

  it("a message that came since the officer's own change is recorded as read by the view just after it", async () => {
    const { app, dataDir, ada, reference } = await claimWithReply();
    await page(app, reference, ada.cookies);
    const noted = await post(app, `/desk/submissions/${reference}/note`, ada.cookies, {
      note: "Called him.",
      version: "1",
    });
    assert.equal(noted.statusCode, 303);
    const { id } = app.messages.receiveMail(
      customerReply(dataDir, reference, { messageId: "<reply-2@mail.example.com>", attachments: [] }),
    );
    await page(app, reference, ada.cookies);
    const views = app.desk.record.entries({ reference }).filter((entry) => entry.action === "viewed");
    assert.deepEqual(views.map(({ what }) => what).at(-1), `viewed it with messages ${id - 1}, ${id}`);
  });

  it("a kept attachment opens to download with the documents' headers, and the opening is recorded", async () => {
    const { app, ada, reference, messageId } = await claimWithReply();
    const opened = await app.inject({
      url: `/desk/submissions/${reference}/messages/${messageId}/attachments/1`,
      cookies: ada.cookies,
    });
    assert.equal(opened.statusCode, 200);
    assert.deepEqual(opened.rawPayload, pdfBytes);
    assert.equal(opened.headers["content-type"], "application/pdf");
    assert.equal(
      opened.headers["content-disposition"],
      `attachment; filename="police report.pdf"; filename*=UTF-8''police%20report.pdf`,
    );
    assert.equal(opened.headers["x-content-type-options"], "nosniff");
    assert.equal(opened.headers["cache-control"], "no-store");
    assert.deepEqual(
      app.desk.record
        .entries({ reference })
        .filter((entry) => entry.action === "opened an attachment")
        .map(({ staffName, what }) => ({ staffName, what })),
      [{ staffName: "Ada Okafor", what: `attachment 1 of message ${messageId}` }],
    );
    const shown = await page(app, reference, ada.cookies);
    assert.ok(shown.body.includes(`<td>Ada Okafor</td>\n<td>opened attachment 1 of message ${messageId}</td>`));
    assert.match(
      runAudit(app.db, { name: "audit", reference }),
      new RegExp(
        `Ada Okafor <ada@cowryshield\\.com\\.ng>  opened attachment 1 of message ${messageId} of ${reference}  from 127\\.0\\.0\\.1$`,
        "m",
      ),
    );
    for (const url of [
      `/desk/submissions/${reference}/messages/${messageId}/attachments/2`,
      `/desk/submissions/${reference}/messages/${messageId + 1}/attachments/1`,
      `/desk/submissions/CLM-2026-999999/messages/${messageId}/attachments/1`,
    ]) {
      assert.equal((await app.inject({ url, cookies: ada.cookies })).statusCode, 404, url);
    }
  });

  it("marked as the police report, the attachment becomes the claim's document from an e-mail and the customer's task is sent", async () => {
    const { app, sink, dataDir, ada, reference, messageId } = await claimWithReply();
    const url = `/desk/submissions/${reference}/messages/${messageId}/attachments/1/document`;
    const refused = await post(app, url, ada.cookies, { askedFor: "Proof of ownership" });
    assert.equal(refused.statusCode, 400);
    assert.ok(
      refused.body.includes(
        `<p class="field-problem" id="mark-${messageId}-1-asked-for-problem">The claim is not waiting for that document any more: choose from the list as it is now.</p>`,
      ),
    );
    assert.equal((await post(app, url, ada.cookies, { askedFor: "Police report" })).statusCode, 303);
    const rows = rowsOf<{
      position: number;
      original_name: string;
      source: string;
      asked_for: string;
      added_by: number;
    }>(dataDir, "SELECT position, original_name, source, asked_for, added_by FROM documents ORDER BY position");
    assert.deepEqual(rows[1], {
      position: 1,
      original_name: "police report.pdf",
      source: "email",
      asked_for: "Police report",
      added_by: ada.person.id,
    });
    assert.deepEqual(rowsOf(dataDir, "SELECT position, document_position FROM message_attachments ORDER BY position"), [
      { position: 1, document_position: 1 },
      { position: 2, document_position: null },
    ]);
    const shown = await page(app, reference, ada.cookies);
    assert.ok(
      shown.body.includes(
        `<span>Kept as <a href="/desk/submissions/${reference}/documents/2">document 2</a> of the claim.</span>`,
      ),
    );
    assert.ok(shown.body.includes("<p>Ada Okafor added police report.pdf, from an e-mail for Police report.</p>"));
    const again = await post(app, url, ada.cookies, { askedFor: "Repair estimate" });
    assert.equal(again.statusCode, 409);
    assert.ok(again.body.includes("This attachment is kept as a document of the claim already."));

    const customer = await app.inject({
      url: `/claim-status/claims/${reference}`,
      cookies: await sessionOn(app, sink, reference),
    });
    assert.ok(customer.body.includes('<p class="count">1 of 2 sent</p>'));
  });

  it("written to the customer, the message goes in the thread of their reply with the reference and the plus address", async () => {
    const { app, sink, dataDir, ada, reference } = await claimWithReply({
      REPLY_MAILBOX: "claims@cowryshield.com.ng",
    });
    const url = `/desk/submissions/${reference}/messages`;
    const empty = await post(app, url, ada.cookies, { to: "customer", message: "  " });
    assert.equal(empty.statusCode, 400);
    assert.ok(empty.body.includes('<a href="#write-customer-text">Write the message.</a>'));
    assert.ok(empty.body.includes('<p class="field-problem" id="write-customer-text-problem">Write the message.</p>'));
    const long = await post(app, url, ada.cookies, { to: "customer", message: "a".repeat(10_001) });
    assert.equal(long.statusCode, 400);
    assert.ok(long.body.includes("The message is longer than 10,000 characters: shorten it."));
    const noInsurer = await post(app, url, ada.cookies, { to: "insurer", message: "Hello" });
    assert.equal(noInsurer.statusCode, 400);

    const sent = await post(app, url, ada.cookies, { to: "customer", message: "Thank you.\nWe have it." });
    assert.equal(sent.statusCode, 303);
    const [written] = rowsOf<{ id: number; message_id: string }>(
      dataDir,
      "SELECT id, message_id FROM claim_messages WHERE channel = 'desk'",
    );
    assert.equal(sent.headers.location, `/desk/submissions/${reference}?wrote=${written!.id}#done`);
    await until(() => sink.received.some((mail) => mail.text?.startsWith("Thank you.")), "the desk's message");
    const mail = sink.received.find((one) => one.text?.startsWith("Thank you."))!;
    assert.equal(mail.subject, `Re: Your claim ${reference} has been received by Cowry Shield`);
    assert.equal(mail.messageId, written!.message_id);
    assert.equal(mail.inReplyTo, "<reply-1@mail.example.com>");
    assert.deepEqual(mail.references, [`<${reference}.receipt@cowryshield.com.ng>`, "<reply-1@mail.example.com>"]);
    assert.deepEqual(addressesOf(mail.to), [{ address: "chinedu@example.com", name: "Chinedu Eze" }]);
    assert.deepEqual(addressesOf(mail.replyTo), [{ address: `claims+${reference}@cowryshield.com.ng`, name: "" }]);
    assert.equal(
      mail.text,
      `Thank you.\nWe have it.\n\nCowry Shield Insurance Brokers Limited, reference ${reference}\n`,
    );

    const shown = await app.inject({ url: sent.headers.location, cookies: ada.cookies });
    assert.ok(
      shown.body.includes(
        '<p class="status" id="done" role="status" tabindex="-1">Message written to the customer: it goes by e-mail now.</p>',
      ),
    );
    assert.ok(shown.body.includes("<p>Ada Okafor wrote to the customer (chinedu@example.com):</p>"));
    assert.ok(shown.body.includes("<blockquote><p>Thank you.</p><p>We have it.</p></blockquote>"));
    assert.equal(app.desk.progress.currentState(reference)?.step.key, "documents-requested");
    assert.deepEqual(
      app.desk.record
        .entries({ reference })
        .filter((entry) => entry.action === "wrote a message")
        .map(({ staffName, what }) => ({ staffName, what })),
      [{ staffName: "Ada Okafor", what: `message ${written!.id} to the customer` }],
    );
    assert.ok(shown.body.includes(`<td>wrote message ${written!.id} to the customer</td>`));
    await until(
      () =>
        rowsOf(dataDir, `SELECT 1 FROM outbox WHERE message = 'message-${written!.id}' AND sent_at IS NOT NULL`)
          .length === 1,
      "the outbox's row sent",
    );
    // Its own message is staff's: it makes nothing new on the queue.
    assert.ok(!(await app.inject({ url: "/desk/", cookies: ada.cookies })).body.includes("New message</strong>"));
  });

  it("written to the insurer the claim went to, the message follows its claim pack to each of its claims addresses", async () => {
    const { app, sink, dataDir, ada, reference } = await claimWithReply();
    const url = `/desk/submissions/${reference}/messages`;
    assert.ok(!(await page(app, reference, ada.cookies)).body.includes("Write to the insurer"));
    const insurer = app.desk.insurers.add(leadway);
    assert.ok(typeof insurer === "object");
    const packed = await post(app, `/desk/submissions/${reference}/pack`, ada.cookies, {
      version: "1",
      insurer: String(insurer.id),
      document: "0",
      note: "Please register this claim.",
    });
    assert.equal(packed.statusCode, 303, packed.body);
    await until(() => sink.received.some((mail) => mail.subject?.startsWith("Claim notification")), "the pack");
    const pack = sink.received.find((mail) => mail.subject?.startsWith("Claim notification"))!;
    const shown = await page(app, reference, ada.cookies);
    assert.ok(
      shown.body.includes(
        '<label for="write-insurer-text">Message to Leadway Assurance (claims@leadway.example, motorclaims@leadway.example)</label>',
      ),
    );
    assert.ok(shown.body.includes('<button type="submit">Send to Leadway Assurance</button>'));

    assert.equal((await post(app, url, ada.cookies, { to: "insurer", message: "Any news?" })).statusCode, 303);
    await until(() => sink.received.some((mail) => mail.text?.startsWith("Any news?")), "the desk's message");
    const mail = sink.received.find((one) => one.text?.startsWith("Any news?"))!;
    assert.equal(mail.subject, `Re: ${pack.subject}`);
    assert.equal(mail.inReplyTo, pack.messageId);
    // mailparser gives a single id as a string.
    assert.equal(mail.references, pack.messageId);
    assert.deepEqual(addressesOf(mail.to), [
      { address: "claims@leadway.example", name: "" },
      { address: "motorclaims@leadway.example", name: "" },
    ]);
    assert.deepEqual(addressesOf(mail.replyTo), [{ address: "claims@cowryshield.com.ng", name: "" }]);
    const [row] = rowsOf<{ recipient: string; recipients: string }>(
      dataDir,
      "SELECT recipient, recipients FROM claim_messages WHERE channel = 'desk'",
    );
    assert.deepEqual(row, {
      recipient: "insurer",
      recipients: '["claims@leadway.example","motorclaims@leadway.example"]',
    });
    const after = await page(app, reference, ada.cookies);
    assert.ok(
      after.body.includes(
        "<p>Ada Okafor wrote to Leadway Assurance (claims@leadway.example, motorclaims@leadway.example):</p>",
      ),
    );
  });

  it("a desk message waiting to go is listed by `outbox` as message-ID, and refused from another origin", async () => {
    const { app, ada, reference } = await claimWithReply();
    const foreign = await app.inject({
      method: "POST",
      url: `/desk/submissions/${reference}/messages`,
      headers: { origin: "http://localhost:9000", "content-type": "application/x-www-form-urlencoded" },
      cookies: ada.cookies,
      payload: "to=customer&message=Hello",
    });
    assert.equal(foreign.statusCode, 403);
    const dataDir = tempDir("desk-message-outbox-");
    const db = openDatabase(dataDir);
    const held = createSubmissionStore(db, dataDir).save("claim", { ...validClaimFields, notARobot: true });
    const staffId = createStaffStore(db).add("ada@cowryshield.com.ng", "Ada Okafor", new Date())!.id;
    const id = createDeskMessages(db, createClaimMessages(db, dataDir)).write({
      reference: held,
      recipient: "customer",
      addresses: ["chinedu@example.com"],
      toWords: "the customer",
      subject: `Re: Your claim ${held}`,
      body: "Hello",
      messageId: `<${held}.message-1@cowryshield.com.ng>`,
      inReplyTo: null,
      references: [],
      by: { staffId, address: "127.0.0.1" },
    });
    db.close();
    const listed = await run(["outbox"], dataDir);
    assert.match(listed.output, new RegExp(`^${held}  message-${id}  pending  0 attempts  next `, "m"));
  });

  it("before any message with the party, an answer follows the e-mail that began the thread", () => {
    const reference = "CLM-2026-000123";
    assert.deepEqual(
      threadPlace(reference, undefined, {
        subject: `Claim notification ${reference}: Chinedu Eze, policy P1`,
        messageId: `<${reference}.pack-1.1-of-1@cowryshield.com.ng>`,
      }),
      {
        subject: `Re: Claim notification ${reference}: Chinedu Eze, policy P1`,
        inReplyTo: `<${reference}.pack-1.1-of-1@cowryshield.com.ng>`,
        references: [`<${reference}.pack-1.1-of-1@cowryshield.com.ng>`],
      },
    );
    assert.deepEqual(threadPlace(reference, undefined, { subject: "Your claim", messageId: null }), {
      subject: `Re: Your claim [${reference}]`,
      inReplyTo: null,
      references: [],
    });
    assert.equal(answeredSubject(`RE: Re:  Fwd: About ${reference}`, reference), `Re: About ${reference}`);
    const long = Array.from({ length: 30 }, (_, index) => `<${index}@x>`);
    const place = threadPlace(
      reference,
      { subject: "s", messageId: "<30@x>", references: long },
      { subject: "", messageId: null },
    );
    assert.equal(place.references.length, 20);
    assert.equal(place.references[0], "<0@x>");
    assert.equal(place.references.at(-1), "<30@x>");
  });
});
