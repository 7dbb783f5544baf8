/**
 * A browser's own form post (scripts off) is told from the enhanced form's request and answered with the build's
 * result pages, filled in: once stored, through a 303 to its sent page; the enhanced form's JSON is answered as
 * before.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { quoteMessages } from "../../form-contract/quote/schema";
import { claimMessages } from "../../form-contract/claim/schema";
import { acceptsHtml } from "../plugins/form-posts/form-post";
import { CONTENT_KEY_HOURS } from "../submissions/idempotency";
import { eraseSubmissions } from "../data-lifecycle/erase";
import { openDatabase } from "../storage/database/database";
import { honeypotMessage } from "../submissions/validation";
import {
  OPERATOR,
  ageSubmission,
  exeBytes,
  filesUnder,
  pdfBytes,
  pdfOfSize,
  startService,
  storedSubmissions,
  until,
  validClaimFields,
  validQuote,
} from "./helpers";
import { BROWSER_ACCEPT, SITE, writeResultPages } from "./result-page-fixtures";
import { onePage, pdfFile, scriptAction } from "./pdf-files";

const urlEncoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const quoteForm = { ...validQuote, agreement: "true", company_website: "" };

/** A multipart body as a browser posts the claim form: every document under the chooser's one name. */
async function claimFormBody(fields: Record<string, string>, documents: { name: string; bytes: Buffer }[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const { name, bytes } of documents) form.append("document_0", new Blob([new Uint8Array(bytes)]), name);
  if (documents.length === 0) form.append("document_0", new Blob([]), "");
  const request = new Request("http://localhost/api/claims", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type")!,
  };
}

describe("acceptsHtml", () => {
  for (const [accept, expected] of [
    [BROWSER_ACCEPT, true],
    ["text/html", true],
    ["TEXT/HTML; q=0.5", true],
    ["application/json", false],
    ["*/*", false],
    ["text/html;q=0, application/json", false],
    [undefined, false],
  ] as const) {
    it(`${String(accept)}: ${expected}`, () => assert.equal(acceptsHtml(accept), expected));
  }
});

