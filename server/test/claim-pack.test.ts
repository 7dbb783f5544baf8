/**
 * A claim pack sent from a claim's page: the cover sheet read back from its PDF, the e-mails at a real SMTP sink,
 * to the insurer's claims addresses with each document byte for byte, sent once; the move to "With the insurer" and
 * the timeline's line; the cover sheet opened again and the pack downloaded as a zip, each a look in the record; a
 * pack over CLAIM_PACK_MAX_BYTES split into e-mails each under it; and the form's refusals.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { unzipSync } from "fflate";
import type { ParsedMail } from "mailparser";
import type { FastifyInstance } from "fastify";
import { ORIGIN, signedInPerson } from "./desk-session";
import { leadway } from "./leadway";
import { jpegBytes, multipart, pdfBytes, pdfOfSize, startService, until, validClaimFields } from "./helpers";
import { startSmtpSink } from "./smtp-servers";
import { storedDocumentFile } from "../storage/documents/documents";
import { coverSheetFile } from "../storage/claim-packs/claim-packs";
import { lagosTime } from "../mail/lagos-time";
import { serviceMailingToSink } from "./mailing-service";

const emeka = {
  ...validClaimFields,
  fullName: "Emeka Obi",
  email: "emeka.obi@example.com",
  phone: "0803 555 0123",
  policyNumber: "MTR/LAG/2026/004512",
  incidentDate: "2026-11-18",
  description:
    "A danfo bus reversed into my Corolla at the Ojota bus stop on Ikorodu Road. The front bumper, bonnet and left headlamp are broken; the driver's details are in the police report.",
};

const addressesOf = (field: ParsedMail["to"]) =>
  field && !Array.isArray(field) ? field.value.map(({ address }) => address) : [];

/** A claim sent from the website and moved to In review by `staffId`, from where it may go to the insurer. */
async function claimInReview(app: FastifyInstance, staffId: number, documents: { name: string; bytes: Buffer }[]) {
  const sent = await app.inject({ method: "POST", url: "/api/claims", ...(await multipart(emeka, documents)) });
  assert.equal(sent.statusCode, 201, sent.body);
  const { reference } = sent.json<{ reference: string }>();
  assert.equal(
    app.desk.progress.moveStep(reference, "in-review", {}, {}, 0, { staffId, address: "127.0.0.1" }).ok,
    true,
  );
  return reference;
}

/** The pack's form as the browser posts it: repeated `document` fields, one a ticked box. */
function packForm(fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return body.toString();
}

const postPack = (
  app: FastifyInstance,
  reference: string,
  cookies: Record<string, string>,
  fields: Record<string, string | string[]>,
  origin = ORIGIN,
) =>
  app.inject({
    method: "POST",
    url: `/desk/submissions/${reference}/pack`,
    cookies,
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    payload: packForm(fields),
  });

const pdfText = (bytes: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: bytes }).toString("utf8");

