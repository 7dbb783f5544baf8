/**
 * The documents a claim waits for, sent from its page: the plain form and the upload script's JSON naming a tus
 * upload, every document check, what is kept and where, the record, the staff e-mail once all have come, the
 * queue's mark, and the refusals (not asked, not this session's claim, another site, a file that is not a document).
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import type { FastifyInstance } from "fastify";
import { askedDocumentMessages } from "../../form-contract/claim-status/documents";
import { uploadMessages } from "../../form-contract/claim/uploads";
import { UPLOAD_HINT } from "../claim-status/pages/asked-documents";
import { runAudit } from "../cli-audit";
import { documentsDir } from "../storage/documents/documents";
import { createSubmissionQueue } from "../storage/desk-progress/submission-queue";
import { exeBytes, pdfBytes, pngBytes, until } from "./helpers";
import { fileClaim, ORIGIN, postClaimPageForm, rowsOf, sessionOn, textOf } from "./claim-status-session";
import { serviceMailingToSink } from "./mailing-service";
import { ORIGIN as DESK_ORIGIN } from "./desk-session";
import { listening, tusClient } from "./tus-requests";

type Cookies = Record<string, string>;

/** Staff ask for `documents` (one per line), as the desk's move does; answers the move's version. */
function askFor(app: FastifyInstance, reference: string, documents: string, version = 0) {
  const ada =
    app.desk.staff.find("ada@cowryshield.com.ng") ??
    app.desk.staff.add("ada@cowryshield.com.ng", "Ada Okafor", new Date())!;
  const moved = app.desk.progress.moveStep(
    reference,
    "documents-requested",
    { documents },
    { message: "Please send the police report." },
    version,
    { staffId: ada.id, address: "127.0.0.1" },
  );
  assert.equal(moved.ok, true, JSON.stringify(moved));
  return version + 1;
}

/** The claim page's form post of one file, as a browser sends it (multipart, from the page's own origin). */
async function sendByForm(
  app: FastifyInstance,
  reference: string,
  cookies: Cookies,
  askedFor: string,
  file: { name: string; bytes: Buffer; type?: string } | undefined,
  origin = ORIGIN,
) {
  const form = new FormData();
  form.append("askedFor", askedFor);
  form.append(
    "document",
    new Blob([new Uint8Array(file?.bytes ?? [])], { type: file?.type ?? "application/pdf" }),
    file?.name ?? "",
  );
  return postClaimPageForm(app, `/claim-status/claims/${reference}/documents`, cookies, form, origin);
}

const documentRows = (dataDir: string) =>
  rowsOf<{
    position: number;
    original_name: string;
    stored_path: string;
    media_type: string;
    asked_for: string | null;
    asked_in: number | null;
    received_at: string | null;
    upload_id: string | null;
  }>(
    dataDir,
    "SELECT position, original_name, stored_path, media_type, asked_for, asked_in, received_at, upload_id FROM documents ORDER BY position",
  );

/** The record's lines of documents the customer sent (opening the claim's page is recorded too). */
const customerRecord = (dataDir: string) =>
  rowsOf<{
    actor: string;
    staff_id: number | null;
    action: string;
    document: number;
    what: string;
    address: string | null;
  }>(
    dataDir,
    "SELECT actor, staff_id, action, document, what, address FROM desk_record WHERE actor = 'customer' AND action = 'sent a document' ORDER BY id",
  );

const page = (app: FastifyInstance, url: string, cookies: Cookies) => app.inject({ method: "GET", url, cookies });

