/**
 * The customer's side of the conversation on their claim page (issue 46): what the claims team wrote to them, what
 * they wrote on the page and what they e-mailed, and never what went to or came from the insurer or anyone else;
 * "Write to the claims team" as a plain form (stored once for the same form posted twice, its documents checked as
 * every document is, the text kept when it is sent back), for the session's own claim and from the site only.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { messageTexts } from "../claim-status/customer-messages";
import { incomingDir } from "../storage/documents/documents";
import type { ArrivingMail } from "../storage/messages/claim-messages";
import { messagesDir } from "../storage/messages/message-files";
import { arrivingMail } from "./arriving-mail";
import { filesUnder, jpegBytes, pdfBytes, stagedFile } from "./helpers";
import { fileClaim, ORIGIN, postClaimPageForm, rowsOf, sessionOn, textOf } from "./claim-status-session";
import { serviceMailingToSink } from "./mailing-service";
import { onePage, pdfFile, scriptAction } from "./pdf-files";

type Cookies = Record<string, string>;

interface File {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** The page's form as a browser with scripts off posts it: multipart, from the page's own origin. */
async function postMessage(
  app: FastifyInstance,
  reference: string,
  cookies: Cookies,
  fields: { token?: string; message?: string },
  files: File[] = [],
  origin = ORIGIN,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (files.length === 0) form.append("documents", new Blob([]), "");
  for (const file of files) {
    form.append(
      "documents",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }),
      file.name,
    );
  }
  return postClaimPageForm(app, `/claim-status/claims/${reference}/messages`, cookies, form, origin);
}

const page = (app: FastifyInstance, url: string, cookies: Cookies) => app.inject({ method: "GET", url, cookies });

/** The token the page's form carries. */
const tokenIn = (html: string) => /<input type="hidden" name="token" value="([\w-]{22})">/.exec(html)?.[1];

async function freshToken(app: FastifyInstance, reference: string, cookies: Cookies) {
  return tokenIn((await page(app, `/claim-status/claims/${reference}`, cookies)).body)!;
}

const messageRows = (dataDir: string) =>
  rowsOf<{
    channel: string;
    sender: string;
    recipient: string | null;
    from_address: string | null;
    from_name: string | null;
    subject: string;
    body: string;
    message_id: string;
    opened_at: string | null;
  }>(
    dataDir,
    "SELECT channel, sender, recipient, from_address, from_name, subject, body, message_id, opened_at FROM claim_messages ORDER BY id",
  );

const attachmentRows = (dataDir: string) =>
  rowsOf<{ original_name: string; media_type: string; stored_path: string; refused: string | null }>(
    dataDir,
    "SELECT original_name, media_type, stored_path, refused FROM message_attachments ORDER BY id",
  );

const outboxCount = (dataDir: string) => rowsOf<{ id: number }>(dataDir, "SELECT id FROM outbox").length;

function officer(app: FastifyInstance) {
  return (
    app.desk.staff.find("ifeoma@cowryshield.com.ng") ??
    app.desk.staff.add("ifeoma@cowryshield.com.ng", "Ifeoma Obi", new Date())!
  );
}

/** A mailbox message about the claim, as the reader stores one it matched and labelled. */
const mail = (reference: string | null, overrides: Partial<ArrivingMail>) =>
  arrivingMail({
    reference,
    recipients: [`claims+${reference}@cowryshield.com.ng`],
    subject: `Re: Your claim ${reference}`,
    ...overrides,
  });

