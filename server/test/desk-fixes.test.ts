/**
 * The desk's texts and markup that issue 44 found wrong: the empty queue, the words of a choice, the incident date
 * counted to the claim, a closed claim's days, a passkey just registered, "Tell the customer" on a step that needs a
 * message, no "viewed" line for the page a change leads back to, documents numbered from 1, and a reference kept on
 * one line (the heading, the step's e-mail; the queue's, by its style, in e2e/desk-fixes.spec.ts).
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { readBrokerage, readCompany } from "../mail/brokerage";
import { stepMail } from "../mail/step-mail";
import { claimDays } from "../desk/settlement-days";
import { ORIGIN, signedInPerson } from "./desk-session";
import { ageSubmission, multipart, pdfBytes, startService, validClaimFields, validQuote } from "./helpers";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("The desk's words and markup", async () => {
  const { app } = await startService({ SMTP_URL: "smtp://127.0.0.1:9" });
  after(() => app.close());
  const { person, cookies } = await signedInPerson(app, "efe@cowryshield.com.ng", "Efe Ighodaro");
  const actor = { staffId: person.id, address: "127.0.0.1" };
  const pageOf = async (url: string) => (await app.inject({ url, cookies })).body;

  async function fileClaim(fields: Record<string, string> = validClaimFields) {
    const sent = await app.inject({
      method: "POST",
      url: "/api/claims",
      ...(await multipart(fields, [{ name: "report.pdf", bytes: pdfBytes }])),
    });
    assert.equal(sent.statusCode, 201, sent.body);
    return sent.json<{ reference: string }>().reference;
  }

  it("says nothing is open when nothing is, and that nothing matches only when a filter is set", async () => {
    assert.ok((await pageOf("/desk/")).includes("<p>Nothing is open.</p>"));
    assert.ok((await pageOf("/desk/?kind=quote")).includes("<p>Nothing open matches these filters.</p>"));
    assert.ok((await pageOf("/desk/?owner=mine")).includes("<p>Nothing open matches these filters.</p>"));
  });

  it("gives a choice in the visitor's words once, motor for a quote as for a claim", async () => {
    const claim = await fileClaim();
    const quote = await app.inject({
      method: "POST",
      url: "/api/quote-requests",
      payload: { ...validQuote, insuranceType: "auto" },
    });
    const quoteReference = quote.json<{ reference: string }>().reference;
    assert.ok((await pageOf(`/desk/submissions/${claim}`)).includes("<dt>Claim type</dt><dd>Motor</dd>"));
    assert.ok((await pageOf(`/desk/submissions/${quoteReference}`)).includes("<dt>Insurance type</dt><dd>Motor</dd>"));
    const queue = await pageOf("/desk/");
    assert.ok(queue.includes('<td data-label="Type">Motor claim</td>'));
    assert.ok(queue.includes('<td data-label="Type">Motor quote</td>'));
    assert.ok(!queue.includes("Auto"));
  });

  it("counts the incident date in days before the claim, not to today", async () => {
    const lagosDay = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * DAY_MS).toLocaleDateString("en-CA", { timeZone: "Africa/Lagos" });
    const sameDay = await fileClaim({ ...validClaimFields, incidentDate: lagosDay(0) });
    assert.match(await pageOf(`/desk/submissions/${sameDay}`), /\d{4} \(the day of the claim\)<\/dd>/);
    const earlier = await fileClaim({ ...validClaimFields, incidentDate: lagosDay(5) });
    assert.match(await pageOf(`/desk/submissions/${earlier}`), /\d{4} \(5 days before the claim\)<\/dd>/);
  });

  it("shows a closed claim's day of closing in its step's words, a count that stops there", async () => {
    assert.equal(claimDays("2026-11-01T09:00:00Z", null, new Date("2026-11-13T09:00:00Z")), "12 of 60 days, 48 left");
    assert.equal(
      claimDays("2026-11-01T09:00:00Z", { step: "Settled", at: "2026-11-13T09:00:00Z" }, new Date("2027-03-01")),
      "Settled on day 12",
    );
    const declined = await fileClaim();
    ageSubmission(app.config.dataDir, declined, 69 * DAY_MS);
    const moved = app.desk.progress.moveStep(declined, "declined", { reason: "Not covered" }, undefined, 0, actor);
    assert.equal(moved.ok, true);
    assert.ok(
      (await pageOf(`/desk/submissions/${declined}`)).includes(
        "<dt>Days</dt><dd>Declined on day 69, 9 over the 60</dd>",
      ),
    );
  });

  it("gives a passkey just registered, which signed in, its last use", async () => {
    const page = await pageOf("/desk/passkeys");
    assert.ok(!page.includes("not used yet"));
    assert.match(page, /added [A-Z][a-z]{2} \d+ [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} WAT; last used [A-Z][a-z]{2} \d+/);
  });

  it("says that a step e-mailed only with a message is sent only with one", async () => {
    const quote = await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote });
    const reference = quote.json<{ reference: string }>().reference;
    assert.equal(app.desk.progress.moveStep(reference, "contacted", {}, undefined, 0, actor).ok, true);
    const page = await pageOf(`/desk/submissions/${reference}`);
    assert.ok(
      page.includes(
        '<input type="checkbox" name="tell" value="yes" id="move-quote-sent-tell" checked> Tell the customer by e-mail (only sent with a message)</label>',
      ),
    );
  });

  it("records no view of the page a person's own change leads back to, and records the next one", async () => {
    const reference = await fileClaim();
    await pageOf(`/desk/submissions/${reference}`);
    const noted = await app.inject({
      method: "POST",
      url: `/desk/submissions/${reference}/note`,
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ version: "0", note: "Called her" }).toString(),
      cookies,
    });
    assert.equal(noted.statusCode, 303);
    await pageOf(String(noted.headers.location));
    const actions = () => app.desk.record.entries({ reference }).map((entry) => entry.action);
    assert.deepEqual(actions(), ["viewed", "changed"]);
    const other = await signedInPerson(app, "bayo@cowryshield.com.ng", "Bayo Cole");
    await app.inject({ url: `/desk/submissions/${reference}`, cookies: other.cookies });
    assert.deepEqual(actions(), ["viewed", "changed", "viewed"]);
  });

  it("numbers documents from 1 in their addresses, as the record does", async () => {
    const reference = await fileClaim();
    assert.equal((await app.inject({ url: `/desk/submissions/${reference}/documents/0`, cookies })).statusCode, 404);
    assert.equal((await app.inject({ url: `/desk/submissions/${reference}/documents/1`, cookies })).statusCode, 200);
    const page = await pageOf(`/desk/submissions/${reference}`);
    assert.ok(page.includes(`<a href="/desk/submissions/${reference}/documents/1">Open</a>`));
    assert.match(page, /opened document 1\b/);
  });

  it("keeps a reference on one line in the heading and the step's e-mail", async () => {
    const reference = await fileClaim();
    assert.ok(
      (await pageOf(`/desk/submissions/${reference}`)).includes(
        `<h1>Claim <span class="reference">${reference}</span></h1>`,
      ),
    );
    const submission = app.submissions.byReference(reference)!;
    const mail = stepMail(
      submission,
      { version: 1, step: "in-review", details: {}, message: null },
      readBrokerage(readCompany("data/company.json"), "data/next-steps.json"),
      "claims@cowryshield.com.ng",
      "https://cowryshield.com.ng",
    );
    assert.ok(String(mail.html).includes(`Your claim <span style="white-space:nowrap">${reference}</span></h1>`));
    assert.ok(mail.text.startsWith(`Your claim ${reference}\n`));
  });
});