describe("A claim pack sent to the insurer", async () => {
  const { sink, app, dataDir } = await serviceMailingToSink();
  const { person, cookies } = await signedInPerson(app, "ada@cowryshield.com.ng", "Ada Okafor");
  const insurer = app.desk.insurers.add(leadway);
  assert.ok(typeof insurer === "object");
  const reference = await claimInReview(app, person.id, [
    { name: "police report.pdf", bytes: pdfBytes },
    { name: "bumper.jpg", bytes: await jpegBytes() },
  ]);
  const mailsToInsurer = () => sink.received.filter((mail) => addressesOf(mail.to).includes("claims@leadway.example"));
  const note = "Please register this motor claim. The garage's estimate for the repairs is ₦450,000.";

  it("offers the form on the claim's page: the insurers, every document ticked, a covering note", async () => {
    const page = await app.inject({ url: `/desk/submissions/${reference}`, cookies });
    assert.equal(page.statusCode, 200);
    assert.ok(page.body.includes('<details id="pack"><summary>Send to the insurer</summary>'));
    assert.ok(page.body.includes(`<form method="post" action="/desk/submissions/${reference}/pack" class="change">`));
    assert.ok(
      page.body.includes(
        `<select id="pack-insurer" name="insurer" required><option value="">Choose the insurer</option><option value="${insurer.id}" selected>Leadway Assurance</option></select>`,
      ),
    );
    assert.ok(
      page.body.includes(
        '<label class="tick"><input type="checkbox" name="document" value="0" id="pack-document-1" checked> police report.pdf <span class="quiet-text">PDF, 1 KB</span></label>',
      ),
    );
    assert.match(
      page.body,
      /<input type="checkbox" name="document" value="1" id="pack-document-2" checked> bumper\.jpg/,
    );
    assert.ok(page.body.includes('<textarea id="pack-note" name="note" rows="4" maxlength="5000"></textarea>'));
  });

  it("refuses a pack with no insurer chosen, from another origin, or on a stale page, and sends nothing", async () => {
    const unchosen = await postPack(app, reference, cookies, { version: "1", insurer: "", document: ["0"], note });
    assert.equal(unchosen.statusCode, 400);
    assert.ok(
      unchosen.body.includes(
        '<p class="field-problem" id="pack-insurer-problem">The insurer is not chosen: choose one from the list</p>',
      ),
    );
    assert.ok(
      unchosen.body.includes(
        '<li><a href="#pack-insurer">The insurer is not chosen: choose one from the list</a></li>',
      ),
    );
    assert.ok(unchosen.body.includes('<details id="pack" open>'));
    assert.ok(
      unchosen.body.includes(
        `<textarea id="pack-note" name="note" rows="4" maxlength="5000">${note.replace("'", "&#39;")}</textarea>`,
      ),
    );
    const elsewhere = await postPack(
      app,
      reference,
      cookies,
      { version: "1", insurer: String(insurer.id) },
      "https://evil.example",
    );
    assert.equal(elsewhere.statusCode, 403);
    const stale = await postPack(app, reference, cookies, {
      version: "0",
      insurer: String(insurer.id),
      document: ["0"],
    });
    assert.equal(stale.statusCode, 409);
    assert.ok(stale.body.includes("Ada Okafor changed"));
    assert.deepEqual(app.db.prepare("SELECT COUNT(*) AS count FROM claim_packs").get(), { count: 0 });
    assert.deepEqual(app.db.prepare("SELECT message FROM outbox WHERE message LIKE 'pack-%'").all(), []);
    assert.deepEqual(
      fs.readdirSync(path.join(dataDir, "documents", reference)).filter((name) => name.startsWith("cover-sheet")),
      [],
    );
    assert.equal(app.desk.progress.currentState(reference)!.step.key, "in-review");
  });

  it("moves the claim to With the insurer and e-mails the insurer the cover sheet and each document as kept", async () => {
    const sent = await postPack(app, reference, cookies, {
      version: "1",
      insurer: String(insurer.id),
      document: ["0", "1"],
      note,
      tell: "yes",
    });
    assert.equal(sent.statusCode, 303, sent.body);
    assert.equal(sent.headers.location, `/desk/submissions/${reference}?changed=2#done`);
    const state = app.desk.progress.currentState(reference)!;
    assert.equal(state.step.staffSee, "With the insurer");
    const move = app.desk.progress.timeline(reference)!.at(-1);
    assert.ok(move?.kind === "step");
    assert.deepEqual(move.details, { insurer: "Leadway Assurance" });

    await until(() => mailsToInsurer().length === 1, "the pack's e-mail");
    const mail = mailsToInsurer()[0]!;
    assert.equal(mail.subject, `Claim notification ${reference}: Emeka Obi, policy MTR/LAG/2026/004512`);
    assert.deepEqual(addressesOf(mail.to), ["claims@leadway.example", "motorclaims@leadway.example"]);
    assert.deepEqual(addressesOf(mail.replyTo), ["claims@cowryshield.com.ng"]);
    assert.ok(mail.text!.includes(note));
    const submission = app.submissions.byReference(reference)!;
    const [pack] = app.db.prepare("SELECT id, cover_sheet_path FROM claim_packs").all() as {
      id: number;
      cover_sheet_path: string;
    }[];
    const coverSheet = fs.readFileSync(coverSheetFile(dataDir, pack!.cover_sheet_path));
    assert.equal(fs.statSync(coverSheetFile(dataDir, pack!.cover_sheet_path)).mode & 0o777, 0o600);
    assert.deepEqual(
      mail.attachments.map(({ filename, contentType }) => [filename, contentType]),
      [
        [`${reference} cover sheet.pdf`, "application/pdf"],
        ["police report.pdf", "application/pdf"],
        ["bumper.jpg", "image/jpeg"],
      ],
    );
    assert.ok(mail.attachments[0]!.content.equals(coverSheet));
    submission.documents.forEach((document, index) =>
      assert.ok(
        mail.attachments[index + 1]!.content.equals(fs.readFileSync(storedDocumentFile(dataDir, document.storedPath))),
        `${document.originalName} as the service keeps it`,
      ),
    );

    // Sent once: another round of the outbox finds nothing more to send.
    await until(
      () =>
        (
          app.db.prepare("SELECT sent_at FROM outbox WHERE message = ?").get(`pack-${pack!.id}`) as {
            sent_at: string | null;
          }
        ).sent_at !== null,
      "the pack recorded as sent",
    );
    app.mailQueued();
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(mailsToInsurer().length, 1);
  });

  it("reads back every field of the cover sheet, the naira sign in the covering note included", async () => {
    const [pack] = app.db.prepare("SELECT cover_sheet_path, made_at FROM claim_packs").all() as {
      cover_sheet_path: string;
      made_at: string;
    }[];
    const text = pdfText(fs.readFileSync(coverSheetFile(dataDir, pack!.cover_sheet_path)));
    const lines = text.split("\n").map((line) => line.replace(/\s+/g, " ").trim());
    for (const line of [
      `Claim notification ${reference}`,
      `First notice of loss, sent ${lagosTime(pack!.made_at)} to Leadway Assurance`,
      "Broker Cowry Shield Insurance Brokers Limited",
      "NAICOM licence RIB/2011/0147",
      "Claims contact claims@cowryshield.com.ng, +234 802 555 0199",
      `Broker's reference ${reference}`,
      "Claims officer Ada Okafor <ada@cowryshield.com.ng>",
      "Insured Emeka Obi",
      "E-mail emeka.obi@example.com",
      "Phone +234 803 555 0123",
      "Policy number MTR/LAG/2026/004512",
      "Product Motor",
      "1. police report.pdf (PDF, 1 KB)",
      "Please register this motor claim. The garage's estimate for the repairs is ₦450,000.",
    ]) {
      assert.ok(lines.includes(line), `${line} in:\n${text}`);
    }
    assert.match(text, /Date of the incident\s+Wednesday 18 November 2026/);
    assert.match(
      lines.join(" "),
      /What happened A danfo bus reversed into my Corolla at the Ojota bus stop on Ikorodu/,
    );
    assert.match(text, /2\.\s+bumper\.jpg \(JPEG photo, \d+ KB\)/);
    const fonts = execFileSync("pdffonts", ["-"], {
      input: fs.readFileSync(coverSheetFile(dataDir, pack!.cover_sheet_path)),
    }).toString();
    assert.match(fonts, /DejaVuSans\s/);
    assert.match(fonts, /DejaVuSans-Bold\s/);
  });

  it("shows the pack on the timeline and in the record, and opens the cover sheet again", async () => {
    const [pack] = app.db.prepare("SELECT id, cover_sheet_path FROM claim_packs").all() as {
      id: number;
      cover_sheet_path: string;
    }[];
    const page = await app.inject({ url: `/desk/submissions/${reference}`, cookies });
    assert.ok(
      page.body.includes(
        `<p>Ada Okafor sent a claim pack to Leadway Assurance, at claims@leadway.example and motorclaims@leadway.example.</p>
<p>Enclosed: the cover sheet, police report.pdf and bumper.jpg.</p>
<p>E-mailed (one e-mail).</p>
<p><a href="/desk/submissions/${reference}/packs/${pack!.id}/cover-sheet">Open the cover sheet</a> <a href="/desk/submissions/${reference}/packs/${pack!.id}/download">Download the pack (zip)</a></p>`,
      ),
    );
    assert.ok(page.body.includes("<p>Ada Okafor moved it to With the insurer.</p>"));
    // It is with the insurer: the form is offered again only from a step that moves there.
    assert.ok(!page.body.includes('<details id="pack"'));
    const changed = app.desk.record.entries({ reference }).filter((entry) => entry.action === "changed");
    assert.deepEqual(
      changed.map(({ what, staffId }) => [what, staffId]),
      [
        ["moved it to In review", person.id],
        ["moved it to With the insurer, and told the customer by e-mail", person.id],
        [
          `sent claim pack ${pack!.id} to Leadway Assurance (claims@leadway.example, motorclaims@leadway.example): the cover sheet and 2 documents in one e-mail`,
          person.id,
        ],
      ],
    );
    const opened = await app.inject({ url: `/desk/submissions/${reference}/packs/${pack!.id}/cover-sheet`, cookies });
    assert.equal(opened.statusCode, 200);
    assert.equal(opened.headers["content-type"], "application/pdf");
    assert.equal(opened.headers["cache-control"], "no-store");
    assert.ok(opened.rawPayload.equals(fs.readFileSync(coverSheetFile(dataDir, pack!.cover_sheet_path))));
    const looks = app.desk.record
      .entries({ reference })
      .filter((entry) => entry.action === "viewed" && entry.what !== null);
    assert.deepEqual(
      looks.map(({ action, what }) => [action, what]),
      [["viewed", `opened the cover sheet of claim pack ${pack!.id}`]],
    );
    const looked = await app.inject({ url: `/desk/submissions/${reference}`, cookies });
    assert.match(
      looked.body,
      new RegExp(`<td>Ada Okafor</td>\n<td>opened the cover sheet of claim pack ${pack!.id}</td>`),
    );
    const elsewhere = await app.inject({
      url: `/desk/submissions/CLM-2026-999999/packs/${pack!.id}/cover-sheet`,
      cookies,
    });
    assert.equal(elsewhere.statusCode, 404);
  });

  it("downloads the pack as a zip of the cover sheet and the documents as kept, uncached, recorded", async () => {
    const [pack] = app.db.prepare("SELECT id, cover_sheet_path FROM claim_packs").all() as {
      id: number;
      cover_sheet_path: string;
    }[];
    const zip = await app.inject({ url: `/desk/submissions/${reference}/packs/${pack!.id}/download`, cookies });
    assert.equal(zip.statusCode, 200);
    assert.equal(zip.headers["content-type"], "application/zip");
    assert.equal(zip.headers["cache-control"], "no-store");
    assert.equal(
      zip.headers["content-disposition"],
      `attachment; filename="${reference} claim pack ${pack!.id}.zip"; filename*=UTF-8''${reference}%20claim%20pack%20${pack!.id}.zip`,
    );
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    const submission = app.submissions.byReference(reference)!;
    assert.deepEqual(Object.keys(entries), [`${reference} cover sheet.pdf`, "1 police report.pdf", "2 bumper.jpg"]);
    assert.ok(
      Buffer.from(entries[`${reference} cover sheet.pdf`]!).equals(
        fs.readFileSync(coverSheetFile(dataDir, pack!.cover_sheet_path)),
      ),
    );
    assert.ok(
      Buffer.from(entries["1 police report.pdf"]!).equals(
        fs.readFileSync(storedDocumentFile(dataDir, submission.documents[0]!.storedPath)),
      ),
    );
    assert.ok(
      Buffer.from(entries["2 bumper.jpg"]!).equals(
        fs.readFileSync(storedDocumentFile(dataDir, submission.documents[1]!.storedPath)),
      ),
    );
    const looks = app.desk.record.entries({ reference }).filter((entry) => entry.what?.startsWith("downloaded"));
    assert.deepEqual(
      looks.map(({ action, what }) => [action, what]),
      [["viewed", `downloaded claim pack ${pack!.id}`]],
    );
  });
});