describe("The conversation on the claim page", () => {
  it("shows what the claims team wrote to the customer and what the customer wrote, in order, and nothing else", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const other = await fileClaim(app);
    const { id: staffId } = officer(app);
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));
    app.messages.write(
      {
        reference,
        channel: "desk",
        sender: "staff",
        staffId,
        recipient: "customer",
        subject: `Your claim ${reference}`,
        body: "Good morning Mr Eze,\n\nPlease send a photo of the damage <before> Friday & the repair estimate.",
        messageId: `<${reference}.desk-1@cowryshield.com.ng>`,
      },
      at(0),
    );
    app.messages.write(
      {
        reference,
        channel: "desk",
        sender: "staff",
        staffId,
        recipient: "insurer",
        subject: `Claim ${reference}`,
        body: "To the insurer: the adjuster's fee is disputed.",
        messageId: `<${reference}.desk-2@cowryshield.com.ng>`,
      },
      at(1),
    );
    app.messages.receiveMail(
      mail(reference, {
        body: "Here is the photo.\n",
        quoted: "> Please send a photo of the damage",
        attachments: [
          stagedFile(dataDir, "bumper.jpg", await jpegBytes(), "image/jpeg"),
          {
            originalName: "invoice.docm",
            refused: "invoice.docm: this Word document contains macros, which we cannot accept.",
          },
        ],
      }),
      at(2),
    );
    app.messages.receiveMail(
      mail(reference, {
        sender: "insurer",
        fromAddress: "claims@leadway.example",
        body: "From the insurer: is the vehicle roadworthy?",
      }),
      at(3),
    );
    app.messages.receiveMail(
      mail(reference, {
        sender: "other",
        fromAddress: "someone@example.net",
        body: "From someone else: I saw the accident.",
      }),
      at(4),
    );
    app.messages.receiveMail(
      mail(reference, {
        body: "Out of office: I am away until Monday.",
        autoReply: true,
      }),
      at(5),
    );
    app.messages.receiveMail(
      mail(null, {
        body: "Unfiled: which claim is this?",
      }),
      at(6),
    );
    app.messages.write(
      {
        reference: other,
        channel: "claim-page",
        sender: "customer",
        subject: `Message about claim ${other}`,
        body: "On another claim.",
        messageId: `<${other}.claim-page-x@cowryshield.com.ng>`,
      },
      at(7),
    );
    app.messages.write(
      {
        reference,
        channel: "claim-page",
        sender: "customer",
        subject: `Message about claim ${reference}`,
        body: "And the estimate will follow.",
        messageId: `<${reference}.claim-page-y@cowryshield.com.ng>`,
      },
      at(8),
    );
    const cookies = await sessionOn(app, sink, reference);

    const shown = await page(app, `/claim-status/claims/${reference}`, cookies);
    assert.equal(shown.statusCode, 200);
    assert.ok(
      shown.body.includes(`<h2 id="messages">Messages</h2>

<ol class="conversation"><li class="from-us">
<p class="written-by"><strong>Ifeoma Obi, Cowry Shield claims team</strong> <time datetime="2026-11-27T09:00:00.000Z">Fri 27 Nov 2026, 10:00 WAT</time></p>
<p class="text">Good morning Mr Eze,

Please send a photo of the damage &lt;before&gt; Friday &amp; the repair estimate.</p>


</li><li class="from-you">
<p class="written-by"><strong>You, by e-mail</strong> <time datetime="2026-11-27T09:02:00.000Z">Fri 27 Nov 2026, 10:02 WAT</time></p>
<p class="text">Here is the photo.</p>
<p class="attached">Attached:</p><ul class="attachments"><li>bumper.jpg</li><li>invoice.docm (not kept: this Word document contains macros, which we cannot accept.)</li></ul>

</li><li class="from-you">
<p class="written-by"><strong>You, on this page</strong> <time datetime="2026-11-27T09:08:00.000Z">Fri 27 Nov 2026, 10:08 WAT</time></p>
<p class="text">And the estimate will follow.</p>


</li></ol>`),
      shown.body,
    );
    const text = textOf(shown.body);
    for (const hidden of [
      "To the insurer",
      "From the insurer",
      "From someone else",
      "Out of office",
      "Unfiled",
      "On another claim",
      "Please send a photo of the damage Friday",
    ]) {
      assert.ok(!text.includes(hidden), `${hidden} is not on the page`);
    }
  });

  it("says there are none yet, and offers the form with a token of its own each time the page is shown", async () => {
    const { app, sink } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const cookies = await sessionOn(app, sink, reference);
    const shown = await page(app, `/claim-status/claims/${reference}`, cookies);
    const token = tokenIn(shown.body)!;
    assert.ok(
      shown.body.includes(`<h2 id="messages">Messages</h2>

<p>No messages yet. Write to us below, or reply to any of our e-mails.</p>
<h2 id="write">Write to the claims team</h2>
<form class="message-form" method="post" action="/claim-status/claims/${reference}/messages" enctype="multipart/form-data">
<input type="hidden" name="token" value="${token}">
<div class="field">
<label for="message-text">Your message</label>
<p class="hint" id="message-text-hint">Up to 5,000 characters.</p>

<textarea id="message-text" name="message" rows="6" data-max="5000" aria-describedby="message-text-hint message-text-count"></textarea>
<p class="count-message" id="message-text-count" aria-live="polite"></p>
</div>
<div class="field">
<label for="message-documents">Documents or photos</label>
<p class="hint" id="message-documents-hint">Optional. Up to 10 files: PDFs, Word files or photos (JPEG or PNG), each up to 5 MB.</p>

<input id="message-documents" type="file" name="documents" multiple accept=".pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png" aria-describedby="message-documents-hint">
</div>
<button type="submit">Send message</button>
</form>
<script>`),
      shown.body,
    );
    assert.notEqual(await freshToken(app, reference, cookies), token);
    // The counter's script is allowed by its hash, beside the upload loader's; no other inline script runs.
    const csp = shown.headers["content-security-policy"] as string;
    const scriptSources = /script-src ([^;]+)/.exec(csp)![1]!.split(" ");
    assert.equal(scriptSources.filter((source) => source.startsWith("'sha256-")).length, 2);
  });
});