describe("A document sent by the claim page's form", () => {
  it("is kept as the claim's next document, acknowledged, recorded, and staff are e-mailed once all have come", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const version = askFor(app, reference, "Police report\nRepair estimate");
    const cookies = await sessionOn(app, sink, reference);

    const shown = await page(app, `/claim-status/claims/${reference}`, cookies);
    // A task list (GOV.UK's pattern): the count, and each document named once, with its state, a short field and
    // button whose accessible names add the document's name from its heading.
    const item = `<p class="count">0 of 2 sent</p>
<ul class="asked"><li class="task">
<div class="task-head"><h3 id="upload-1-name">Police report</h3><strong class="tag">Not sent yet</strong></div>

<form class="upload" method="post" action="/claim-status/claims/${reference}/documents" enctype="multipart/form-data">
<input type="hidden" name="askedFor" value="Police report">
<label for="upload-1" id="upload-1-label">Choose a file</label>
<input id="upload-1" type="file" name="document" required accept=".pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png" aria-labelledby="upload-1-label upload-1-name" aria-describedby="upload-1-hint">

<p class="hint" id="upload-1-hint">${UPLOAD_HINT}</p>
<p class="upload-status" role="status"></p>
<button type="submit" id="upload-1-send" aria-labelledby="upload-1-send upload-1-name">Send</button>
</form>
</li>`;
    assert.ok(shown.body.includes(item), shown.body);
    assert.equal(shown.body.split(">Police report<").length - 1, 1, "the document's name once");

    const sent = await sendByForm(app, reference, cookies, "Police report", {
      name: "police report.pdf",
      bytes: pdfBytes,
    });
    assert.equal(sent.statusCode, 303, sent.body);
    assert.equal(sent.headers.location, `/claim-status/claims/${reference}?received=1`);
    const after = await page(app, sent.headers.location, cookies);
    assert.ok(
      after.body.includes(
        '<p class="status" role="status">Thank you: we have received police report.pdf for Police report.</p>',
      ),
    );
    assert.match(
      textOf(after.body),
      /Documents we need 1 of 2 sent Police report Sent police report\.pdf on \w+day \d+ \w+ \d{4} Choose another file /,
    );
    assert.match(textOf(after.body), /Repair estimate Not sent yet Choose a file /);

    const [, added] = documentRows(dataDir);
    assert.equal(added!.position, 1);
    assert.equal(added!.original_name, "police report.pdf");
    assert.equal(added!.stored_path, `${reference}/1-police_report.pdf`);
    assert.equal(added!.asked_for, "Police report");
    assert.equal(added!.asked_in, version);
    assert.equal(added!.upload_id, null);
    assert.ok(Math.abs(Date.parse(added!.received_at!) - Date.now()) < 10_000);
    assert.ok(fs.readFileSync(path.join(documentsDir(dataDir), added!.stored_path)).equals(pdfBytes));
    assert.deepEqual(customerRecord(dataDir), [
      {
        actor: "customer",
        staff_id: null,
        action: "sent a document",
        document: 1,
        what: "sent Police report",
        address: null,
      },
    ]);
    assert.match(
      runAudit(app.db, { name: "audit", reference }),
      new RegExp(`^\\w{3} .* WAT  the customer  sent Police report as document 2 of ${reference}$`, "m"),
    );
    // One of two: staff are not told yet, and the queue does not mark it.
    const queue = createSubmissionQueue(app.db);
    const row = () =>
      queue
        .open({ owner: "anyone", order: "newest" }, 1, { perPage: 50 })
        .rows.find((open) => open.reference === reference)!;
    assert.equal(row().documentsIn, false);
    assert.deepEqual(rowsOf(dataDir, "SELECT message FROM outbox WHERE message LIKE 'documents-in-%'"), []);

    const second = await sendByForm(app, reference, cookies, "Repair estimate", {
      name: "estimate.pdf",
      bytes: pdfBytes,
    });
    assert.equal(second.headers.location, `/claim-status/claims/${reference}?received=2`);
    assert.equal(row().documentsIn, true);
    // The step stays "Waiting for documents" until staff move it, but the customer is no longer asked for them.
    const allIn = textOf((await page(app, second.headers.location, cookies)).body);
    assert.match(allIn, /Where it stands We have your documents Since \w+day \d+ \w+ \d{4} Our latest message /);
    assert.ok(
      allIn.includes(
        "What happens next Thank you: we have every document we asked for. A claims officer is checking them, and we will e-mail you when your claim moves on. Documents we need 2 of 2 sent Police report Sent police report.pdf",
      ),
      allIn,
    );
    assert.doesNotMatch(allIn, /Where it stands We need documents from you|Please send us the documents listed/);
    await until(() => sink.received.some((mail) => mail.subject?.includes("every document")), "the staff e-mail");
    const told = sink.received.filter((mail) => mail.subject?.includes("every document"));
    assert.equal(told.length, 1);
    assert.equal(told[0]!.subject, `Claim ${reference}: every document asked for has arrived`);
    assert.equal(told[0]!.attachments.length, 0);
    assert.match(told[0]!.text ?? "", new RegExp(`^On the desk: ${DESK_ORIGIN}/desk/submissions/${reference}$`, "m"));
    assert.match(told[0]!.text ?? "", /^- Police report: police report\.pdf, /m);
    assert.match(told[0]!.text ?? "", /^- Repair estimate: estimate\.pdf, /m);
  });

  it("keeps the same file sent again for the same document once", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    askFor(app, reference, "Police report");
    const cookies = await sessionOn(app, sink, reference);
    const first = await sendByForm(app, reference, cookies, "Police report", { name: "report.pdf", bytes: pdfBytes });
    const again = await sendByForm(app, reference, cookies, "Police report", {
      name: "report-copy.pdf",
      bytes: pdfBytes,
    });
    assert.equal(again.headers.location, first.headers.location);
    assert.equal(documentRows(dataDir).length, 2);
    assert.equal(customerRecord(dataDir).length, 1);
    assert.equal(fs.readdirSync(path.join(dataDir, "incoming")).length, 0);
  });

  it("refuses a file that is not a document under its field, and keeps nothing of it", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    askFor(app, reference, "Police report");
    const cookies = await sessionOn(app, sink, reference);
    const refused = await sendByForm(app, reference, cookies, "Police report", { name: "report.pdf", bytes: exeBytes });
    assert.equal(refused.statusCode, 400);
    assert.ok(
      refused.body.includes(
        'aria-describedby="upload-1-problem upload-1-hint" aria-invalid="true" autofocus>\n<p class="field-problem" id="upload-1-problem">report.pdf: ',
      ),
      refused.body,
    );
    // What a phone can do: take or choose the photo again; send a PDF or a photo of a Word file that would not open.
    for (const [file, message] of [
      [
        { name: "scan.pdf", bytes: await pngBytes() },
        "scan.pdf: this file is a PNG image, not a PDF. Take or choose the photo again, or choose the PDF.",
      ],
      [
        { name: "report.docx", bytes: Buffer.from("PK\u0003\u0004 and the rest of it cut short") },
        "report.docx: this file could not be opened: it may be damaged or cut short. Send the document as a PDF, or a photo of it, instead.",
      ],
    ] as const) {
      const told = await sendByForm(app, reference, cookies, "Police report", file);
      assert.equal(told.statusCode, 400);
      assert.ok(told.body.includes(`<p class="field-problem" id="upload-1-problem">${message}</p>`), told.body);
    }
    const empty = await sendByForm(app, reference, cookies, "Police report", undefined);
    assert.equal(empty.statusCode, 400);
    assert.ok(
      empty.body.includes(`<p class="field-problem" id="upload-1-problem">${askedDocumentMessages.noFile}</p>`),
    );
    assert.equal(documentRows(dataDir).length, 1);
    assert.deepEqual(customerRecord(dataDir), []);
    assert.equal(fs.readdirSync(path.join(dataDir, "incoming")).length, 0);
  });

  it("refuses a document no longer asked for, and says so at the top of the page as it is now", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    askFor(app, reference, "Police report");
    const cookies = await sessionOn(app, sink, reference);
    const refused = await sendByForm(app, reference, cookies, "Fire report", { name: "fire.pdf", bytes: pdfBytes });
    assert.equal(refused.statusCode, 409);
    assert.ok(refused.body.includes(`<p class="status problem" role="alert">${askedDocumentMessages.notAsked}</p>`));
    assert.equal(documentRows(dataDir).length, 1);
  });

  it("answers only the session's own claim, from the site's own pages", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const mine = await fileClaim(app);
    const theirs = await fileClaim(app, { email: "amaka@example.com" });
    askFor(app, mine, "Police report");
    askFor(app, theirs, "Police report");
    const cookies = await sessionOn(app, sink, mine);
    const file = { name: "report.pdf", bytes: pdfBytes };
    assert.equal((await sendByForm(app, theirs, cookies, "Police report", file)).statusCode, 404);
    assert.equal((await sendByForm(app, mine, {}, "Police report", file)).statusCode, 401);
    const forged = await sendByForm(app, mine, cookies, "Police report", file, "https://evil.example");
    assert.equal(forged.statusCode, 403);
    assert.equal(documentRows(dataDir).length, 2);
  });
});