describe("Form posts", async () => {
  const { app, dataDir, publicDir } = await startService({
    RATE_LIMIT_MAX: "1000",
    ALLOWED_ORIGINS: "https://site.example",
  });
  after(() => app.close());
  writeResultPages(publicDir);

  /** `headers` replace the browser's; one given as undefined is not sent. */
  const postQuote = (body: string, headers: Record<string, string | undefined> = {}) => {
    const sent = {
      host: SITE,
      origin: `https://${SITE}`,
      accept: BROWSER_ACCEPT,
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
    };
    return app.inject({
      method: "POST",
      url: "/api/quote-requests",
      headers: Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) as Record<
        string,
        string
      >,
      payload: body,
    });
  };
  const postClaim = async (fields: Record<string, string>, documents: { name: string; bytes: Buffer }[]) => {
    const { payload, contentType } = await claimFormBody(fields, documents);
    return app.inject({
      method: "POST",
      url: "/api/claims",
      headers: { host: SITE, origin: `https://${SITE}`, accept: BROWSER_ACCEPT, "content-type": contentType },
      payload,
    });
  };
  /** An address asked for as a browser navigating to it. */
  const visit = (url: string) => app.inject({ method: "GET", url, headers: { host: SITE, accept: BROWSER_ACCEPT } });
  /** The sent page a stored form post was sent on to (303), fetched as the browser does. */
  const sentPageOf = async (posted: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
    assert.equal(posted.statusCode, 303, posted.body);
    return visit(String(posted.headers.location));
  };
  const resultOf = (body: string) => /data-result="(\w+)"/.exec(body)?.[1];
  const referenceIn = (body: string) => /<strong>([A-Z]{3}-\d{4}-\d{6})<\/strong>/.exec(body)?.[1];
  const itemsIn = (body: string) =>
    [...body.matchAll(/<li data-field="(\w+)">[\s\S]*?<!-- -->([^<]*)<\/li>/g)].map(([, field, message]) => [
      field,
      message,
    ]);

  it("sends a quote form post on to its sent page, its reference filled in, stored with the tick", async () => {
    const posted = await postQuote(urlEncoded(quoteForm));
    assert.match(String(posted.headers.location), /^\/api\/quote-requests\/sent\?receipt=[\w-]{22}$/);
    assert.equal(posted.body, "");
    const response = await sentPageOf(posted);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers["content-type"], "text/html; charset=utf-8");
    assert.equal(response.headers["cache-control"], "no-store");
    assert.match(String(response.headers["content-security-policy"]), /^default-src 'self'; script-src 'self'/);
    assert.equal(resultOf(response.body), "sent");
    assert.doesNotMatch(response.body, /<script/);
    // No mail is sent here (no SMTP_URL): the page says nothing of a copy.
    assert.doesNotMatch(response.body, /data-copy|e-mailed a copy|\{\{email\}\}/);
    const reference = referenceIn(response.body)!;
    const stored = storedSubmissions(dataDir).find((submission) => submission.reference === reference);
    assert.deepEqual(stored?.fields, { ...validQuote, agreement: true });
  });

  it("stores the same quote form post once: a repeat is sent on to the first one's page", async () => {
    const body = urlEncoded({ ...quoteForm, message: "The same request, sent twice with Back." });
    const first = await postQuote(body);
    const before = storedSubmissions(dataDir).length;
    const again = await postQuote(body);
    assert.equal(again.statusCode, 303);
    assert.equal(again.headers.location, first.headers.location);
    assert.equal(referenceIn((await sentPageOf(again)).body), referenceIn((await sentPageOf(first)).body));
    assert.equal(storedSubmissions(dataDir).length, before);
  });

  it(`stores the same quote form post ${CONTENT_KEY_HOURS} hours later anew, with a page of its own`, async () => {
    const body = urlEncoded({ ...quoteForm, message: "The same request, sent again the next day." });
    const first = await postQuote(body);
    const reference = referenceIn((await sentPageOf(first)).body)!;
    const hour = 60 * 60 * 1000;
    ageSubmission(dataDir, reference, CONTENT_KEY_HOURS * hour - 60 * 1000);
    assert.equal((await postQuote(body)).headers.location, first.headers.location);
    ageSubmission(dataDir, reference, 2 * 60 * 1000);
    const before = storedSubmissions(dataDir).length;
    const later = await postQuote(body);
    assert.notEqual(later.headers.location, first.headers.location);
    assert.notEqual(referenceIn((await sentPageOf(later)).body), reference);
    assert.equal(storedSubmissions(dataDir).length, before + 1);
    // The first post's page is still its own.
    assert.equal(referenceIn((await visit(String(first.headers.location))).body), reference);
  });

  it("shows a sent page again on every visit, and as an address that is not there to anything else", async () => {
    const posted = await postQuote(urlEncoded({ ...quoteForm, message: "A request whose page is reloaded." }));
    const location = String(posted.headers.location);
    const reference = referenceIn((await sentPageOf(posted)).body)!;
    assert.equal(referenceIn((await visit(location)).body), reference);
    const receipt = new URL(location, "http://localhost").searchParams.get("receipt")!;
    for (const elsewhere of [
      `/api/claims/sent?receipt=${receipt}`,
      `/api/quote-requests/sent?receipt=${receipt.replace(/^./, (first) => (first === "A" ? "B" : "A"))}`,
      `/api/quote-requests/sent?receipt=${receipt}&receipt=${receipt}`,
      "/api/quote-requests/sent",
    ]) {
      const answer = await visit(elsewhere);
      assert.deepEqual(
        [elsewhere, answer.statusCode, answer.body],
        [elsewhere, 404, "<html><body><h1>Page Not Found</h1></body></html>"],
      );
    }
    const db = openDatabase(dataDir);
    try {
      eraseSubmissions(db, dataDir, () => [reference], "test", OPERATOR);
    } finally {
      db.close();
    }
    assert.equal((await visit(location)).statusCode, 404);
  });

  it("answers refused fields with 400 and the refused page naming only those fields; nothing stored", async () => {
    const before = storedSubmissions(dataDir).length;
    const { agreement: _agreement, ...unticked } = quoteForm;
    const response = await postQuote(urlEncoded({ ...unticked, name: "A", insuranceType: "", message: "short" }));
    assert.equal(response.statusCode, 400);
    assert.equal(resultOf(response.body), "refused");
    assert.deepEqual(itemsIn(response.body), [
      ["name", quoteMessages.name],
      ["insuranceType", quoteMessages.insuranceType],
      ["message", quoteMessages.message],
      ["agreement", quoteMessages.agreement],
    ]);
    assert.equal(storedSubmissions(dataDir).length, before);
  });

  it("refuses a filled honeypot with the form's message", async () => {
    const response = await postQuote(urlEncoded({ ...quoteForm, company_website: "https://spam.example" }));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(itemsIn(response.body), [["form", honeypotMessage]]);
  });

  it("still answers the enhanced form's JSON with JSON, whatever else it accepts", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/quote-requests",
      headers: { host: SITE, accept: BROWSER_ACCEPT, "content-type": "application/json" },
      payload: { ...validQuote, message: "Sent by the enhanced form, as JSON." },
    });
    assert.equal(response.statusCode, 201);
    assert.match(response.json<{ reference: string }>().reference, /^QTE-/);
  });

  it("answers a form body to a client that does not ask for HTML with JSON", async () => {
    const response = await postQuote(urlEncoded({ ...quoteForm, message: "Sent by curl, not a browser." }), {
      accept: "*/*",
    });
    assert.equal(response.statusCode, 201);
    assert.match(response.json<{ reference: string }>().reference, /^QTE-/);
  });

  it("stores a claim posted with two documents under the chooser's name, in the order chosen", async () => {
    const second = Buffer.concat([pdfBytes, Buffer.from("% the second\n")]);
    const response = await sentPageOf(
      await postClaim(validClaimFields, [
        { name: "report.pdf", bytes: pdfBytes },
        { name: "estimate.pdf", bytes: second },
      ]),
    );
    assert.match(response.body, /data-result="sent"/);
    const stored = storedSubmissions(dataDir).find((submission) => submission.reference === referenceIn(response.body));
    assert.deepEqual(stored?.fields, { ...validClaimFields, notARobot: true });
    const documents = stored.documents.map((document) => [
      document.originalName,
      fs
        .readFileSync(path.join(dataDir, "documents", document.storedPath))
        .equals(document.originalName === "report.pdf" ? pdfBytes : second),
    ]);
    assert.deepEqual(documents, [
      ["report.pdf", true],
      ["estimate.pdf", true],
    ]);
  });

  it("sends a double click's two claim posts on to the same page, storing the claim once", async () => {
    const before = storedSubmissions(dataDir).length;
    const fields = { ...validClaimFields, description: `${validClaimFields.description} Sent with a double click.` };
    const documents = [{ name: "report.pdf", bytes: pdfBytes }];
    const [first, second] = await Promise.all([postClaim(fields, documents), postClaim(fields, documents)]);
    assert.deepEqual([first.statusCode, second.statusCode], [303, 303]);
    assert.match(String(first.headers.location), /^\/api\/claims\/sent\?receipt=[\w-]{22}$/);
    assert.equal(second.headers.location, first.headers.location);
    assert.equal(resultOf((await sentPageOf(second)).body), "sent");
    assert.equal(storedSubmissions(dataDir).length, before + 1);
  });

  it("refuses a claim whose chooser was left empty, naming the documents", async () => {
    const response = await postClaim(validClaimFields, []);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(itemsIn(response.body), [["documents", claimMessages.documentsRequired]]);
  });

  it("refuses a document over 5 MB with 413 and the size message; nothing kept", async () => {
    const before = storedSubmissions(dataDir).length;
    const response = await postClaim(validClaimFields, [{ name: "big.pdf", bytes: pdfOfSize(6 * 1024 * 1024, 32) }]);
    assert.equal(response.statusCode, 413);
    assert.deepEqual(itemsIn(response.body), [["documents", claimMessages.documentSize]]);
    assert.equal(storedSubmissions(dataDir).length, before);
    await until(() => filesUnder(path.join(dataDir, "incoming")).length === 0, "the refused document to be deleted");
  });

  it("refuses a PDF that runs a script when opened, naming it on the refused page and saying what to send", async () => {
    const before = storedSubmissions(dataDir).length;
    const script = pdfFile([...onePage("/OpenAction 4 0 R"), scriptAction]);
    const response = await postClaim(validClaimFields, [{ name: "police-report.pdf", bytes: script }]);
    assert.equal(response.statusCode, 400);
    assert.equal(resultOf(response.body), "refused");
    assert.deepEqual(itemsIn(response.body), [
      [
        "documents",
        "police-report.pdf: this PDF contains scripts, actions that run on their own or attached files, which we " +
          "cannot accept. Send a plain copy instead: a scan, or a PDF printed from the document.",
      ],
    ]);
    assert.equal(storedSubmissions(dataDir).length, before);
  });

  it("writes a refused document's name as text, never as markup", async () => {
    const response = await postClaim(validClaimFields, [{ name: "<img src=x>.pdf", bytes: exeBytes }]);
    assert.equal(response.statusCode, 400);
    assert.doesNotMatch(response.body, /<img/);
    assert.match(response.body, /&lt;img src=x&gt;\.pdf: /);
  });

  it("writes a refused document's name with $` $' $& $$ in it as those very characters", async () => {
    // In a replacement string these four would stand for the markup before and after the slot, the slot, and "$".
    const name = "scan $` $' $& $$.pdf";
    const response = await postClaim(validClaimFields, [{ name, bytes: exeBytes }]);
    assert.equal(response.statusCode, 400);
    const items = [...response.body.matchAll(/<li data-field="(\w+)">[\s\S]*?<\/li>/g)].map(([item]) => item);
    assert.deepEqual(items, [
      `<li data-field="documents"><strong>documents<!-- -->:</strong> <!-- -->` +
        `scan $\` $&#39; $&amp; $$.pdf: ${claimMessages.documentType}</li>`,
    ]);
  });

  it("answers a form post from another site with 403 and the failed page; nothing stored", async () => {
    const before = storedSubmissions(dataDir).length;
    const response = await postQuote(urlEncoded(quoteForm), { origin: "https://evil.example" });
    assert.equal(response.statusCode, 403);
    assert.equal(resultOf(response.body), "failed");
    assert.equal(storedSubmissions(dataDir).length, before);
  });

  it("reads a form post without Origin by its Referer: another site's is refused", async () => {
    const response = await postQuote(urlEncoded(quoteForm), {
      origin: undefined,
      referer: "https://evil.example/copy/",
    });
    assert.equal(response.statusCode, 403);
  });

  it("accepts a form post that names neither Origin nor Referer, as old browsers and proxies send it", async () => {
    const response = await postQuote(
      urlEncoded({ ...quoteForm, message: "Posted by a browser that sends no Origin." }),
      {
        origin: undefined,
      },
    );
    assert.equal(resultOf((await sentPageOf(response)).body), "sent");
  });

  it("links the sent page back to the separately hosted site a post came from, and to no other", async () => {
    const posted = await postQuote(urlEncoded({ ...quoteForm, message: "Posted from the static site." }), {
      origin: "https://site.example",
    });
    const location = String(posted.headers.location);
    assert.match(location, /&site=https%3A%2F%2Fsite\.example$/);
    assert.match((await sentPageOf(posted)).body, /<a href="https:\/\/site\.example\/">Home<\/a>/);
    const elsewhere = await visit(location.replace(/site=.*$/, "site=https%3A%2F%2Fevil.example"));
    assert.equal(elsewhere.statusCode, 200);
    assert.match(elsewhere.body, /<a href="\/">Home<\/a>/);
  });
});
