/**
 * The insurer's answers recorded on a claim's page: the acknowledgement with the insurer's claim number, which
 * leaves the claim with the insurer and shows the number on the customer's page; a query that asks the customer for
 * what it names (their task list); a loss adjuster; an offer with its discharge voucher, moving the claim to Offer
 * made and telling the customer "Offered: ₦…"; the payment, to Settled with its amount and day; a decline with its
 * reason. The refusals (a day to come, an amount that is not money, another origin, no session, a stale page, a
 * closed claim) write nothing. Backed up, restored and exported with the claim, and gone once it is erased.
 */
import type { AnswerRow as StoredAnswerRow } from "../storage/claim-packs/insurer-answers";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import type { FastifyInstance } from "fastify";
import { runAudit } from "../cli-audit";
import { backup } from "../data-lifecycle/backup";
import { exportPerson } from "../data-lifecycle/person";
import { restore } from "../data-lifecycle/restore";
import { readInsurerAnswers } from "../storage/claim-packs/insurer-answers";
import { openDatabase } from "../storage/database/database";
import { eraseSubmissions } from "../data-lifecycle/erase";
import { lagosDate, writtenDate } from "../mail/lagos-time";
import { DESK_SESSION_COOKIE } from "../session-cookies";
import { fileClaim, rowsOf, sessionOn } from "./claim-status-session";
import { serviceMailingToSink } from "./mailing-service";
import { ORIGIN, signedInPerson } from "./desk-session";
import { OPERATOR, pdfBytes, tempDir, until } from "./helpers";

type Cookies = Record<string, string>;

const leadway = {
  name: "Leadway Assurance",
  claimsEmails: ["claims@leadway.example"],
  phone: "+2341280000",
  acknowledgeWorkingDays: 2,
  offerDays: 30,
};

const today = () => lagosDate(new Date());

/** A form as the browser posts it: repeated fields for the ticked boxes. */
function formBody(fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return body.toString();
}

const postAnswer = (
  app: FastifyInstance,
  reference: string,
  cookies: Cookies,
  fields: Record<string, string | string[]>,
  origin = ORIGIN,
) =>
  app.inject({
    method: "POST",
    url: `/desk/submissions/${reference}/answers`,
    cookies,
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    payload: formBody(fields),
  });

/** The discharge voucher, added on the desk as a document from the insurer (staff-documents.ts). */
async function addVoucher(app: FastifyInstance, reference: string, cookies: Cookies) {
  const form = new FormData();
  form.append("document", new Blob([new Uint8Array(pdfBytes)], { type: "application/pdf" }), "discharge-voucher.pdf");
  form.append("source", "insurer");
  form.append("askedFor", "");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const added = await app.inject({
    method: "POST",
    url: `/desk/submissions/${reference}/documents`,
    headers: { origin: ORIGIN, "content-type": request.headers.get("content-type")! },
    cookies,
    payload: Buffer.from(await request.arrayBuffer()),
  });
  assert.equal(added.statusCode, 303, added.body);
}

type AnswerRow = Omit<StoredAnswerRow, "id" | "reference" | "staff_id" | "staff_name">;

const answerRows = (dataDir: string) =>
  rowsOf<AnswerRow>(
    dataDir,
    "SELECT pack_id, insurer_name, kind, answered_on, details, document, version FROM insurer_answers ORDER BY id",
  );

/** A service mailing to a sink, Ada signed in, Leadway on the desk, and a claim in review. */
async function claimInReview() {
  const service = await serviceMailingToSink();
  const { app } = service;
  const ada = await signedInPerson(app, "ada@cowryshield.com.ng", "Ada Okafor");
  assert.ok(typeof app.desk.insurers.add(leadway) === "object");
  const reference = await fileClaim(app);
  assert.ok(
    app.desk.progress.moveStep(reference, "in-review", {}, {}, 0, { staffId: ada.person.id, address: "::1" }).ok,
  );
  return { ...service, ada, reference };
}

/** Sends the claim in review to Leadway, as the page's pack form does: version 2, With the insurer. */
async function sendPack(app: FastifyInstance, reference: string, cookies: Cookies) {
  const insurer = app.desk.insurers.list()[0]!;
  const sent = await app.inject({
    method: "POST",
    url: `/desk/submissions/${reference}/pack`,
    cookies,
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    payload: formBody({ version: "1", insurer: String(insurer.id), document: "0", note: "" }),
  });
  assert.equal(sent.statusCode, 303, sent.body);
}

