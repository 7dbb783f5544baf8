/**
 * A submission's page on the desk and its documents: every field as sent, escaped; each document opened in the
 * browser (a PDF, a photo) or downloaded, with its own type, nosniff and a sandboxing CSP; the timeline; and each
 * look recorded with who and from which address.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { DOCUMENT_CSP, contentDisposition } from "../routes/desk/submission-documents";
import { DESK_SESSION_COOKIE } from "../session-cookies";
import { ORIGIN, sessionCookieOf, signedInPerson, signInWith } from "./desk-session";
import { multipart, pdfBytes, startService, validClaimFields, validQuote, type LogEntry } from "./helpers";
import { docxFile, documentRelationships, plainSettings } from "./word-files";

describe("A submission's page", async () => {
  const { app } = await startService();
  after(() => app.close());
  const { person, cookies } = await signedInPerson(app, "efe@cowryshield.com.ng", "Efe Ighodaro");
  const sent = await app.inject({
    method: "POST",
    url: "/api/claims",
    ...(await multipart({ ...validClaimFields, fullName: "Kemi <i>Ade</i>" }, [
      { name: "police report.pdf", bytes: pdfBytes },
      { name: "estimate.docx", bytes: docxFile(documentRelationships(), plainSettings) },
    ])),
  });
  assert.equal(sent.statusCode, 201, sent.body);
  const reference = sent.json<{ reference: string }>().reference;
  const actor = { staffId: person.id, address: "127.0.0.1" };

  it("shows where it stands, every field as sent with the visitor's text escaped, its documents and timeline", async () => {
    assert.equal(app.desk.progress.assign(reference, person.id, 0, actor).ok, true);
    assert.equal(
      app.desk.progress.addNote(reference, "Called her: <b>police</b> report on its way", 1, actor).ok,
      true,
    );
    const page = await app.inject({ url: `/desk/submissions/${reference}`, cookies });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers["cache-control"], "no-store");
    assert.match(page.body, new RegExp(`<h1>Claim <span class="reference">${reference}</span></h1>`));
    assert.ok(page.body.includes("<dt>Step</dt><dd>Received</dd><dt>Owner</dt><dd>Efe Ighodaro</dd>"));
    assert.ok(page.body.includes("<dt>Days</dt><dd>0 of 60 days, 60 left</dd>"));
    assert.ok(page.body.includes("<dt>Full name</dt><dd>Kemi &lt;i&gt;Ade&lt;/i&gt;</dd>"));
    assert.ok(page.body.includes("<dt>Claim type</dt><dd>Motor</dd>"));
    assert.ok(page.body.includes('<dt>Phone</dt><dd><a href="tel:+2348035550101">+234 803 555 0101</a></dd>'));
    assert.ok(
      page.body.includes(
        `<li><span>police report.pdf</span> <span class="quiet-text">PDF, 1 KB</span>\n<a href="/desk/submissions/${reference}/documents/1">Open</a> <a href="/desk/submissions/${reference}/documents/1?download">Download</a></li>`,
      ),
    );
    assert.ok(
      page.body.includes(
        `<li><span>estimate.docx</span> <span class="quiet-text">Word document, 1 KB</span>\n <a href="/desk/submissions/${reference}/documents/2?download">Download</a></li>`,
      ),
    );
    assert.match(page.body, /<p>Efe Ighodaro assigned it to Efe Ighodaro\.<\/p>/);
    assert.ok(
      page.body.includes(
        "<p>Efe Ighodaro wrote a note:</p><blockquote><p>Called her: &lt;b&gt;police&lt;/b&gt; report on its way</p></blockquote>",
      ),
    );
    const views = app.desk.record.entries({ reference }).filter((entry) => entry.action === "viewed");
    assert.deepEqual(
      views.map(({ staffId, address }) => ({ staffId, address })),
      [{ staffId: person.id, address: "127.0.0.1" }],
    );
  });

  it("opens a PDF in the browser, sandboxed and typed, and downloads it on asking, recording each", async () => {
    const opened = await app.inject({ url: `/desk/submissions/${reference}/documents/1`, cookies });
    assert.equal(opened.statusCode, 200);
    assert.deepEqual(opened.rawPayload, pdfBytes);
    assert.equal(opened.headers["content-type"], "application/pdf");
    assert.equal(
      opened.headers["content-disposition"],
      `inline; filename="police report.pdf"; filename*=UTF-8''police%20report.pdf`,
    );
    assert.equal(opened.headers["x-content-type-options"], "nosniff");
    assert.equal(opened.headers["content-security-policy"], DOCUMENT_CSP);
    assert.equal(opened.headers["cache-control"], "no-store");

    const downloaded = await app.inject({ url: `/desk/submissions/${reference}/documents/1?download`, cookies });
    assert.match(String(downloaded.headers["content-disposition"]), /^attachment; /);
    const word = await app.inject({ url: `/desk/submissions/${reference}/documents/2`, cookies });
    assert.match(String(word.headers["content-disposition"]), /^attachment; filename="estimate.docx"/);

    const opens = app.desk.record.entries({ reference }).filter((entry) => entry.action === "opened a document");
    assert.deepEqual(
      opens.map(({ document }) => document),
      [0, 0, 1],
    );
  });

  it("answers 404 for a reference or a document that is not there, and leads to sign-in without a session", async () => {
    const missing = await app.inject({ url: "/desk/submissions/CLM-2026-999999", cookies });
    assert.equal(missing.statusCode, 404);
    assert.match(
      missing.body,
      /<h1>Not found<\/h1>\n<p>There is no such submission or document: it may have been erased/,
    );
    assert.equal((await app.inject({ url: `/desk/submissions/${reference}/documents/7`, cookies })).statusCode, 404);
    const signedOut = await app.inject({ url: `/desk/submissions/${reference}/documents/1` });
    assert.equal(signedOut.statusCode, 303);
    assert.equal(signedOut.headers.location, `/desk/sign-in?next=%2Fdesk%2Fsubmissions%2F${reference}%2Fdocuments%2F1`);
  });

  it("names a file in Content-Disposition safely: quotes, backslashes and other scripts", () => {
    assert.equal(
      contentDisposition("attachment", 'Ọ̀ràn "report"\\1.pdf'),
      `attachment; filename="__r_n _report__1.pdf"; filename*=UTF-8''%E1%BB%8C%CC%80r%C3%A0n%20%22report%22%5C1.pdf`,
    );
  });

  it("percent-encodes in filename* the characters RFC 8187 leaves out of a value, and '!'", () => {
    assert.equal(
      contentDisposition("inline", "Ada's (copy)*2!.pdf"),
      `inline; filename="Ada's (copy)*2!.pdf"; filename*=UTF-8''Ada%27s%20%28copy%29%2A2%21.pdf`,
    );
    assert.equal(
      contentDisposition("attachment", "Ọ̀ràn (2)!*'.pdf"),
      `attachment; filename="__r_n (2)!*'.pdf"; filename*=UTF-8''%E1%BB%8C%CC%80r%C3%A0n%20%282%29%21%2A%27.pdf`,
    );
  });

  describe("its forms", async () => {
    const other = await signedInPerson(app, "femi@cowryshield.com.ng", "Femi Bankole");
    const claimSent = await app.inject({
      method: "POST",
      url: "/api/claims",
      ...(await multipart(validClaimFields, [{ name: "report.pdf", bytes: pdfBytes }])),
    });
    const claim = claimSent.json<{ reference: string }>().reference;
    const post = (path: string, fields: [string, string][], as = cookies) =>
      app.inject({
        method: "POST",
        url: `/desk/submissions/${claim}/${path}`,
        headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
        cookies: as,
      });

    it("offers the claim type's documents from the editors' products, and one form per step it may move to", async () => {
      const page = await app.inject({ url: `/desk/submissions/${claim}`, cookies });
      assert.ok(page.body.includes('value="Completed motor claim form"'));
      assert.deepEqual(
        [...page.body.matchAll(/<summary>(Move to [^<]+)<\/summary>/g)].map((match) => match[1]),
        ["Move to In review", "Move to Waiting for documents", "Move to Declined", "Move to Withdrawn"],
      );
      assert.ok(page.body.includes(`<option value="${person.id}">Efe Ighodaro (you)</option>`));
    });

    it("assigns it, asks for documents ticked and written with a message, and says so on its timeline", async () => {
      const assigned = await post("assign", [
        ["version", "0"],
        ["owner", String(person.id)],
      ]);
      assert.equal(assigned.statusCode, 303);
      assert.equal(assigned.headers.location, `/desk/submissions/${claim}?changed=1#done`);
      const moved = await post("move", [
        ["version", "1"],
        ["step", "documents-requested"],
        ["documents", "Completed motor claim form"],
        ["documents", "A police report\nThe other driver's details"],
        ["message", "Please send these so we can pass your claim to the insurer."],
      ]);
      assert.equal(moved.statusCode, 303);
      const page = await app.inject({ url: `/desk/submissions/${claim}`, cookies });
      assert.ok(page.body.includes("<dt>Step</dt><dd>Waiting for documents</dd><dt>Owner</dt><dd>Efe Ighodaro</dd>"));
      assert.ok(
        page.body.includes(
          "<p>Efe Ighodaro moved it to Waiting for documents.</p>\n<p>The documents needed: Completed motor claim form; A police report; The other driver&#39;s details</p>\n<p>Message for the customer:</p><blockquote><p>Please send these so we can pass your claim to the insurer.</p></blockquote>",
        ),
      );
    });

    it("sends back a form with a problem, what was typed kept and the problem tied to its field", async () => {
      const refused = await post("move", [
        ["version", "2"],
        ["step", "with-insurer"],
        ["insurer", ""],
        ["insurerClaimNumber", "LW/MTR/2026/0456"],
        ["message", "Sent today."],
      ]);
      assert.equal(refused.statusCode, 400);
      assert.ok(
        refused.body.includes('<details id="move-with-insurer" open><summary>Move to With the insurer</summary>'),
      );
      assert.ok(refused.body.includes('value="LW/MTR/2026/0456"'));
      assert.ok(
        refused.body.includes(
          '<p class="field-problem" id="move-with-insurer-insurer-problem">The insurer&#39;s name is required</p>',
        ),
      );
      assert.ok(refused.body.includes('aria-invalid="true" aria-describedby="move-with-insurer-insurer-problem"'));
      assert.ok(refused.body.includes(">Sent today.</textarea>"));
      assert.equal(app.desk.progress.currentState(claim)!.version, 2);
    });

    it("keeps a note and a move typed once the session has ended, to send again from that page once signed in", async () => {
      const { passkey, cookies: theirs } = await signedInPerson(app, "gozie@cowryshield.com.ng", "Gozie Eze");
      await app.inject({ method: "POST", url: "/desk/sign-out", headers: { origin: ORIGIN }, cookies: theirs });
      const mine = (
        await app.inject({
          method: "POST",
          url: "/api/claims",
          ...(await multipart(validClaimFields, [{ name: "report.pdf", bytes: pdfBytes }])),
        })
      ).json<{ reference: string }>().reference;
      const postTo = (path: string, fields: [string, string][], as: Record<string, string>) =>
        app.inject({
          method: "POST",
          url: `/desk/submissions/${mine}/${path}`,
          headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
          payload: new URLSearchParams(fields).toString(),
          cookies: as,
        });
      const version = "0";
      const note = "Rang her at 3pm: the <b>police</b> report\ncomes Monday";
      const ended = await postTo(
        "note",
        [
          ["version", version],
          ["note", note],
        ],
        theirs,
      );
      assert.equal(ended.statusCode, 401);
      assert.ok(
        ended.body.includes(`<p>What you sent is kept on this page, not saved yet. To save it:</p>
<ol>
<li><a href="/desk/sign-in?next=%2Fdesk%2Fsubmissions%2F${mine}" target="_blank">Sign in again in a new tab</a></li>
<li>Come back to this tab and press "Send it again".</li>
</ol>
<label for="typed-note">Your note</label>
<textarea id="typed-note" rows="4" readonly>Rang her at 3pm: the &lt;b&gt;police&lt;/b&gt; report
comes Monday</textarea>
<form method="post" action="/desk/submissions/${mine}/note">
<input type="hidden" name="version" value="${version}"><input type="hidden" name="note" value="Rang her at 3pm: the &lt;b&gt;police&lt;/b&gt; report
comes Monday">
<button type="submit">Send it again</button>
</form>`),
        ended.body,
      );
      const move = await postTo(
        "move",
        [
          ["version", version],
          ["step", "documents-requested"],
          ["documents", "A police report"],
          ["documents", "Photos of the car"],
          ["message", "Please send these."],
        ],
        theirs,
      );
      assert.equal(move.statusCode, 401);
      assert.ok(move.body.includes('<textarea id="typed-message" rows="4" readonly>Please send these.</textarea>'));
      assert.ok(
        move.body.includes(
          '<input type="hidden" name="documents" value="A police report"><input type="hidden" name="documents" value="Photos of the car">',
        ),
      );
      assert.equal(app.desk.progress.currentState(mine)!.version, Number(version));

      // Signed in again (in another tab), "Send it again" posts what the page kept.
      const again = { [DESK_SESSION_COOKIE]: sessionCookieOf(await signInWith(app, passkey))! };
      const kept = [...ended.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
        ([, name, value]) => [name!, value!.replace(/&lt;/g, "<").replace(/&gt;/g, ">")] as [string, string],
      );
      assert.equal((await postTo("note", kept, again)).statusCode, 303);
      const timeline = app.desk.progress.timeline(mine)!;
      assert.deepEqual(timeline.at(-1), { ...timeline.at(-1), kind: "note", note });
    });

    it("refuses a form without the version it was shown on, on a submission nobody has changed, as a problem", async () => {
      const fresh = (await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote })).json<{
        reference: string;
      }>().reference;
      const refused = await app.inject({
        method: "POST",
        url: `/desk/submissions/${fresh}/note`,
        headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        payload: "note=Rang+them",
        cookies,
      });
      assert.equal(refused.statusCode, 400);
      assert.ok(
        refused.body.includes(
          `<h2 id="problems-title">There is a problem</h2>\n<ul><li><a href="#note-text">${fresh} has had no change yet; reload its page and make yours on what it shows</a></li></ul></div>`,
        ),
      );
      assert.ok(refused.body.includes(">Rang them</textarea>"));
    });

    it("refuses a change made on a page someone else changed since, saying who and when, the note kept", async () => {
      assert.equal(
        (
          await post(
            "note",
            [
              ["version", "2"],
              ["note", "Spoke to the insurer."],
            ],
            other.cookies,
          )
        ).statusCode,
        303,
      );
      const stale = await post("note", [
        ["version", "2"],
        ["note", "Customer will send the report on Monday."],
      ]);
      assert.equal(stale.statusCode, 409);
      assert.match(
        stale.body,
        new RegExp(
          `<li><a href="#note-text">Femi Bankole changed ${claim} at [A-Z][a-z]{2} \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} WAT, after the version you saw; nothing of yours was saved\\. See their change, then make yours again\\.</a></li>`,
        ),
      );
      assert.ok(
        stale.body.includes("<p>Femi Bankole wrote a note:</p><blockquote><p>Spoke to the insurer.</p></blockquote>"),
      );
      assert.ok(stale.body.includes(">Customer will send the report on Monday.</textarea>"));
      assert.ok(stale.body.includes('<input type="hidden" name="version" value="3">'));
      assert.equal(app.desk.progress.timeline(claim)!.filter((entry) => entry.kind === "note").length, 1);
    });
  });
});

describe("A claim's page without the products file", async () => {
  const logs: LogEntry[] = [];
  const { app } = await startService({ PRODUCTS_FILE: "/nonexistent/products.json" }, { logs });
  after(() => app.close());
  const { cookies } = await signedInPerson(app);

  it("still shows, with the documents to ask for written rather than ticked, and says in the log what is missing", async () => {
    const sent = await app.inject({
      method: "POST",
      url: "/api/claims",
      ...(await multipart(validClaimFields, [{ name: "report.pdf", bytes: pdfBytes }])),
    });
    const reference = sent.json<{ reference: string }>().reference;
    const page = await app.inject({ url: `/desk/submissions/${reference}`, cookies });
    assert.equal(page.statusCode, 200);
    assert.ok(page.body.includes('<label for="move-documents-requested-documents">Others, one a line</label>'));
    assert.ok(!page.body.includes('type="checkbox"'));
    assert.ok(
      logs.some(
        (entry) =>
          entry.level === 50 &&
          entry.msg === "no claim documents to offer: set PRODUCTS_FILE to the site's data/products.json",
      ),
    );
  });
});

describe("A submission's page: who has looked at this", async () => {
  const { app } = await startService();
  after(() => app.close());
  const { person: efe, cookies } = await signedInPerson(app, "efe@cowryshield.com.ng", "Efe Ighodaro");
  const bayo = app.desk.staff.add("bayo@cowryshield.com.ng", "Bayo Cole", new Date())!;
  const filed = await app.inject({
    method: "POST",
    url: "/api/quote-requests",
    headers: { "content-type": "application/json" },
    payload: validQuote,
  });
  const quote = filed.json<{ reference: string }>().reference;
  const { record } = app.desk;
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute));
  const fromBayo = { staffId: bayo.id, address: "192.0.2.20" };
  record.viewed(quote, fromBayo, at(0));
  record.viewed(quote, fromBayo, at(1));
  record.documentOpened(quote, 1, fromBayo, at(2));
  record.documentOpened(quote, 0, fromBayo, at(2));
  record.changed(quote, "moved it to Quoted", fromBayo, at(3));
  record.viewed("QTE-2026-999999", fromBayo, at(4));
  record.customerSent(quote, 1, "Police report", at(5));
  // Bayo leaves, and his address comes back as someone else: his lines keep his name.
  app.desk.staff.remove("bayo@cowryshield.com.ng", at(6));
  app.desk.staff.add("bayo@cowryshield.com.ng", "Bayo Adeyemi", at(7));

  /** The section's rows, each its cells' text. */
  const rowsOf = (html: string) => {
    const table =
      /<h2 id="who-has-looked">Who has looked at this<\/h2>\s*<table class="looked" aria-labelledby="who-has-looked">([\s\S]*?)<\/table>/.exec(
        html,
      );
    assert.ok(table, "the section is there");
    return [...table[1]!.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
      [...row!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell]) => cell!.replace(/<[^>]+>/g, "").trim()),
    );
  };

  it("lists the record's lines for it, newest first, by name as they were, runs of one doing made one line", async () => {
    for (let view = 0; view < 2; view += 1) {
      assert.equal((await app.inject({ url: `/desk/submissions/${quote}`, cookies })).statusCode, 200);
    }
    const page = await app.inject({ url: `/desk/submissions/${quote}`, cookies });
    const [header, efeViews, ...earlier] = rowsOf(page.body);
    assert.deepEqual(header, ["When", "Who", "What"]);
    assert.deepEqual(efeViews!.slice(1), ["Efe Ighodaro", `viewed it (3 times since ${efeViews![0]})`]);
    assert.match(efeViews![0]!, /^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} WAT$/);
    assert.deepEqual(earlier, [
      ["Thu 26 Nov 2026, 13:05 WAT", "The customer", "sent Police report as document 2"],
      ["Thu 26 Nov 2026, 13:03 WAT", "Bayo Cole", "changed it: moved it to Quoted"],
      [
        "Thu 26 Nov 2026, 13:02 WAT",
        "Bayo Cole",
        "opened documents 1 and 2 (2 times since Thu 26 Nov 2026, 13:02 WAT)",
      ],
      ["Thu 26 Nov 2026, 13:01 WAT", "Bayo Cole", "viewed it (2 times since Thu 26 Nov 2026, 13:00 WAT)"],
    ]);
    assert.ok(!page.body.includes("earlier line"));
    assert.ok(!page.body.includes("192.0.2.20"), "addresses are left to audit");
  });

  it("shows the newest 20 lines and says how many earlier ones audit prints", async () => {
    const fromEfe = { staffId: efe.id, address: "192.0.2.30" };
    for (let minute = 10; minute < 40; minute += 1) {
      if (minute % 2 === 0) record.viewed(quote, fromEfe, at(minute));
      else record.documentOpened(quote, 0, fromEfe, at(minute));
    }
    const page = await app.inject({ url: `/desk/submissions/${quote}`, cookies });
    const rows = rowsOf(page.body);
    assert.equal(rows.length, 1 + 20);
    assert.deepEqual(rows[1]!.slice(1), ["Efe Ighodaro", "viewed it"]);
    assert.deepEqual(rows[2], ["Thu 26 Nov 2026, 13:39 WAT", "Efe Ighodaro", "opened document 1"]);
    // This view; 29 lines of Efe's opening a document or viewing it in turn; her first view there run together with
    // her 3 views before; and the 4 lines before those: 35 lines, 20 shown, 15 not.
    assert.ok(
      page.body.includes(
        `<p class="quiet-text">15 earlier lines are not shown: <code>audit --reference ${quote}</code> on the command line prints the whole record.</p>`,
      ),
    );
  });
});
