/**
 * "Unfiled mail" on the desk (/desk/mail): the claims mailbox's messages no submission was found for, listed as text
 * (never rendered), counted in the desk's bar, each filed to a submission by its reference or set aside by plain
 * forms (303 after success, the list back with the problem on its field), both recorded in the desk's record;
 * refused from another origin and without a session.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import type { ArrivingMail } from "../storage/messages/claim-messages";
import { runAudit } from "../cli-audit";
import { arrivingMail } from "./arriving-mail";
import { ORIGIN, signedInPerson } from "./desk-session";
import { DOCUMENT_CSP } from "../routes/desk/submission-documents";
import { pdfBytes, stagedPdf, startService, storeClaim } from "./helpers";

/** Bisi's enquiry, matched to no claim: its body has markup that must stay text. */
const arriving = (overrides: Partial<ArrivingMail> = {}) =>
  arrivingMail({
    sender: "other",
    fromAddress: "bisi.ade@example.com",
    fromName: "Bisi Ade",
    subject: "Motor insurance for a new car",
    body: "Do you cover a 2024 Toyota Corolla?\n<script>alert(1)</script>",
    writtenAt: "2026-11-28T08:00:00.000Z",
    ...overrides,
  });

const problemsOf = (body: string) =>
  [...body.matchAll(/<li><a href="#([\w-]+)">([^<]*)<\/a><\/li>/g)].map(([, field, text]) => [field, text]);

