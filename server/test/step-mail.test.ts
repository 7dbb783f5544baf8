/**
 * The e-mail telling the customer of a move on the desk (mail/step-mail.ts), queued with the move
 * (storage/desk-progress/submission-progress.ts) and sent by the outbox to a real SMTP server in the test: its exact words, staff's
 * message escaped, one e-mail per move however often the form is sent, none for a change staff keep internal or a
 * step the customer does not follow, a quote request's "Quote sent" only with a message, and none once erased.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import type { ParsedMail } from "mailparser";
import { eraseSubmissions } from "../data-lifecycle/erase";
import { openDatabase } from "../storage/database/database";
import { createStaffStore } from "../storage/desk-people/staff";
import { createSubmissionProgress } from "../storage/desk-progress/submission-progress";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { ORIGIN, signedInPerson } from "./desk-session";
import { OPERATOR, multipart, pdfBytes, startService, tempDir, until, validClaimFields, validQuote } from "./helpers";
import { serviceMailingToSink } from "./mailing-service";

const NOW = new Date("2026-11-26T12:00:00Z");

const addressOf = (field: ParsedMail["to"] | ParsedMail["replyTo"]) =>
  field && !Array.isArray(field) ? field.value.map(({ address }) => address) : [];

describe("The e-mail telling the customer of a move", async () => {
  const { sink, app } = await serviceMailingToSink();
  const { cookies } = await signedInPerson(app);

  /** The e-mails the sink received for a reference other than its receipt and staff's. */
  const stepMails = (reference: string) =>
    sink.received.filter((mail) => mail.messageId?.startsWith(`<${reference}.step-`));
  const outboxOf = (reference: string) =>
    app.db
      .prepare(
        `SELECT message FROM outbox JOIN submissions ON submissions.id = outbox.submission_id
         WHERE reference = ? AND message NOT IN ('staff', 'receipt') ORDER BY outbox.id`,
      )
      .all(reference)
      .map((row) => (row as { message: string }).message);

  async function fileClaim() {
    const sent = await app.inject({
      method: "POST",
      url: "/api/claims",
      ...(await multipart(validClaimFields, [{ name: "report.pdf", bytes: pdfBytes }])),
    });
    assert.equal(sent.statusCode, 201, sent.body);
    return sent.json<{ reference: string }>().reference;
  }

  async function fileQuote() {
    const sent = await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote });
    assert.equal(sent.statusCode, 201, sent.body);
    return sent.json<{ reference: string }>().reference;
  }

  const move = (reference: string, fields: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: `/desk/submissions/${reference}/move`,
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
      cookies,
    });

  /** The desk's record of the changes made to it, in its words. */
  const changesRecorded = (reference: string) =>
    app.desk.record
      .entries({ reference })
      .filter((entry) => entry.action === "changed")
      .map((entry) => entry.what);

  /** Lets the outbox run a few rounds, so that an e-mail that should not go would have gone. */
  const aFewRounds = () => new Promise((resolve) => setTimeout(resolve, 300));

  it("names the reference, says the step in the customer's words, staff's message, the documents by their date and the claim's page", async () => {
    const reference = await fileClaim();
    const moved = await move(reference, {
      version: "0",
      step: "documents-requested",
      documents: "Police report",
      sendBy: "2030-12-12",
      message: "Please send the police report by Friday.\nWe will then send your claim to the insurer.",
      tell: "yes",
    });
    assert.equal(moved.statusCode, 303);
    await until(() => stepMails(reference).length === 1, "the e-mail to the customer");
    const [mail] = stepMails(reference);
    assert.equal(mail!.subject, `Your claim ${reference}: We need documents from you`);
    assert.deepEqual(addressOf(mail!.to), ["chinedu@example.com"]);
    assert.deepEqual(addressOf(mail!.replyTo), ["claims@cowryshield.com.ng"]);
    assert.equal(
      mail!.text,
      [
        `Your claim ${reference}`,
        "",
        "Dear Chinedu Eze,",
        "",
        "Where your claim stands now:",
        "",
        "    We need documents from you",
        "",
        "Our message",
        "",
        "Please send the police report by Friday.",
        "We will then send your claim to the insurer.",
        "",
        "What happens next",
        "",
        "Please send us the documents listed: from your claim's page online, by e-mail, or at one of our offices. We carry on with your claim once they arrive.",
        "",
        "- Police report",
        "",
        "Please send these by Thursday 12 December 2030.",
        "",
        "Your claim online",
        "",
        `To see where your claim stands online, go to http://localhost:9000/claims/status/?reference=${reference} and give your reference, ${reference}, and this e-mail address.`,
        "",
        "Contact us",
        "",
        "Claims hotline: 0802 555 0199",
        "E-mail: claims@cowryshield.com.ng",
        "Or reply to this e-mail.",
        "",
        "Cowry Shield Insurance Brokers Limited",
        "",
      ].join("\n"),
    );
    const html = String(mail!.html);
    assert.ok(html.includes(">We need documents from you</p>"));
    assert.ok(html.includes('<li style="margin:0 0 6px">Police report</li>'));
    assert.ok(html.includes('<p style="margin:0 0 12px">Please send these by Thursday 12 December 2030.</p>'));
    const statusPage = `http://localhost:9000/claims/status/?reference=${reference}`;
    assert.ok(
      html.includes(
        `<a href="${statusPage}" style="color:#0B3558;text-decoration:underline;overflow-wrap:anywhere">${statusPage}</a> and give your reference, <span style="white-space:nowrap">${reference}</span>, and this e-mail address.`,
      ),
    );
    // Nothing that could carry a token or load from elsewhere: the reference alone, which the e-mail names anyway.
    assert.deepEqual(
      [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]),
      [statusPage, "tel:+2348025550199", "mailto:claims@cowryshield.com.ng"],
    );
    assert.doesNotMatch(html, /src=|url\(/);

    const page = await app.inject({ url: `/desk/submissions/${reference}`, cookies });
    assert.ok(page.body.includes("<p>The customer was e-mailed.</p>"));
    assert.deepEqual(changesRecorded(reference), [
      "moved it to Waiting for documents, with a message for the customer, and told the customer by e-mail",
    ]);
  });

  it("tells what staff gave at each step in the customer's words, so the message need not repeat it", async () => {
    const reference = await fileClaim();
    const moves: Record<string, string>[] = [
      { step: "in-review" },
      { step: "with-insurer", insurer: "Leadway Assurance", insurerClaimNumber: "LW/MTR/2026/0456" },
      { step: "being-assessed", lossAdjuster: "Crawford & Company" },
      { step: "offer-made", amount: "1,250,000" },
      { step: "settled", amount: "1250000.50", paidOn: "2026-11-27" },
    ];
    for (const [version, fields] of moves.entries()) {
      assert.equal((await move(reference, { version: String(version), tell: "yes", ...fields })).statusCode, 303);
    }
    await until(() => stepMails(reference).length === moves.length, "the moves' e-mails");
    const factsOf = (step: string) => {
      const mail = stepMails(reference).find((sent) => sent.subject?.endsWith(`: ${step}`))!;
      const text = mail.text!;
      return text.slice(text.indexOf(`    ${step}\n\n`) + step.length + 6, text.indexOf("What happens next")).trim();
    };
    assert.deepEqual(
      ["We are checking your claim", "Sent to the insurer", "Being assessed", "Offer made", "Paid"].map(factsOf),
      [
        "",
        "Insurer: Leadway Assurance\nInsurer's claim number: LW/MTR/2026/0456",
        "Loss adjuster: Crawford & Company",
        "Offered: ₦1,250,000",
        "Paid: ₦1,250,000.50\nPaid on: Friday 27 November 2026",
      ],
    );
    const offer = String(stepMails(reference).find((sent) => sent.subject?.endsWith(": Offer made"))!.html);
    assert.match(offer, /<th scope="row"[^>]*>Offered<\/th><td[^>]*>₦1,250,000<\/td>/);
    const adjuster = String(stepMails(reference).find((sent) => sent.subject?.endsWith(": Being assessed"))!.html);
    assert.match(adjuster, />Crawford &amp; Company<\/td>/);
  });

  it("tells a declined claim why, and never the reason staff gave for reopening one", async () => {
    const reference = await fileClaim();
    const declined = { version: "0", step: "declined", reason: "The policy had lapsed on 1 October.", tell: "yes" };
    assert.equal((await move(reference, declined)).statusCode, 303);
    const reopened = { version: "1", step: "in-review", reopenReason: "Internal: premium found paid", tell: "yes" };
    assert.equal((await move(reference, reopened)).statusCode, 303);
    await until(() => stepMails(reference).length === 2, "the two e-mails");
    const [decline, review] = ["Declined", "We are checking your claim"].map(
      (step) => stepMails(reference).find((sent) => sent.subject?.endsWith(`: ${step}`))!.text!,
    );
    assert.ok(decline!.includes("    Declined\n\nReason: The policy had lapsed on 1 October.\n\nWhat happens next"));
    assert.ok(!review!.includes("premium"));
  });

  it("escapes a message written as markup in the HTML, and sends it as written in the text", async () => {
    const reference = await fileClaim();
    const hostile = `<script>alert("x")</script><img src="https://tracker.example/p.png"> & <a href="https://evil.example">Pay here</a>`;
    const moved = await move(reference, { version: "0", step: "in-review", message: hostile, tell: "yes" });
    assert.equal(moved.statusCode, 303);
    await until(() => stepMails(reference).length === 1, "the e-mail to the customer");
    const [mail] = stepMails(reference);
    assert.equal(mail!.subject, `Your claim ${reference}: We are checking your claim`);
    assert.ok(mail!.text!.includes(`Our message\n\n${hostile}\n\nWhat happens next`));
    const html = String(mail!.html);
    assert.ok(
      html.includes(
        "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=&quot;https://tracker.example/p.png&quot;&gt; &amp; &lt;a href=&quot;https://evil.example&quot;&gt;Pay here&lt;/a&gt;",
      ),
    );
    assert.doesNotMatch(html, /<script|<img|evil\.example"/);
  });

  it("sends one e-mail per move: the same form sent again is refused and queues nothing", async () => {
    const reference = await fileClaim();
    const fields = { version: "0", step: "in-review", tell: "yes" };
    assert.equal((await move(reference, fields)).statusCode, 303);
    assert.equal((await move(reference, fields)).statusCode, 409);
    const toInsurer = {
      version: "1",
      step: "with-insurer",
      insurer: "Leadway Assurance",
      insurerClaimNumber: "LW/MTR/2026/0456",
      tell: "yes",
    };
    // Sent twice at once, as a double click would.
    const [first, second] = await Promise.all([move(reference, toInsurer), move(reference, toInsurer)]);
    assert.deepEqual([first.statusCode, second.statusCode].sort(), [303, 409]);
    await until(() => stepMails(reference).length === 2, "the two moves' e-mails");
    await aFewRounds();
    // The outbox sends several at once, so they may arrive in either order.
    assert.deepEqual(
      stepMails(reference)
        .map((mail) => mail.subject)
        .sort(),
      [`Your claim ${reference}: Sent to the insurer`, `Your claim ${reference}: We are checking your claim`],
    );
    assert.deepEqual(outboxOf(reference), ["step-1", "step-2"]);
  });

  it("sends nothing for a change staff keep internal (the box unticked), and says so on the timeline", async () => {
    const reference = await fileClaim();
    const moved = await move(reference, { version: "0", step: "in-review", message: "Kept for the customer's page." });
    assert.equal(moved.statusCode, 303);
    await aFewRounds();
    assert.deepEqual(outboxOf(reference), []);
    assert.equal(stepMails(reference).length, 0);
    const page = await app.inject({ url: `/desk/submissions/${reference}`, cookies });
    assert.ok(page.body.includes("<p>The customer was not e-mailed.</p>"));
    assert.deepEqual(changesRecorded(reference), ["moved it to In review, with a message for the customer"]);
  });

  it("offers the box ticked on each move the customer hears of, and keeps it unticked on a form sent back", async () => {
    const reference = await fileClaim();
    const page = await app.inject({ url: `/desk/submissions/${reference}`, cookies });
    assert.ok(
      page.body.includes(
        '<label class="tick"><input type="checkbox" name="tell" value="yes" id="move-in-review-tell" checked> Tell the customer by e-mail</label>',
      ),
    );
    const refused = await move(reference, { version: "0", step: "declined", reason: "" });
    assert.equal(refused.statusCode, 400);
    assert.ok(refused.body.includes('id="move-declined-tell"> Tell the customer by e-mail</label>'));
    assert.ok(refused.body.includes('id="move-withdrawn-tell" checked>'));
  });

  it("e-mails a quote request's 'Quote sent' with staff's message, and no other step of a quote request", async () => {
    const reference = await fileQuote();
    const contacted = await move(reference, { version: "0", step: "contacted", tell: "yes" });
    assert.equal(contacted.statusCode, 303);
    const page = await app.inject({ url: `/desk/submissions/${reference}`, cookies });
    assert.ok(page.body.includes('<p class="quiet-text">The customer is not told of Lost.</p>'));
    assert.ok(!page.body.includes('id="move-lost-message"'));
    assert.ok(page.body.includes("(optional; e-mailed to them with “Quote sent” if you write one)"));
    const withMessage = await move(reference, {
      version: "1",
      step: "lost",
      message: "Sorry to see you go.",
      tell: "yes",
    });
    assert.equal(withMessage.statusCode, 400);
    assert.ok(
      withMessage.body.includes(
        '<li><a href="#move-lost">The message for the customer goes nowhere: the customer is not told of Lost; write a note</a></li>',
      ),
    );
    const silentQuote = await move(reference, { version: "1", step: "quote-sent", tell: "yes" });
    assert.equal(silentQuote.statusCode, 303);
    const back = await move(reference, { version: "2", step: "contacted" });
    assert.equal(back.statusCode, 303);
    const sent = await move(reference, {
      version: "3",
      step: "quote-sent",
      message: "Your quote from Leadway is attached to our e-mail of today: ₦185,000 a year.",
      tell: "yes",
    });
    assert.equal(sent.statusCode, 303);
    await until(() => stepMails(reference).length === 1, "the quote's e-mail");
    await aFewRounds();
    assert.deepEqual(outboxOf(reference), ["step-4"]);
    const [mail] = stepMails(reference);
    assert.equal(mail!.subject, `Your quote request ${reference}: Quote sent`);
    assert.deepEqual(addressOf(mail!.to), ["adaeze@example.com"]);
    assert.deepEqual(addressOf(mail!.replyTo), ["info@cowryshield.com.ng"]);
    assert.equal(
      mail!.text,
      [
        `Your quote request ${reference}`,
        "",
        "Dear Adaeze Obi,",
        "",
        "Where your quote request stands now:",
        "",
        "    Quote sent",
        "",
        "Our message",
        "",
        "Your quote from Leadway is attached to our e-mail of today: ₦185,000 a year.",
        "",
        "What happens next",
        "",
        "Read the quote, and call us or e-mail us with any questions. Your cover starts once the premium is paid.",
        "",
        "Contact us",
        "",
        "Phone: 0809 555 0142",
        "E-mail: info@cowryshield.com.ng",
        "Or reply to this e-mail.",
        "",
        "Cowry Shield Insurance Brokers Limited",
        "",
      ].join("\n"),
    );
  });
});