describe("Writing to the claims team from the claim page", () => {
  it("stores a plain form's message for the desk, answers 303 to the page saying it went, and shows it", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const cookies = await sessionOn(app, sink, reference);
    const token = await freshToken(app, reference, cookies);
    const before = outboxCount(dataDir);

    const sent = await postMessage(app, reference, cookies, {
      token,
      message: "The garage says the\r\nestimate comes on Monday.",
    });
    assert.equal(sent.statusCode, 303, sent.body);
    assert.equal(sent.headers.location, `/claim-status/claims/${reference}?message=sent#messages`);
    assert.deepEqual(messageRows(dataDir), [
      {
        channel: "claim-page",
        sender: "customer",
        recipient: null,
        from_address: "chinedu@example.com",
        from_name: "Chinedu Eze",
        subject: `Message about claim ${reference}`,
        body: "The garage says the\nestimate comes on Monday.",
        message_id: `<${reference}.claim-page-${token}@cowryshield.com.ng>`,
        opened_at: null,
      },
    ]);
    // The desk's "New message" reads the same row: a customer's message no one has opened.
    assert.equal(app.messages.ofSubmission(reference).filter((message) => message.openedAt === null).length, 1);

    const after = await page(app, `/claim-status/claims/${reference}?message=sent`, cookies);
    assert.ok(after.body.includes(`<p class="status" role="status">${messageTexts.sent}</p>`), after.body);
    assert.equal(
      messageTexts.sent,
      "Your message has been sent to the claims team. We will reply by e-mail and on this page.",
    );
    assert.ok(
      after.body.includes('<strong>You, on this page</strong> <time datetime="') &&
        after.body.includes('<p class="text">The garage says the\nestimate comes on Monday.</p>'),
      after.body,
    );
    // Neither the customer nor the claims inbox is e-mailed: the page says it went, and the desk's queue shows it.
    assert.equal(outboxCount(dataDir), before);
  });

  it("stores the same form posted twice once, and answers both alike", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const cookies = await sessionOn(app, sink, reference);
    const token = await freshToken(app, reference, cookies);
    const photo = { name: "damage.jpg", bytes: await jpegBytes(), type: "image/jpeg" };

    const [first, second] = await Promise.all([
      postMessage(app, reference, cookies, { token, message: "Photo attached." }, [photo]),
      postMessage(app, reference, cookies, { token, message: "Photo attached." }, [photo]),
    ]);
    const third = await postMessage(app, reference, cookies, { token, message: "Photo attached." }, [photo]);
    for (const answer of [first, second, third]) {
      assert.equal(answer.statusCode, 303, answer.body);
      assert.equal(answer.headers.location, `/claim-status/claims/${reference}?message=sent#messages`);
    }
    assert.equal(messageRows(dataDir).length, 1);
    assert.equal(attachmentRows(dataDir).length, 1);
    assert.equal(filesUnder(messagesDir(dataDir)).length, 1);
    assert.deepEqual(fs.readdirSync(incomingDir(dataDir)), []);

    // The same words from a page shown afresh are a message of their own.
    const again = await postMessage(app, reference, cookies, {
      token: await freshToken(app, reference, cookies),
      message: "Photo attached.",
    });
    assert.equal(again.statusCode, 303);
    assert.equal(messageRows(dataDir).length, 2);
  });

  it("keeps the documents added as the message's attachments, a photo re-encoded", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const cookies = await sessionOn(app, sink, reference);
    // A phone's photo says where it was taken; the kept one says nothing but its pixels.
    const photo = await sharp(await jpegBytes())
      .withExifMerge({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 35/1 0/1" } })
      .jpeg()
      .toBuffer();
    assert.notEqual((await sharp(photo).metadata()).exif, undefined);
    const sent = await postMessage(
      app,
      reference,
      cookies,
      { token: await freshToken(app, reference, cookies), message: "The photo and the estimate." },
      [
        { name: "damage.jpg", bytes: photo, type: "image/jpeg" },
        { name: "estimate.pdf", bytes: pdfBytes },
      ],
    );
    assert.equal(sent.statusCode, 303, sent.body);
    const rows = attachmentRows(dataDir);
    assert.deepEqual(
      rows.map(({ original_name, media_type, refused }) => ({ original_name, media_type, refused })),
      [
        { original_name: "damage.jpg", media_type: "image/jpeg", refused: null },
        { original_name: "estimate.pdf", media_type: "application/pdf", refused: null },
      ],
    );
    const keptPhotoBytes = fs.readFileSync(path.join(messagesDir(dataDir), rows[0]!.stored_path));
    assert.notDeepEqual(keptPhotoBytes, photo);
    assert.equal((await sharp(keptPhotoBytes).metadata()).exif, undefined);
    assert.deepEqual(fs.readFileSync(path.join(messagesDir(dataDir), rows[1]!.stored_path)), pdfBytes);
    const shown = await page(app, `/claim-status/claims/${reference}`, cookies);
    assert.ok(
      shown.body.includes(
        '<p class="attached">Attached:</p><ul class="attachments"><li>damage.jpg</li><li>estimate.pdf</li></ul>',
      ),
      shown.body,
    );
  });

  it("sends back a document with active content under its field, the text as typed and the same token, and stores nothing", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const cookies = await sessionOn(app, sink, reference);
    const token = await freshToken(app, reference, cookies);
    const typed = "Here is the report <as asked> & the photo.";
    const refused = await postMessage(app, reference, cookies, { token, message: typed }, [
      { name: "damage.jpg", bytes: await jpegBytes(), type: "image/jpeg" },
      { name: "report.pdf", bytes: pdfFile([...onePage("/OpenAction 4 0 R"), scriptAction]) },
    ]);
    assert.equal(refused.statusCode, 400);
    const problem =
      "report.pdf: this PDF contains scripts, actions that run on their own or attached files, which we cannot accept. Send a plain copy instead: a scan, or a PDF printed from the document.";
    assert.ok(
      refused.body.includes(
        `<div class="error-summary" id="problems" role="alert" aria-labelledby="problems-title" tabindex="-1">
<h2 id="problems-title">There is a problem</h2>
<ul><li><a href="#message-documents">${problem}</a></li></ul></div>`,
      ),
      refused.body,
    );
    assert.ok(
      refused.body.includes(`<input type="hidden" name="token" value="${token}">`) &&
        refused.body.includes(
          'aria-describedby="message-text-hint message-text-count">Here is the report &lt;as asked&gt; &amp; the photo.</textarea>',
        ) &&
        refused.body.includes(`<div class="field invalid">
<label for="message-documents">Documents or photos</label>
<p class="hint" id="message-documents-hint">${messageTexts.documentsHint} ${messageTexts.chooseAgain}</p>
<p class="field-problem" id="message-documents-problem">${problem}</p>
<input id="message-documents" type="file" name="documents" multiple accept=`) &&
        refused.body.includes(
          'aria-describedby="message-documents-problem message-documents-hint" aria-invalid="true">',
        ),
      refused.body,
    );
    assert.deepEqual(messageRows(dataDir), []);
    assert.deepEqual(filesUnder(messagesDir(dataDir)), []);
    assert.deepEqual(fs.readdirSync(incomingDir(dataDir)), []);
  });

  it("sends back an empty message, one over 5,000 characters and one without the page's token, the text kept", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const cookies = await sessionOn(app, sink, reference);
    const token = await freshToken(app, reference, cookies);
    const cases = [
      [{ token, message: " \r\n " }, "Write your message to the claims team"],
      [{ token, message: "a".repeat(5001) }, "Your message must be 5,000 characters or fewer: it has 5,001"],
      [
        { token, message: "Hidden \u202e control" },
        "This text has hidden control characters; please type it again (line breaks are fine)",
      ],
      [{ message: "No token." }, "Your message was not sent: the page had changed. Please press Send message again."],
    ] as const;
    for (const [fields, problem] of cases) {
      const refused = await postMessage(app, reference, cookies, fields);
      assert.equal(refused.statusCode, 400, problem);
      assert.ok(refused.body.includes(`<ul><li><a href="#message-text">${problem}</a></li></ul></div>`), refused.body);
      assert.ok(
        refused.body.includes(`<p class="field-problem" id="message-text-problem">${problem}</p>
<textarea id="message-text" name="message" rows="6" data-max="5000" aria-describedby="message-text-problem message-text-hint message-text-count" aria-invalid="true">${fields.message.replace(/\r\n/g, "\n")}</textarea>`),
        refused.body,
      );
    }
    assert.deepEqual(messageRows(dataDir), []);

    const longest = await postMessage(app, reference, cookies, { token, message: "a".repeat(5000) });
    assert.equal(longest.statusCode, 303);
    assert.equal(messageRows(dataDir)[0]!.body.length, 5000);
  });

  it("takes 10 posts a minute from one address, and tells the 11th on the page", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const cookies = await sessionOn(app, sink, reference);
    const token = await freshToken(app, reference, cookies);
    for (let post = 1; post <= 10; post += 1) {
      assert.equal((await postMessage(app, reference, cookies, { token, message: "Hello" })).statusCode, 303);
    }
    const refused = await postMessage(app, reference, cookies, { token, message: "Hello" });
    assert.equal(refused.statusCode, 429);
    assert.ok(
      refused.body.includes('<ul><li><a href="#message-text">Too many messages sent. Please try again later.</a></li>'),
      refused.body,
    );
    assert.equal(messageRows(dataDir).length, 1);
  });

  it("is for the session's own claim only, from the site's own pages only", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const other = await fileClaim(app);
    const cookies = await sessionOn(app, sink, reference);
    const token = await freshToken(app, reference, cookies);

    const withoutSession = await postMessage(app, reference, {}, { token, message: "Hello" });
    assert.equal(withoutSession.statusCode, 401);
    assert.match(textOf(withoutSession.body), /ask for a new link|Send me a new link/);
    const otherClaim = await postMessage(app, other, cookies, { token, message: "Hello" });
    assert.equal(otherClaim.statusCode, 404);
    const otherSite = await postMessage(
      app,
      reference,
      cookies,
      { token, message: "Hello" },
      [],
      "https://evil.example",
    );
    assert.equal(otherSite.statusCode, 403);
    assert.equal(otherSite.body, "The claim status pages accept requests from their own pages only.\n");
    assert.deepEqual(messageRows(dataDir), []);
  });
});