describe("The posts of one address", () => {
  it("are limited, and past the limit the page says so at its top", async () => {
    const { app, sink } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    askFor(app, reference, "Police report");
    const cookies = await sessionOn(app, sink, reference);
    for (let post = 0; post < 30; post += 1) {
      assert.equal((await sendByForm(app, reference, cookies, "Police report", undefined)).statusCode, 400);
    }
    const past = await sendByForm(app, reference, cookies, "Police report", undefined);
    assert.equal(past.statusCode, 429);
    assert.ok(
      past.body.includes('<p class="status problem" role="alert">Too many documents sent. Please try again later.</p>'),
    );
  });
});

describe("A document sent by the upload script", () => {
  it("takes the tus upload made with its claim key, once, and answers the same page again for it", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    askFor(app, reference, "Photo of the damage");
    const cookies = await sessionOn(app, sink, reference);
    const base = await listening(app);
    const tus = tusClient(base);
    const claimKey = "k".repeat(22);
    const upload = await tus.upload({ name: "damage.png", bytes: await pngBytes(), type: "image/png" }, claimKey);
    const attach = (body: unknown, cookie: Cookies = cookies) =>
      fetch(`${base}/claim-status/claims/${reference}/documents`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: ORIGIN,
          cookie: Object.entries(cookie)
            .map(([name, value]) => `${name}=${value}`)
            .join("; "),
        },
        body: JSON.stringify(body),
      });

    const wrongKey = await attach({ askedFor: "Photo of the damage", upload, claimKey: "x".repeat(22) });
    assert.equal(wrongKey.status, 400);
    assert.deepEqual(await wrongKey.json(), { error: "invalid", fields: { documents: uploadMessages.unknownUpload } });

    const body = { askedFor: "Photo of the damage", upload, claimKey };
    const sent = await attach(body);
    assert.equal(sent.status, 201);
    assert.deepEqual(await sent.json(), { page: `/claim-status/claims/${reference}?received=1` });
    const again = await attach(body);
    assert.equal(again.status, 201);
    assert.deepEqual(await again.json(), { page: `/claim-status/claims/${reference}?received=1` });

    const [, kept] = documentRows(dataDir);
    assert.deepEqual(
      { ...kept, received_at: undefined },
      {
        position: 1,
        original_name: "damage.png",
        stored_path: `${reference}/1-damage.png`,
        media_type: "image/png",
        asked_for: "Photo of the damage",
        asked_in: 1,
        received_at: undefined,
        upload_id: upload,
      },
    );
    assert.equal(documentRows(dataDir).length, 2);
    assert.deepEqual(rowsOf(dataDir, "SELECT id FROM uploads"), []);
    assert.equal((await tus.head(`/api/uploads/${upload}`)).status, 404);
    // Staff hear once: the one document asked for has come.
    await until(() => sink.received.some((mail) => mail.subject?.includes("every document")), "the staff e-mail");

    const ended = await attach(body, {});
    assert.equal(ended.status, 401);
    assert.deepEqual(await ended.json(), {
      error: "session_ended",
      message: "This page has closed: ask for a new link.",
    });
  });
});
