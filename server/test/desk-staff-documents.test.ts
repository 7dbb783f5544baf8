/**
 * A document staff add to a claim from its desk page: kept as the customer's are, with who added it and where it
 * came from, shown in the documents and the timeline and recorded; marked as one the claim was waiting for, it turns
 * the customer's task to sent. Every check of the customer's uploads applies (active content refused in the same
 * words, photos re-encoded), and the refusals: no source, another origin, no session. Erased with its claim.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { claimMessages } from "../../form-contract/claim/schema";
import { runAudit } from "../cli-audit";
import { eraseSubmissions } from "../data-lifecycle/erase";
import { lagosTime } from "../mail/lagos-time";
import { DESK_SESSION_COOKIE } from "../session-cookies";
import { rowsOf, sessionOn, textOf } from "./claim-status-session";
import { claimWaitingForDocuments } from "./desk-claim-waiting";
import { ORIGIN } from "./desk-session";
import { exeBytes, OPERATOR, pdfBytes, pdfOfSize, until } from "./helpers";
import { onePage, pdfFile, scriptAction } from "./pdf-files";

type Cookies = Record<string, string>;

interface Added {
  source?: string;
  askedFor?: string;
  file?: { name: string; bytes: Buffer; type: string };
}

/** The desk page's form post, as a browser sends it: multipart, from the desk's own origin. */
async function addDocument(
  app: FastifyInstance,
  reference: string,
  cookies: Cookies,
  { source, askedFor, file }: Added,
  origin = ORIGIN,
) {
  const form = new FormData();
  form.append("document", new Blob([new Uint8Array(file?.bytes ?? [])], { type: file?.type ?? "" }), file?.name ?? "");
  if (source !== undefined) form.append("source", source);
  form.append("askedFor", askedFor ?? "");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url: `/desk/submissions/${reference}/documents`,
    headers: { origin, "content-type": request.headers.get("content-type")! },
    cookies,
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const pdf = (name: string) => ({ name, bytes: pdfBytes, type: "application/pdf" });

interface DocumentRow {
  position: number;
  original_name: string;
  stored_path: string;
  media_type: string;
  asked_for: string | null;
  asked_in: number | null;
  received_at: string | null;
  added_by: number | null;
  source: string | null;
}

const documentRows = (dataDir: string) =>
  rowsOf<DocumentRow>(
    dataDir,
    `SELECT position, original_name, stored_path, media_type, asked_for, asked_in, received_at, added_by, source
     FROM documents ORDER BY submission_id, position`,
  );

const addedRecord = (dataDir: string) =>
  rowsOf<{ actor: string; staff_id: number; staff_name: string; reference: string; document: number; what: string }>(
    dataDir,
    "SELECT actor, staff_id, staff_name, reference, document, what FROM desk_record WHERE action = 'added a document' ORDER BY id",
  );

describe("A document staff add on the desk", () => {
  it("kept as the awaited police report: shown, recorded, and the customer's task is sent", async () => {
    const { app, sink, dataDir, ada, reference } = await claimWaitingForDocuments();
    const before = await app.inject({ url: `/desk/submissions/${reference}`, cookies: ada.cookies });
    assert.ok(
      before.body.includes(
        '<select id="add-document-asked-for" name="askedFor"><option value="" selected>None of them</option><option value="Police report">Police report</option><option value="Repair estimate">Repair estimate</option></select>',
      ),
      before.body,
    );

    const added = await addDocument(app, reference, ada.cookies, {
      source: "whatsapp",
      askedFor: "Police report",
      file: pdf("police-report-scan.pdf"),
    });
    assert.equal(added.statusCode, 303, added.body);
    assert.equal(added.headers.location, `/desk/submissions/${reference}?added=2#done`);

    const [, row] = documentRows(dataDir);
    assert.deepEqual(
      { ...row, received_at: undefined },
      {
        position: 1,
        original_name: "police-report-scan.pdf",
        stored_path: `${reference}/1-police-report-scan.pdf`,
        media_type: "application/pdf",
        asked_for: "Police report",
        asked_in: 1,
        received_at: undefined,
        added_by: ada.person.id,
        source: "whatsapp",
      },
    );
    assert.deepEqual(fs.readFileSync(path.join(dataDir, "documents", row!.stored_path)), pdfBytes);
    assert.deepEqual(addedRecord(dataDir), [
      {
        actor: "desk",
        staff_id: ada.person.id,
        staff_name: "Ada Okafor",
        reference,
        document: 1,
        what: "from WhatsApp for Police report",
      },
    ]);

    const page = await app.inject({ url: added.headers.location, cookies: ada.cookies });
    const at = lagosTime(row!.received_at!);
    assert.ok(
      page.body.includes(
        '<p class="status" id="done" role="status" tabindex="-1">Added police-report-scan.pdf for Police report.</p>',
      ),
    );
    assert.ok(
      page.body.includes(
        `<span>police-report-scan.pdf</span> <span class="quiet-text">PDF, 1 KB</span> <span class="quiet-text">Added by Ada Okafor, from WhatsApp for Police report, ${at}</span>`,
      ),
    );
    assert.ok(page.body.includes("<p>Ada Okafor added police-report-scan.pdf, from WhatsApp for Police report.</p>"));
    assert.ok(page.body.includes("<li>Police report: arrived</li>"));
    // Only the estimate is left to choose.
    assert.ok(page.body.includes('<option value="" selected>None of them</option><option value="Repair estimate">'));
    assert.ok(page.body.includes("<td>Ada Okafor</td>\n<td>added document 2, from WhatsApp for Police report</td>"));
    assert.match(
      runAudit(app.db, { name: "audit", reference }),
      new RegExp(
        `^\\w{3} .* WAT  Ada Okafor <ada@cowryshield\\.com\\.ng>  added document 2 to ${reference}, from WhatsApp for Police report  from 127\\.0\\.0\\.1$`,
        "m",
      ),
    );
    // The page the addition led back to is not a view of its own.
    const views = app.desk.record.entries({ reference }).filter((entry) => entry.action === "viewed");
    assert.equal(views.length, 1);

    const customer = await app.inject({
      url: `/claim-status/claims/${reference}`,
      cookies: await sessionOn(app, sink, reference),
    });
    assert.ok(customer.body.includes('<p class="count">1 of 2 sent</p>'), customer.body);
    assert.ok(
      customer.body.includes(
        '<h3 id="upload-1-name">Police report</h3><strong class="tag sent">Sent</strong></div>\n<p>police-report-scan.pdf on ',
      ),
    );
    assert.ok(textOf(customer.body).includes("police-report-scan.pdf, received"));
  });

  it("the last one missing tells the claims inbox that everything asked for has arrived, naming who added which", async () => {
    const { app, sink, ada, reference } = await claimWaitingForDocuments();
    for (const [askedFor, name, source] of [
      ["Police report", "report.pdf", "whatsapp"],
      ["Repair estimate", "estimate.pdf", "insurer"],
    ] as const) {
      const added = await addDocument(app, reference, ada.cookies, { source, askedFor, file: pdf(name) });
      assert.equal(added.statusCode, 303, added.body);
    }
    await until(() => sink.received.some((mail) => mail.subject?.includes("every document")), "the staff e-mail");
    const [told] = sink.received.filter((mail) => mail.subject?.includes("every document"));
    assert.equal(told!.subject, `Claim ${reference}: every document asked for has arrived`);
    const text = told!.text ?? "";
    assert.match(text, /^They came from the customer's claim page, or staff added them on the desk:$/m);
    assert.match(text, /^- Police report: report\.pdf, .* WAT, added by Ada Okafor from WhatsApp$/m);
    assert.match(text, /^- Repair estimate: estimate\.pdf, .* WAT, added by Ada Okafor from the insurer$/m);
  });

  it("refuses what the customer's uploads refuse: a file over 5 MB, a file that is not a document", async () => {
    const { app, dataDir, ada, reference } = await claimWaitingForDocuments();
    const big = await addDocument(app, reference, ada.cookies, {
      source: "email",
      file: { name: "big.pdf", bytes: pdfOfSize(6 * 1024 * 1024, 32), type: "application/pdf" },
    });
    assert.equal(big.statusCode, 413);
    assert.ok(big.body.includes(`<li><a href="#add-document-file">${claimMessages.documentSize}</a></li>`), big.body);
    const program = await addDocument(app, reference, ada.cookies, {
      source: "email",
      file: { name: "setup.exe", bytes: exeBytes, type: "application/octet-stream" },
    });
    assert.equal(program.statusCode, 400);
    assert.match(program.body, /<li><a href="#add-document-file">setup\.exe: [^<]+<\/a><\/li>/);
    assert.equal(documentRows(dataDir).length, 1);
    assert.deepEqual(fs.readdirSync(path.join(dataDir, "incoming")), []);
  });

  it("kept as nothing asked for, from an office, and erased with its claim", async () => {
    const { app, dataDir, ada, reference } = await claimWaitingForDocuments();
    const added = await addDocument(app, reference, ada.cookies, { source: "office", file: pdf("receipt.pdf") });
    assert.equal(added.statusCode, 303, added.body);
    const row = documentRows(dataDir)[1]!;
    assert.deepEqual([row.asked_for, row.asked_in, row.source], [null, null, "office"]);
    const page = await app.inject({ url: added.headers.location!, cookies: ada.cookies });
    assert.ok(page.body.includes('tabindex="-1">Added receipt.pdf.</p>'));
    assert.ok(
      page.body.includes(
        `<span class="quiet-text">Added by Ada Okafor, at an office, ${lagosTime(row.received_at!)}</span>`,
      ),
    );
    assert.ok(page.body.includes("<li>Police report: still missing</li>"));
    assert.deepEqual(
      addedRecord(dataDir).map(({ document, what }) => [document, what]),
      [[1, "at an office"]],
    );

    eraseSubmissions(app.db, dataDir, () => [reference], "the person's request", OPERATOR);
    assert.deepEqual(documentRows(dataDir), []);
    assert.equal(fs.existsSync(path.join(dataDir, "documents", row.stored_path)), false);
    assert.equal(fs.existsSync(path.join(dataDir, "documents", reference)), false);
  });

  it("refuses a PDF with a script in the customer's very words, and keeps nothing of it", async () => {
    const { app, dataDir, ada, reference } = await claimWaitingForDocuments();
    const script = pdfFile([...onePage("/OpenAction 4 0 R"), scriptAction]);
    const refused = await addDocument(app, reference, ada.cookies, {
      source: "email",
      askedFor: "Police report",
      file: { name: "report.pdf", bytes: script, type: "application/pdf" },
    });
    assert.equal(refused.statusCode, 400);
    const message =
      "report.pdf: this PDF contains scripts, actions that run on their own or attached files, which we cannot " +
      "accept. Send a plain copy instead: a scan, or a PDF printed from the document.";
    assert.ok(refused.body.includes(`<li><a href="#add-document-file">${message}</a></li>`), refused.body);
    assert.ok(refused.body.includes(`<p class="field-problem" id="add-document-file-problem">${message}</p>`));
    assert.ok(
      refused.body.includes('aria-describedby="add-document-file-problem add-document-file-hint" aria-invalid="true">'),
    );
    // The choices made come back as they were.
    assert.ok(refused.body.includes('value="email" id="add-document-source-1" required checked>'));
    assert.ok(refused.body.includes('<option value="Police report" selected>Police report</option>'));
    assert.equal(documentRows(dataDir).length, 1);
    assert.deepEqual(addedRecord(dataDir), []);
    assert.deepEqual(fs.readdirSync(path.join(dataDir, "incoming")), []);
  });

  it("keeps a photo re-encoded, without its EXIF", async () => {
    const { app, dataDir, ada, reference } = await claimWaitingForDocuments();
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#b03a2e" } })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 35/1 0/1" } })
      .jpeg()
      .toBuffer();
    assert.notEqual((await sharp(photo).metadata()).exif, undefined);
    const added = await addDocument(app, reference, ada.cookies, {
      source: "insurer",
      file: { name: "bumper.jpg", bytes: photo, type: "image/jpeg" },
    });
    assert.equal(added.statusCode, 303, added.body);
    const row = documentRows(dataDir)[1]!;
    assert.equal(row.media_type, "image/jpeg");
    const kept = fs.readFileSync(path.join(dataDir, "documents", row.stored_path));
    assert.notDeepEqual(kept, photo);
    const { format, exif } = await sharp(kept).metadata();
    assert.deepEqual({ format, exif }, { format: "jpeg", exif: undefined });
  });

  it("refuses a document without where it came from, tying the problem to the choices", async () => {
    const { app, dataDir, ada, reference } = await claimWaitingForDocuments();
    const refused = await addDocument(app, reference, ada.cookies, { askedFor: "Repair estimate", file: pdf("a.pdf") });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.body, /<title>Error: Claim /);
    assert.ok(
      refused.body.includes(
        '<ul><li><a href="#add-document-source-1">Say where the document came from.</a></li></ul></div>',
      ),
      refused.body,
    );
    assert.ok(
      refused.body.includes(
        '<fieldset aria-describedby="add-document-source-1-problem" aria-invalid="true"><legend>Where it came from</legend><p class="field-problem" id="add-document-source-1-problem">Say where the document came from.</p>',
      ),
    );
    assert.ok(refused.body.includes('<option value="Repair estimate" selected>Repair estimate</option>'));
    assert.equal(documentRows(dataDir).length, 1);
    assert.deepEqual(fs.readdirSync(path.join(dataDir, "incoming")), []);
  });

  it("refuses another origin and a request without a session, keeping nothing", async () => {
    const { app, dataDir, ada, reference } = await claimWaitingForDocuments();
    const elsewhere = await addDocument(
      app,
      reference,
      ada.cookies,
      { source: "email", file: pdf("a.pdf") },
      "https://attacker.example",
    );
    assert.equal(elsewhere.statusCode, 403);
    assert.equal(elsewhere.body, "The desk accepts requests from its own pages only.\n");
    const signedOut = await addDocument(app, reference, {}, { source: "email", file: pdf("a.pdf") });
    assert.equal(signedOut.statusCode, 401);
    const ended = await addDocument(
      app,
      reference,
      { [DESK_SESSION_COOKIE]: "not-a-session" },
      { source: "email", file: pdf("a.pdf") },
    );
    assert.equal(ended.statusCode, 401);
    assert.equal(documentRows(dataDir).length, 1);
    assert.deepEqual(addedRecord(dataDir), []);
  });
});