describe("A move on a service that sends no e-mail", async () => {
  const { app } = await startService();
  after(() => app.close());
  const { cookies } = await signedInPerson(app);

  it("offers no box, says why, and queues nothing however the form is sent", async () => {
    const reference = (await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote })).json<{
      reference: string;
    }>().reference;
    const page = await app.inject({ url: `/desk/submissions/${reference}`, cookies });
    assert.ok(!page.body.includes('name="tell"'));
    assert.ok(
      page.body.includes(
        '<p class="quiet-text">This service sends no e-mail (SMTP_URL is not set): the customer is not told.</p>',
      ),
    );
    const moved = await app.inject({
      method: "POST",
      url: `/desk/submissions/${reference}/move`,
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: "version=0&step=quote-sent&message=Sent&tell=yes",
      cookies,
    });
    assert.equal(moved.statusCode, 303);
    assert.deepEqual(app.db.prepare("SELECT message FROM outbox").all(), []);
    const [entry] = app.desk.progress.timeline(reference)!;
    assert.equal(entry?.kind === "step" && entry.customerTold, false);
  });
});

describe("Erasing a submission", () => {
  it("takes the e-mails queued for its moves with it, so none is sent", () => {
    const dataDir = tempDir("step-mail-erase-");
    const db = openDatabase(dataDir);
    after(() => db.close());
    const store = createSubmissionStore(db, dataDir);
    const ada = createStaffStore(db).add("ada@cowryshield.com.ng", "Ada Okafor", NOW)!;
    const progress = createSubmissionProgress(db, { mailsCustomers: true });
    const actor = { staffId: ada.id, address: "192.0.2.10" };
    const reference = store.save("claim", { ...validClaimFields, notARobot: true }, [], NOW);
    const kept = store.save("claim", { ...validClaimFields, notARobot: true }, [], NOW);
    for (const about of [reference, kept]) {
      assert.ok(progress.moveStep(about, "in-review", {}, { tell: true }, 0, actor, NOW).ok);
    }
    const queued = () =>
      db
        .prepare(
          "SELECT reference, message FROM outbox JOIN submissions ON submissions.id = outbox.submission_id ORDER BY outbox.id",
        )
        .all();
    assert.deepEqual(queued(), [
      { reference, message: "step-1" },
      { reference: kept, message: "step-1" },
    ]);
    eraseSubmissions(db, dataDir, () => [reference], "the person's request", OPERATOR);
    assert.deepEqual(queued(), [{ reference: kept, message: "step-1" }]);
  });
});