describe("Unfiled mail on the desk", async () => {
  const { app, dataDir } = await startService();
  after(() => app.close());
  const reference = storeClaim(app.submissions, dataDir, [], new Date("2026-11-20T10:00:00Z"));
  const { person, cookies } = await signedInPerson(app, "efe@cowryshield.com.ng", "Efe Ighodaro");
  const received = new Date("2026-11-28T09:30:00Z");
  const [enquiry, outOfOffice, photo] = [
    arriving(),
    arriving({
      subject: "Out of office",
      body: "I am away until Monday.",
      autoReply: true,
      fromName: "",
      fromAddress: "tunde@leadway.example",
    }),
    arriving({
      subject: "Re: my claim",
      body: "The photo, as you asked.",
      quoted: "On Fri, Cowry Shield wrote:\n> Please send a photo.",
      attachments: [
        { originalName: "damage.mp4", refused: "Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted" },
      ],
      leftOut: null,
    }),
  ].map((mail) => app.messages.receiveMail(mail, received).id);
  const post = (url: string, fields: Record<string, string>, origin = ORIGIN, withSession = true) =>
    app.inject({
      method: "POST",
      url,
      ...(withSession && { cookies }),
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });
  const mailRecord = () =>
    app.desk.record
      .entries()
      .filter(({ action }) => action === "filed a message" || action === "set a message aside")
      .map(({ action, staffId, reference: filedTo, what, address }) => ({
        action,
        staffId,
        reference: filedTo,
        what,
        address,
      }));

  it("lists each unfiled message as text, the quoted history folded, counted in the desk's bar", async () => {
    const page = await app.inject({ url: "/desk/mail", cookies });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers["cache-control"], "no-store");
    assert.ok(page.body.includes('<a href="/desk/mail">Unfiled mail (3)</a>'));
    assert.ok(
      page.body
        .includes(`<li id="message-${String(enquiry)}"><h2 id="message-${String(enquiry)}-subject">Motor insurance for a new car</h2>
<dl class="sent"><dt>From</dt><dd>Bisi Ade &lt;bisi.ade@example.com&gt;</dd>
<dt>Received</dt><dd><time datetime="2026-11-28T09:30:00.000Z">Sat 28 Nov 2026, 10:30 WAT</time></dd>

</dl>
<pre class="mail-text">Do you cover a 2024 Toyota Corolla?
&lt;script&gt;alert(1)&lt;/script&gt;</pre>
`),
    );
    assert.ok(
      page.body.includes(
        '<dt>From</dt><dd>tunde@leadway.example</dd>\n<dt>Received</dt><dd><time datetime="2026-11-28T09:30:00.000Z">Sat 28 Nov 2026, 10:30 WAT</time></dd>\n<dt>Automatic reply</dt><dd>An out-of-office or other automatic reply: it needs no answer.</dd>',
      ),
    );
    assert.ok(
      page.body.includes(
        '<dt>Attachments</dt><dd><ul><li>damage.mp4 <span class="quiet-text">(refused: Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted)</span></li></ul></dd></dl>',
      ),
    );
    assert.ok(
      page.body.includes(
        '<details><summary>Quoted history</summary><pre class="mail-text">On Fri, Cowry Shield wrote:\n&gt; Please send a photo.</pre></details>',
      ),
    );
    assert.ok(!page.body.includes("<script>alert"));
  });

  it("records who read the unfiled mail each time it is shown, naming the messages by number only", async () => {
    const views = () => app.desk.record.entries().filter(({ action }) => action === "viewed unfiled mail");
    const shown = `messages ${[enquiry, outOfOffice, photo]
      .map(Number)
      .sort((a, b) => a - b)
      .join(", ")}`;
    const before = views().length;
    await app.inject({ url: "/desk/mail", cookies });
    const [latest] = views().slice(before);
    assert.deepEqual(
      latest && { staffId: latest.staffId, what: latest.what, address: latest.address, reference: latest.reference },
      {
        staffId: person.id,
        what: shown,
        address: "127.0.0.1",
        reference: null,
      },
    );
    assert.ok(
      runAudit(app.db, { name: "audit" }).includes(
        `Efe Ighodaro <efe@cowryshield.com.ng>  viewed unfiled mail: ${shown}  from 127.0.0.1`,
      ),
    );
  });

  it("a reference that is none, or names no submission: the list back (400), the problem by its field, typed kept", async () => {
    const empty = await post(`/desk/mail/${String(enquiry)}/file`, { reference: " " });
    assert.equal(empty.statusCode, 400);
    const field = `reference-${String(enquiry)}`;
    assert.deepEqual(problemsOf(empty.body), [
      [field, "Enter the reference of the claim or quote request to file it to"],
    ]);
    const wrong = await post(`/desk/mail/${String(enquiry)}/file`, { reference: "CLM 123" });
    assert.deepEqual(problemsOf(wrong.body), [
      [field, "Enter the reference as it is written, such as CLM-2026-000123"],
    ]);
    assert.ok(
      wrong.body.includes(
        `<p class="field-problem" id="${field}-problem">Enter the reference as it is written, such as CLM-2026-000123</p>\n<input id="${field}" name="reference" value="CLM 123" autocomplete="off" spellcheck="false" aria-describedby="${field}-hint ${field}-problem" aria-invalid="true">`,
      ),
    );
    const none = await post(`/desk/mail/${String(enquiry)}/file`, { reference: "CLM-2026-999999" });
    assert.equal(none.statusCode, 400);
    assert.deepEqual(problemsOf(none.body), [
      [field, "There is no claim or quote request CLM-2026-999999 on the desk"],
    ]);
    assert.deepEqual(mailRecord(), []);
  });

  it("refused from another origin (403) and without a session (401, what was typed given back)", async () => {
    const elsewhere = await post(`/desk/mail/${String(enquiry)}/file`, { reference }, "https://evil.example");
    assert.equal(elsewhere.statusCode, 403);
    const signedOut = await post(`/desk/mail/${String(enquiry)}/file`, { reference }, ORIGIN, false);
    assert.equal(signedOut.statusCode, 401);
    assert.ok(signedOut.body.includes(`<input type="hidden" name="reference" value="${reference}">`));
    const setAside = await post(`/desk/mail/${String(photo)}/set-aside`, {}, "https://evil.example");
    assert.equal(setAside.statusCode, 403);
    assert.equal((await app.inject({ url: "/desk/mail" })).statusCode, 303);
    assert.equal(app.desk.unfiledMail.count(), 3);
  });

  it("files a message to a submission by its reference, as typed in any case, and records it", async () => {
    const filed = await post(`/desk/mail/${String(enquiry)}/file`, { reference: ` ${reference.toLowerCase()} ` });
    assert.equal(filed.statusCode, 303);
    assert.equal(filed.headers.location, `/desk/mail?filed=${reference}#done`);
    assert.deepEqual(
      app.messages.ofSubmission(reference).map((message) => [message.id, message.subject, message.openedAt]),
      [[enquiry, "Motor insurance for a new car", null]],
    );
    const page = await app.inject({ url: `/desk/mail?filed=${reference}`, cookies });
    assert.ok(
      page.body.includes(
        `<p class="status" id="done" role="status" tabindex="-1">The message was filed to <a href="/desk/submissions/${reference}">${reference}</a>.</p>`,
      ),
    );
    assert.ok(page.body.includes('<a href="/desk/mail">Unfiled mail (2)</a>'));
    assert.ok(!page.body.includes(`id="message-${String(enquiry)}"`));
    assert.deepEqual(mailRecord(), [
      {
        action: "filed a message",
        staffId: person.id,
        reference,
        what: `message ${String(enquiry)}`,
        address: "127.0.0.1",
      },
    ]);
  });

  it("sets a message aside, recorded; one dealt with already is left as it is", async () => {
    const setAside = await post(`/desk/mail/${String(outOfOffice)}/set-aside`, {});
    assert.equal(setAside.statusCode, 303);
    assert.equal(setAside.headers.location, "/desk/mail?set-aside=1#done");
    const again = await post(`/desk/mail/${String(outOfOffice)}/file`, { reference });
    assert.equal(again.headers.location, "/desk/mail?gone=1#done");
    const page = await app.inject({ url: "/desk/mail?gone=1", cookies });
    assert.ok(page.body.includes("That message had been filed or set aside already."));
    assert.deepEqual(
      app.desk.unfiledMail.list().map((message) => message.id),
      [photo],
    );
    assert.deepEqual(mailRecord().slice(1), [
      {
        action: "set a message aside",
        staffId: person.id,
        reference: null,
        what: `message ${String(outOfOffice)}`,
        address: "127.0.0.1",
      },
    ]);
    assert.equal((await post("/desk/mail/abc/set-aside", {})).statusCode, 404);
    // As `audit` prints them.
    assert.deepEqual(
      runAudit(app.db, { name: "audit" })
        .split("\n")
        .filter((line) => line.includes("unfiled message"))
        .map((line) => line.replace(/^.*? WAT {2}/, "")),
      [
        `Efe Ighodaro <efe@cowryshield.com.ng>  filed unfiled message ${String(enquiry)} to ${reference}  from 127.0.0.1`,
        `Efe Ighodaro <efe@cowryshield.com.ng>  set unfiled message ${String(outOfOffice)} aside  from 127.0.0.1`,
      ],
    );
  });

  it("filed, it is labelled by its sender as the submission knows them: the customer's address makes it the customer's", async () => {
    const fromCustomer = app.messages.receiveMail(
      arriving({ fromAddress: "chinedu@example.com", fromName: "Chinedu Eze", subject: "My claim" }),
      received,
    ).id;
    const filed = await post(`/desk/mail/${String(fromCustomer)}/file`, { reference });
    assert.equal(filed.statusCode, 303);
    assert.deepEqual(
      app.messages.ofSubmission(reference).map((message) => [message.id, message.sender]),
      [
        [enquiry, "other"],
        [fromCustomer, "customer"],
      ],
    );
  });

  it("opens a kept attachment to download, recorded, while the message waits; filed, it is opened from its claim", async () => {
    const withPdf = app.messages.receiveMail(
      arriving({
        subject: "The estimate",
        attachments: [stagedPdf(dataDir, "estimate.pdf", pdfBytes), { originalName: "run.exe", refused: "a program" }],
      }),
      received,
    ).id;
    const listed = await app.inject({ url: "/desk/mail", cookies });
    assert.ok(
      listed.body.includes(
        `<ul><li><a href="/desk/mail/${String(withPdf)}/attachments/1">estimate.pdf</a></li><li>run.exe <span class="quiet-text">(refused: a program)</span></li></ul>`,
      ),
    );
    const opened = await app.inject({ url: `/desk/mail/${String(withPdf)}/attachments/1`, cookies });
    assert.equal(opened.statusCode, 200);
    assert.deepEqual(opened.rawPayload, pdfBytes);
    assert.equal(opened.headers["content-type"], "application/pdf");
    assert.equal(
      opened.headers["content-disposition"],
      "attachment; filename=\"estimate.pdf\"; filename*=UTF-8''estimate.pdf",
    );
    assert.equal(opened.headers["x-content-type-options"], "nosniff");
    assert.equal(opened.headers["cache-control"], "no-store");
    assert.equal(opened.headers["content-security-policy"], DOCUMENT_CSP);
    for (const url of [`/desk/mail/${String(withPdf)}/attachments/2`, `/desk/mail/${String(withPdf)}/attachments/3`]) {
      assert.equal((await app.inject({ url, cookies })).statusCode, 404);
    }
    const signedOut = await app.inject({ url: `/desk/mail/${String(withPdf)}/attachments/1` });
    assert.equal(signedOut.statusCode, 303);
    assert.match(signedOut.headers.location!, /^\/desk\/sign-in/);
    const [opening] = app.desk.record.entries().filter(({ action }) => action === "opened an attachment");
    assert.deepEqual(opening && { staffId: opening.staffId, reference: opening.reference, what: opening.what }, {
      staffId: person.id,
      reference: null,
      what: `attachment 1 of unfiled message ${String(withPdf)}`,
    });
    assert.ok(
      runAudit(app.db, { name: "audit" }).includes(
        `Efe Ighodaro <efe@cowryshield.com.ng>  opened attachment 1 of unfiled message ${String(withPdf)}  from 127.0.0.1`,
      ),
    );

    await post(`/desk/mail/${String(withPdf)}/file`, { reference });
    assert.equal((await app.inject({ url: `/desk/mail/${String(withPdf)}/attachments/1`, cookies })).statusCode, 404);
  });

  it("none left: says so", async () => {
    await post(`/desk/mail/${String(photo)}/set-aside`, {});
    const page = await app.inject({ url: "/desk/mail", cookies });
    assert.ok(page.body.includes('<a href="/desk/mail">Unfiled mail</a>'));
    assert.ok(
      page.body.includes(
        "<p>No unfiled mail: every message the claims mailbox received was filed with its claim or quote request.</p>",
      ),
    );
  });
});