async function sentToLeadway() {
  const claim = await claimInReview();
  await sendPack(claim.app, claim.reference, claim.ada.cookies);
  return claim;
}

const customerPage = async (app: FastifyInstance, sink: Parameters<typeof sessionOn>[1], reference: string) =>
  (await app.inject({ url: `/claim-status/claims/${reference}`, cookies: await sessionOn(app, sink, reference) })).body;

describe("The insurer's answers on a claim", () => {
  it("are offered once the claim has gone to an insurer, each kind a form dated today in Lagos", async () => {
    const { app, reference, ada } = await claimInReview();
    const before = await app.inject({ url: `/desk/submissions/${reference}`, cookies: ada.cookies });
    assert.ok(!before.body.includes("Record the insurer's answer"));

    await sendPack(app, reference, ada.cookies);
    const page = await app.inject({ url: `/desk/submissions/${reference}`, cookies: ada.cookies });
    assert.ok(page.body.includes('<h3 id="answers">Record the insurer\'s answer</h3>'), page.body);
    assert.ok(page.body.includes('<p class="quiet-text">From Leadway Assurance. Recording an answer moves the claim'));
    for (const summary of ["Acknowledged", "A query", "A loss adjuster appointed", "An offer", "Paid", "Declined"]) {
      assert.ok(page.body.includes(`<summary>${summary}</summary>`), summary);
    }
    assert.ok(
      page.body.includes(
        `<label for="answer-acknowledged-answeredOn">The date it was acknowledged</label>\n<input id="answer-acknowledged-answeredOn" name="answeredOn" type="date" value="${today()}" max="${today()}" required>`,
      ),
    );
    assert.ok(
      page.body.includes(
        '<input id="answer-acknowledged-insurerClaimNumber" name="insurerClaimNumber" type="text" value="" required>',
      ),
    );
    assert.ok(
      page.body.includes(
        `<input id="answer-paid-paidOn" name="paidOn" type="date" value="${today()}" max="${today()}" required>`,
      ),
    );
    assert.ok(
      page.body.includes(
        '<label class="tick"><input type="checkbox" name="ask" value="yes" id="answer-query-ask" checked> Ask the customer for these documents (it moves to Waiting for documents)</label>',
      ),
    );
  });

  it("records the acknowledgement with the insurer's claim number, leaves the claim with the insurer, and shows the number to the customer", async () => {
    const { app, sink, dataDir, reference, ada } = await sentToLeadway();
    await app.inject({ url: `/desk/submissions/${reference}`, cookies: ada.cookies });
    const recorded = await postAnswer(app, reference, ada.cookies, {
      version: "2",
      kind: "acknowledged",
      answeredOn: today(),
      insurerClaimNumber: "LW/MTR/2026/7781",
    });
    assert.equal(recorded.statusCode, 303, recorded.body);
    assert.equal(recorded.headers.location, `/desk/submissions/${reference}?answered=1#done`);
    assert.deepEqual(answerRows(dataDir), [
      {
        pack_id: 1,
        insurer_name: "Leadway Assurance",
        kind: "acknowledged",
        answered_on: today(),
        details: '{"insurerClaimNumber":"LW/MTR/2026/7781"}',
        document: null,
        version: null,
      },
    ]);
    assert.equal(app.desk.progress.currentState(reference)!.version, 2);
    assert.equal(app.desk.progress.currentState(reference)!.step.key, "with-insurer");

    const page = await app.inject({ url: recorded.headers.location, cookies: ada.cookies });
    assert.ok(
      page.body.includes(
        '<p class="status" id="done" role="status" tabindex="-1">Recorded the acknowledgement from Leadway Assurance; the claim stays where it was.</p>',
      ),
    );
    assert.ok(
      page.body.includes(
        `<p>Ada Okafor recorded Leadway Assurance's answer of ${writtenDate(today())}: Acknowledged.</p>\n<p>The insurer&#39;s claim number: LW/MTR/2026/7781</p>\n\n<p>The claim stayed where it was.</p>`,
      ),
      page.body,
    );
    const record = app.desk.record
      .entries({ reference })
      .filter((entry) => entry.action === "recorded an answer from an insurer");
    assert.deepEqual(
      record.map(({ what, staffName }) => ({ what, staffName })),
      [{ what: `answer 1 from Leadway Assurance of ${today()} (Acknowledged)`, staffName: "Ada Okafor" }],
    );
    assert.ok(
      page.body.includes(`<td>recorded answer 1 from Leadway Assurance of ${today()} (Acknowledged)</td>`),
      page.body,
    );
    assert.match(
      runAudit(app.db, { name: "audit", reference }),
      new RegExp(
        `^\\w{3} .* WAT  Ada Okafor <ada@cowryshield\\.com\\.ng>  recorded on ${reference}: answer 1 from Leadway Assurance of ${today()} \\(Acknowledged\\)  from 127\\.0\\.0\\.1$`,
        "m",
      ),
    );
    // The page the answer led back to is not a view of its own.
    assert.equal(app.desk.record.entries({ reference }).at(-1)!.action, "recorded an answer from an insurer");

    const customer = await customerPage(app, sink, reference);
    assert.ok(
      customer.includes(
        '<dl class="facts key"><dt>Insurer</dt><dd>Leadway Assurance</dd><dt>Insurer&#39;s claim number</dt><dd>LW/MTR/2026/7781</dd></dl>',
      ),
      customer,
    );
  });

  it("refuses a date to come, another origin, no session, an answer of no kind and a stale page, writing nothing", async () => {
    const { app, dataDir, reference, ada } = await sentToLeadway();
    const tomorrow = lagosDate(new Date(Date.now() + 86_400_000));
    const acknowledged = { version: "2", kind: "acknowledged", insurerClaimNumber: "LW/MTR/2026/7781" };
    const future = await postAnswer(app, reference, ada.cookies, { ...acknowledged, answeredOn: tomorrow });
    assert.equal(future.statusCode, 400);
    const problem = `The date it was acknowledged must be a date (YYYY-MM-DD) no later than today, ${today()}`;
    assert.ok(
      future.body.includes(`<p class="field-problem" id="answer-acknowledged-answeredOn-problem">${problem}</p>`),
      future.body,
    );
    assert.ok(future.body.includes(`<li><a href="#answer-acknowledged-answeredOn">${problem}</a></li>`));
    assert.ok(future.body.includes('<details id="answer-acknowledged" open>'));
    assert.ok(
      future.body.includes(
        `<input id="answer-acknowledged-answeredOn" name="answeredOn" type="date" value="${tomorrow}" max="${today()}" required aria-invalid="true" aria-describedby="answer-acknowledged-answeredOn-problem">`,
      ),
    );

    const elsewhere = await postAnswer(
      app,
      reference,
      ada.cookies,
      { ...acknowledged, answeredOn: today() },
      "https://attacker.example",
    );
    assert.equal(elsewhere.statusCode, 403);
    assert.equal(elsewhere.body, "The desk accepts requests from its own pages only.\n");
    const signedOut = await postAnswer(app, reference, {}, { ...acknowledged, answeredOn: today() });
    assert.equal(signedOut.statusCode, 401);
    const ended = await postAnswer(
      app,
      reference,
      { [DESK_SESSION_COOKIE]: "not-a-session" },
      { ...acknowledged, answeredOn: today() },
    );
    assert.equal(ended.statusCode, 401);

    const unknown = await postAnswer(app, reference, ada.cookies, {
      ...acknowledged,
      kind: "praise",
      answeredOn: today(),
    });
    assert.equal(unknown.statusCode, 400);
    assert.ok(
      unknown.body.includes(
        `<li><a href="#answers">The insurer&#39;s answer on ${reference} was not recorded: choose what the insurer answered from the claim&#39;s page</a></li>`,
      ),
      unknown.body,
    );

    const stale = await postAnswer(app, reference, ada.cookies, { ...acknowledged, version: "1", answeredOn: today() });
    assert.equal(stale.statusCode, 409);
    assert.match(
      stale.body,
      new RegExp(`Ada Okafor changed ${reference} at .* WAT, after the version you saw; nothing of yours was saved\\.`),
    );
    assert.ok(stale.body.includes('<details id="answer-acknowledged" open>'));
    assert.deepEqual(answerRows(dataDir), []);
    assert.equal(
      app.desk.record.entries({ reference }).filter((entry) => entry.action === "recorded an answer from an insurer")
        .length,
      0,
    );
  });

  it("a query asks the customer for what it names, a loss adjuster moves it to assessment, an offer with its voucher to Offer made, and the payment to Settled", async () => {
    const { app, sink, dataDir, reference, ada } = await sentToLeadway();
    const query = await postAnswer(app, reference, ada.cookies, {
      version: "2",
      kind: "query",
      answeredOn: today(),
      documents: ["Repair estimate", "Driver's licence"],
      ask: "yes",
      tell: "yes",
    });
    assert.equal(query.statusCode, 303, query.body);
    const asked = await app.inject({ url: query.headers.location!, cookies: ada.cookies });
    assert.ok(
      asked.body.includes(
        '<p class="status" id="done" role="status" tabindex="-1">Recorded the query from Leadway Assurance; moved to Waiting for documents; the customer was e-mailed.</p>',
      ),
    );
    assert.equal(app.desk.progress.currentState(reference)!.step.key, "documents-requested");
    await until(() => sink.received.some((mail) => mail.text?.includes("Repair estimate")), "the query's e-mail");
    const tasks = await customerPage(app, sink, reference);
    assert.ok(tasks.includes('<p class="count">0 of 2 sent</p>'), tasks);
    assert.ok(tasks.includes('<h3 id="upload-1-name">Repair estimate</h3>'));
    assert.ok(tasks.includes('<h3 id="upload-2-name">Driver&#39;s licence</h3>'));

    const adjuster = await postAnswer(app, reference, ada.cookies, {
      version: "3",
      kind: "adjuster",
      answeredOn: today(),
      lossAdjuster: "Crawford & Company, Tunde Bakare",
      tell: "yes",
    });
    assert.equal(adjuster.statusCode, 303, adjuster.body);
    assert.equal(app.desk.progress.currentState(reference)!.step.key, "being-assessed");

    const notMoney = await postAnswer(app, reference, ada.cookies, {
      version: "4",
      kind: "offer",
      answeredOn: today(),
      amount: "one million",
    });
    assert.equal(notMoney.statusCode, 400);
    const problem = "The amount offered must be an amount in naira, like 250,000 or 250,000.50";
    assert.ok(notMoney.body.includes(`<li><a href="#answer-offer-amount">${problem}</a></li>`), notMoney.body);
    assert.ok(notMoney.body.includes(`<p class="field-problem" id="answer-offer-amount-problem">${problem}</p>`));

    await addVoucher(app, reference, ada.cookies);
    const form = await app.inject({ url: `/desk/submissions/${reference}`, cookies: ada.cookies });
    assert.ok(
      form.body.includes(
        '<select id="answer-offer-document" name="document"><option value="">Not yet</option><option value="0">police-report.pdf</option><option value="1" selected>discharge-voucher.pdf</option></select>',
      ),
      form.body,
    );
    const offer = await postAnswer(app, reference, ada.cookies, {
      version: "4",
      kind: "offer",
      answeredOn: today(),
      amount: "₦1,250,000",
      document: "1",
      tell: "yes",
    });
    assert.equal(offer.statusCode, 303, offer.body);
    const offered = await app.inject({ url: offer.headers.location!, cookies: ada.cookies });
    assert.ok(
      offered.body.includes(
        `<p>Ada Okafor recorded Leadway Assurance's answer of ${writtenDate(today())}: An offer.</p>\n\n<p>The discharge voucher: discharge-voucher.pdf</p>\n<p>It moved the claim to Offer made.</p>`,
      ),
      offered.body,
    );
    await until(() => sink.received.some((mail) => mail.text?.includes("Offered: ₦1,250,000")), "the offer's e-mail");
    const offeredPage = await customerPage(app, sink, reference);
    assert.ok(offeredPage.includes('<p class="current">Offer made</p>'));
    assert.ok(offeredPage.includes('<dl class="facts key"><dt>Offered</dt><dd>₦1,250,000</dd></dl>'), offeredPage);

    // The payment's amount is the offer's to start with.
    assert.ok(
      offered.body.includes(
        '<input id="answer-paid-amount" name="amount" type="text" inputmode="decimal" value="₦1,250,000" required>',
      ),
    );
    const paid = await postAnswer(app, reference, ada.cookies, {
      version: "5",
      kind: "paid",
      paidOn: today(),
      amount: "1,250,000",
      tell: "yes",
    });
    assert.equal(paid.statusCode, 303, paid.body);
    const state = app.desk.progress.currentState(reference)!;
    assert.equal(state.step.key, "settled");
    const settledPage = await customerPage(app, sink, reference);
    assert.ok(
      settledPage.includes(
        `<dl class="facts key"><dt>Paid</dt><dd>₦1,250,000</dd><dt>Paid on</dt><dd>${writtenDate(today())}</dd></dl>`,
      ),
      settledPage,
    );
    assert.deepEqual(
      answerRows(dataDir).map(({ kind, details, document, version }) => ({ kind, details, document, version })),
      [
        { kind: "query", details: `{"documents":["Repair estimate","Driver's licence"]}`, document: null, version: 3 },
        {
          kind: "adjuster",
          details: '{"lossAdjuster":"Crawford & Company, Tunde Bakare"}',
          document: null,
          version: 4,
        },
        { kind: "offer", details: '{"amount":125000000}', document: 1, version: 5 },
        { kind: "paid", details: `{"amount":125000000,"paidOn":"${today()}"}`, document: null, version: 6 },
      ],
    );

    // Settled is closed: no answer is offered, and one sent is refused.
    const closed = await app.inject({ url: `/desk/submissions/${reference}`, cookies: ada.cookies });
    assert.ok(!closed.body.includes("Record the insurer's answer"));
    const late = await postAnswer(app, reference, ada.cookies, {
      version: "6",
      kind: "declined",
      answeredOn: today(),
      reason: "Too late",
    });
    assert.equal(late.statusCode, 400);
    assert.ok(
      late.body.includes(
        `The insurer&#39;s answer on ${reference} was not recorded: it is Settled, which is closed: reopen it first`,
      ),
    );
    assert.equal(answerRows(dataDir).length, 4);
  });

  it("a decline closes the claim with its reason, told to the customer", async () => {
    const { app, sink, reference, ada } = await sentToLeadway();
    const declined = await postAnswer(app, reference, ada.cookies, {
      version: "2",
      kind: "declined",
      answeredOn: today(),
      reason: "The vehicle was used for hire, which the policy excludes",
      tell: "yes",
    });
    assert.equal(declined.statusCode, 303, declined.body);
    assert.equal(app.desk.progress.currentState(reference)!.step.key, "declined");
    const page = await customerPage(app, sink, reference);
    assert.ok(
      page.includes(
        '<dl class="facts key"><dt>Reason</dt><dd>The vehicle was used for hire, which the policy excludes</dd></dl>',
      ),
      page,
    );
  });

  it("are backed up and restored, exported for the person, and gone once the claim is erased", async () => {
    const { app, dataDir, reference, ada } = await sentToLeadway();
    await postAnswer(app, reference, ada.cookies, {
      version: "2",
      kind: "acknowledged",
      answeredOn: today(),
      insurerClaimNumber: "LW/MTR/2026/7781",
    });
    const answers = app.desk.answers.of(reference);

    const backupDir = tempDir("answers-backup-");
    await backup(app.db, dataDir, backupDir);
    const restoredDir = path.join(tempDir("answers-restored-"), "data");
    await restore(backupDir, restoredDir);
    const restored = openDatabase(restoredDir);
    assert.deepEqual(readInsurerAnswers(restored).of(reference), answers);
    restored.close();

    const exportDir = path.join(tempDir("answers-export-"), "out");
    await exportPerson(app.db, app.submissions, dataDir, "chinedu@example.com", exportDir);
    const [exported] = JSON.parse(fs.readFileSync(path.join(exportDir, "submissions.json"), "utf8")) as {
      desk: { insurerAnswers: unknown[] };
    }[];
    assert.deepEqual(exported!.desk.insurerAnswers, [
      {
        at: answers[0]!.recordedAt,
        by: "Ada Okafor",
        insurer: "Leadway Assurance",
        kind: "acknowledged",
        answeredOn: today(),
        details: { insurerClaimNumber: "LW/MTR/2026/7781" },
        movedTo: null,
      },
    ]);

    eraseSubmissions(app.db, dataDir, () => [reference], "the person's request", OPERATOR);
    assert.deepEqual(answerRows(dataDir), []);
    assert.deepEqual(app.desk.answers.of(reference), []);
  });
});