describe("Whether a move is e-mailed to the customer", () => {
  it("is so only when staff ask, the service sends mail, the step is one the customer hears of and the address is one the form accepts", () => {
    const dataDir = tempDir("step-mail-told-");
    const db = openDatabase(dataDir);
    after(() => db.close());
    const store = createSubmissionStore(db, dataDir);
    const ada = createStaffStore(db).add("ada@cowryshield.com.ng", "Ada Okafor", NOW)!;
    const actor = { staffId: ada.id, address: "192.0.2.10" };
    const told = (
      kind: "claim" | "quote",
      to: string,
      forCustomer: { message?: string; tell?: boolean },
      { email, mailsCustomers = true }: { email?: string; mailsCustomers?: boolean } = {},
    ) => {
      const fields = kind === "claim" ? { ...validClaimFields, notARobot: true } : { ...validQuote };
      const reference = store.save(kind, email === undefined ? fields : { ...fields, email }, [], NOW);
      const progress = createSubmissionProgress(db, { mailsCustomers });
      assert.ok(progress.moveStep(reference, to, {}, forCustomer, 0, actor, NOW).ok);
      const [entry] = progress.timeline(reference)!;
      const queued = db
        .prepare(
          "SELECT message FROM outbox JOIN submissions ON submissions.id = outbox.submission_id WHERE reference = ?",
        )
        .all(reference);
      assert.deepEqual(queued, entry?.kind === "step" && entry.customerTold ? [{ message: "step-1" }] : []);
      return entry?.kind === "step" && entry.customerTold;
    };
    assert.equal(told("claim", "in-review", { tell: true }), true);
    assert.equal(told("claim", "in-review", {}), false);
    assert.equal(told("claim", "in-review", { tell: true }, { mailsCustomers: false }), false);
    assert.equal(told("claim", "in-review", { tell: true }, { email: "not an address" }), false);
    assert.equal(told("quote", "quote-sent", { tell: true, message: "Sent today." }), true);
    assert.equal(told("quote", "quote-sent", { tell: true }), false);
    assert.equal(told("quote", "contacted", { tell: true }), false);
    assert.equal(told("quote", "lost", { tell: true }), false);
  });
});