describe("A claim pack over CLAIM_PACK_MAX_BYTES", async () => {
  const sink = await startSmtpSink();
  after(() => sink.close());
  const limit = 200_000;
  const { app } = await startService({
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_RETRY_BASE_MS: "50",
    MAIL_POLL_MS: "25",
    CLAIM_PACK_MAX_BYTES: String(limit),
  });
  after(() => app.close());
  const { person, cookies } = await signedInPerson(app, "ada@cowryshield.com.ng", "Ada Okafor");
  const insurer = app.desk.insurers.add(leadway);
  assert.ok(typeof insurer === "object");
  const documents = [1, 2, 3, 4].map((fill) => ({ name: `page ${fill}.pdf`, bytes: pdfOfSize(70_000, fill) }));

  it("refuses a document too big for any e-mail alone, naming it, and moves nothing", async () => {
    const reference = await claimInReview(app, person.id, [
      ...documents.slice(0, 1),
      { name: "survey.pdf", bytes: pdfOfSize(190_000, 9) },
    ]);
    const refused = await postPack(app, reference, cookies, {
      version: "1",
      insurer: String(insurer.id),
      document: ["0", "1"],
    });
    assert.equal(refused.statusCode, 400);
    assert.ok(
      refused.body.includes(
        '<p class="field-problem" id="pack-documents-problem">The documents include survey.pdf (186 KB), too big for an e-mail to the insurer (at most 195 KB each): leave it out and send it another way, or download the pack for the insurer&#39;s portal</p>',
      ),
      refused.body,
    );
    assert.equal(app.desk.progress.currentState(reference)!.step.key, "in-review");
  });

  it("goes as several e-mails, each under the limit, numbered, the cover sheet in the first", async () => {
    const reference = await claimInReview(app, person.id, documents);
    const sent = await postPack(app, reference, cookies, {
      version: "1",
      insurer: String(insurer.id),
      document: ["0", "1", "2", "3"],
      note: "Four pages of the police report.",
    });
    assert.equal(sent.statusCode, 303, sent.body);
    const subject = `Claim notification ${reference}: Emeka Obi, policy MTR/LAG/2026/004512`;
    const ofPack = () => sink.received.filter((mail) => mail.subject?.startsWith(subject));
    await until(() => ofPack().length === 4, "the pack's four e-mails");
    const mails = ofPack().sort((a, b) => a.subject!.localeCompare(b.subject!));
    assert.deepEqual(
      mails.map((mail) => [mail.subject, mail.attachments.map(({ filename }) => filename)]),
      [
        [`${subject} (1 of 4)`, [`${reference} cover sheet.pdf`, "page 1.pdf"]],
        [`${subject} (2 of 4)`, ["page 2.pdf"]],
        [`${subject} (3 of 4)`, ["page 3.pdf"]],
        [`${subject} (4 of 4)`, ["page 4.pdf"]],
      ],
    );
    const raws = sink.raw.filter((raw) => raw.toString("latin1").includes(`Claim notification ${reference}`));
    assert.equal(raws.length, 4);
    for (const raw of raws) assert.ok(raw.length < limit, `${raw.length} bytes under ${limit}`);
    mails.forEach((mail, index) =>
      assert.ok(mail.attachments.at(-1)!.content.equals(documents[index]!.bytes), `page ${index + 1} byte for byte`),
    );
  });
});
