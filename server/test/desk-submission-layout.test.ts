/**
 * A submission's page laid out as a ticket (issue 44): where it stands, its owner and the moves in a column of their
 * own; after a change, what it did at the top, the address carrying only the change's number; a form sent back with
 * GOV.UK's error summary linking to each field; the customer's e-mail previewed before a move that sends it; and a
 * property claim's documents grouped by product.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { documentsByProduct } from "../desk/claim-documents";
import { ORIGIN, signedInPerson } from "./desk-session";
import { multipart, pdfBytes, startService, validClaimFields, validQuote } from "./helpers";

describe("A submission's page as a ticket", async () => {
  const { app } = await startService({ SMTP_URL: "smtp://127.0.0.1:9" });
  after(() => app.close());
  const { cookies } = await signedInPerson(app, "efe@cowryshield.com.ng", "Efe Ighodaro");
  const other = await signedInPerson(app, "femi@cowryshield.com.ng", "Femi Bankole");

  async function fileClaim(fields: Record<string, string> = validClaimFields) {
    const sent = await app.inject({
      method: "POST",
      url: "/api/claims",
      ...(await multipart(fields, [{ name: "report.pdf", bytes: pdfBytes }])),
    });
    assert.equal(sent.statusCode, 201, sent.body);
    return sent.json<{ reference: string }>().reference;
  }
  const post = (reference: string, path: string, fields: [string, string][], as = cookies) =>
    app.inject({
      method: "POST",
      url: `/desk/submissions/${reference}/${path}`,
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
      cookies: as,
    });
  const pageOf = async (url: string, as = cookies) => (await app.inject({ url, cookies: as })).body;
  const outboxRows = () => app.db.prepare("SELECT COUNT(*) AS count FROM outbox").get() as { count: number };

  it("puts where it stands, its owner and the moves in a column beside what was sent and the timeline", async () => {
    const reference = await fileClaim();
    const page = await pageOf(`/desk/submissions/${reference}`);
    assert.ok(
      page.includes(
        '<div class="ticket"><section class="standing" aria-labelledby="standing-title">\n<h2 id="standing-title">Where it stands</h2>\n<dl class="state"><dt>Step</dt><dd>Received</dd><dt>Owner</dt><dd>Nobody</dd>',
      ),
    );
    const standing = page.slice(page.indexOf('<section class="standing"'), page.indexOf("</section>\n"));
    assert.ok(standing.includes('<label for="assign-owner">Owner</label>'));
    assert.ok(standing.includes('<h3 id="move">Move it</h3>'));
    assert.ok(standing.includes("<summary>Move to In review</summary>"));
    const rest = page.slice(page.indexOf('<div class="sent-and-timeline">'));
    assert.deepEqual(
      [...rest.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1]),
      ["What was sent", "Documents", "Timeline", "Write", "Who has looked at this"],
    );
    assert.ok(rest.indexOf('<ol class="timeline">') < rest.indexOf('<label for="note-text">'));
  });

  it("says at the top what a move did, back where the officer was, with only the change's number in the address", async () => {
    const reference = await fileClaim();
    const moved = await post(reference, "move", [
      ["version", "0"],
      ["step", "in-review"],
      ["message", "We are looking at it."],
      ["tell", "yes"],
    ]);
    assert.equal(moved.statusCode, 303);
    assert.equal(moved.headers.location, `/desk/submissions/${reference}?changed=1#done`);
    const page = await pageOf(String(moved.headers.location));
    assert.ok(
      page.includes(
        '</h1>\n\n<p class="status" id="done" role="status" tabindex="-1">Moved to In review; the customer was e-mailed.</p>\n<div class="ticket">',
      ),
    );
    assert.ok(!page.includes("There is a problem"));

    const quiet = await post(reference, "move", [
      ["version", "1"],
      ["step", "with-insurer"],
      ["insurer", "Leadway Assurance"],
      ["insurerClaimNumber", "LW/MTR/2026/0456"],
    ]);
    assert.equal(quiet.headers.location, `/desk/submissions/${reference}?changed=2#done`);
    assert.ok(
      (await pageOf(String(quiet.headers.location))).includes(
        "Moved to With the insurer; the customer was not e-mailed.</p>",
      ),
    );
  });

  it("says a note was added and opens at its line; an owner given; never another person's change as one's own", async () => {
    const reference = await fileClaim();
    const noted = await post(reference, "note", [
      ["version", "0"],
      ["note", "Rang the customer."],
    ]);
    assert.equal(noted.headers.location, `/desk/submissions/${reference}?changed=1#change-1`);
    const page = await pageOf(String(noted.headers.location));
    assert.ok(page.includes('<p class="status" id="done" role="status" tabindex="-1">Note added.</p>'));
    assert.ok(page.includes('<li id="change-1"><time datetime="'));

    const assigned = await post(reference, "assign", [
      ["version", "1"],
      ["owner", String(other.person.id)],
    ]);
    assert.equal(assigned.headers.location, `/desk/submissions/${reference}?changed=2#done`);
    assert.ok(
      (await pageOf(String(assigned.headers.location))).includes(
        '<p class="status" id="done" role="status" tabindex="-1">Assigned to Femi Bankole.</p>',
      ),
    );
    assert.ok(!(await pageOf(String(assigned.headers.location), other.cookies)).includes('id="done"'));
    assert.ok(!(await pageOf(`/desk/submissions/${reference}?changed=9`)).includes('id="done"'));
  });

  it("sends a form back with GOV.UK's error summary, each problem a link to its field, the title saying Error", async () => {
    const reference = await fileClaim();
    const refused = await post(reference, "move", [
      ["version", "0"],
      ["step", "documents-requested"],
      ["message", "Please send these.\u0007"],
    ]);
    assert.equal(refused.statusCode, 400);
    assert.ok(refused.body.includes(`<title>Error: Claim ${reference} · Cowry Shield desk</title>`));
    assert.ok(
      refused.body.includes(
        `</h1>
<div class="error-summary" id="problems" role="alert" aria-labelledby="problems-title" tabindex="-1">
<h2 id="problems-title">There is a problem</h2>
<ul><li><a href="#move-documents-requested-documents-1-1">The documents needed: name at least one</a></li><li><a href="#move-documents-requested-message">The message for the customer must be at most 5000 characters, with no hidden control characters (line breaks are fine)</a></li></ul></div>`,
      ),
    );
    assert.ok(refused.body.includes('id="move-documents-requested-documents-1-1"'));
    assert.ok(
      refused.body.includes(
        '<textarea id="move-documents-requested-message" name="message" rows="3" maxlength="5000" aria-invalid="true" aria-describedby="move-documents-requested-message-problem">',
      ),
    );

    const inReview = await post(reference, "move", [
      ["version", "0"],
      ["step", "in-review"],
    ]);
    assert.equal(inReview.statusCode, 303);
    const withInsurer = await post(reference, "move", [
      ["version", "1"],
      ["step", "with-insurer"],
      ["insurerClaimNumber", "LW/MTR/2026/0456"],
    ]);
    assert.ok(
      withInsurer.body.includes('<li><a href="#move-with-insurer-insurer">The insurer&#39;s name is required</a></li>'),
    );
    assert.ok(withInsurer.body.includes('<input id="move-with-insurer-insurer" name="insurer"'));
    const unchanged = await pageOf(`/desk/submissions/${reference}`);
    assert.ok(unchanged.includes(`<title>Claim ${reference} · Cowry Shield desk</title>`));
  });

  it("previews the customer's e-mail before the move, as typed, moving and sending nothing", async () => {
    const reference = await fileClaim();
    const queued = outboxRows().count;
    const previewed = await post(reference, "move", [
      ["version", "0"],
      ["step", "documents-requested"],
      ["documents", "Completed motor claim form"],
      ["documents", "A police report"],
      ["message", "Please send these by Friday."],
      ["tell", "yes"],
      ["preview", "yes"],
    ]);
    assert.equal(previewed.statusCode, 200);
    assert.equal(app.desk.progress.currentState(reference)!.version, 0);
    assert.equal(outboxRows().count, queued);
    const body = previewed.body;
    assert.ok(body.includes('<details id="move-documents-requested" open><summary>Move to Waiting for documents'));
    assert.ok(
      body.includes(
        `<section class="preview" id="move-documents-requested-preview" aria-labelledby="move-documents-requested-preview-title">
<h4 id="move-documents-requested-preview-title">The e-mail the customer will get</h4>
<p><span class="quiet-text">Subject:</span> Your claim ${reference}: We need documents from you</p>
<pre class="mail-text">`,
      ),
    );
    const text = body.slice(body.indexOf('<pre class="mail-text">'), body.indexOf("</pre>"));
    assert.match(text, /Dear Chinedu Eze,/);
    assert.match(text, /\n {4}We need documents from you\n/);
    assert.match(text, /Our message\n\nPlease send these by Friday\.\n/);
    assert.match(text, /\n- Completed motor claim form\n- A police report\n/);
    assert.ok(body.includes('value="Completed motor claim form" id="move-documents-requested-documents-1-1" checked>'));
    assert.ok(body.includes('rows="2">A police report</textarea>'));
    assert.ok(body.includes(">Please send these by Friday.</textarea>"));
    assert.ok(
      body.includes('<input type="checkbox" name="tell" value="yes" id="move-documents-requested-tell" checked>'),
    );
    assert.ok(
      body.includes(
        '<button type="submit">Move to Waiting for documents</button>\n<button type="submit" name="preview" value="yes" class="quiet">Preview e-mail</button>',
      ),
    );
    assert.ok(!body.includes("There is a problem"));

    const sent = await post(reference, "move", [
      ["version", "0"],
      ["step", "documents-requested"],
      ["documents", "A police report"],
      ["tell", "yes"],
    ]);
    assert.equal(sent.statusCode, 303);
    assert.equal(outboxRows().count, queued + 1);
  });

  it("previews only what could be sent, and offers no preview for a step the customer is not told of", async () => {
    const reference = await fileClaim();
    const refused = await post(reference, "move", [
      ["version", "0"],
      ["step", "documents-requested"],
      ["preview", "yes"],
    ]);
    assert.equal(refused.statusCode, 400);
    assert.ok(
      refused.body.includes(
        '<li><a href="#move-documents-requested-documents-1-1">The documents needed: name at least one</a></li>',
      ),
    );
    assert.ok(!refused.body.includes('<section class="preview"'));
    const quote = (await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote })).json<{
      reference: string;
    }>().reference;
    const page = await pageOf(`/desk/submissions/${quote}`);
    const contacted = page.slice(page.indexOf('<details id="move-contacted">'));
    assert.ok(contacted.includes("<summary>Move to Contacted</summary>"));
    assert.ok(!contacted.slice(0, contacted.indexOf("</details>")).includes("Preview e-mail"));
    const quoteSent = page.slice(page.indexOf('<details id="move-quote-sent">'));
    assert.ok(quoteSent.slice(0, quoteSent.indexOf("</details>")).includes("Preview e-mail"));
  });

  it("groups a property claim's documents by product, each under its legend, none twice", async () => {
    const reference = await fileClaim({ ...validClaimFields, claimType: "property" });
    const page = await pageOf(`/desk/submissions/${reference}`);
    const form = page.slice(page.indexOf('<details id="move-documents-requested">'));
    const legends = [...form.slice(0, form.indexOf("</details>")).matchAll(/<legend>([^<]+)<\/legend>/g)];
    assert.deepEqual(
      legends.map((match) => match[1]),
      ["The documents needed", "Fire &amp; Special Perils Insurance", "Burglary Insurance", "Householder Insurance"],
    );
    assert.ok(
      form.includes(
        '<fieldset class="product"><legend>Burglary Insurance</legend><label class="tick"><input type="checkbox" name="documents" value="Completed burglary claim form" id="move-documents-requested-documents-2-1"> Completed burglary claim form</label>',
      ),
    );
    const motor = await pageOf(`/desk/submissions/${await fileClaim()}`);
    assert.ok(!motor.includes('<fieldset class="product">'));
  });

  it("offers a document two products name alike once, under the first", () => {
    assert.deepEqual(
      documentsByProduct([
        { product: "Money Insurance", documents: ["Police report", "Cash book"] },
        { product: "Fidelity Guarantee Insurance", documents: ["Police report", "Audit report"] },
        { product: "Marine", documents: ["Cash book"] },
      ]),
      [
        { product: "Money Insurance", documents: ["Police report", "Cash book"] },
        { product: "Fidelity Guarantee Insurance", documents: ["Audit report"] },
      ],
    );
  });
});
