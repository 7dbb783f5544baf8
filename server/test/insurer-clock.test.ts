/**
 * The insurer's clock on a claim, on a shifted clock (mock timers from Friday 27 November 2026 in Lagos): the
 * charter's working days over a weekend; the follow-up date by default (the day to acknowledge by, then after an
 * answer the day to offer by); staff's date, a day past refused; the queue's "Chase today", its count and its list
 * alike; "Chase the insurer", its e-mail at the SMTP sink in the pack's thread (subject, In-Reply-To, References,
 * To; the insurer's claim number once acknowledged), the record's line and the timeline's; a claim sent by hand,
 * chased afresh, or to an insurer the desk does not know, not chased; a pack downloaded for a portal, not e-mailed;
 * the pack's form offering the motor product's usual insurer first; both forms refused from another origin; exported
 * with the claim, and erased with it.
 */
import assert from "node:assert/strict";
import { after, before, describe, it, mock } from "node:test";
import type { FastifyInstance } from "fastify";
import type { ParsedMail } from "mailparser";
import { addWorkingDays, clockDates } from "../desk/insurer-clock";
import { deskHistoryOf } from "../data-lifecycle/desk-history";
import { eraseSubmissions } from "../data-lifecycle/erase";
import { claimPackSubject } from "../mail/claim-pack-mail";
import { DESK_SESSION_COOKIE } from "../session-cookies";
import { fileClaim, rowsOf } from "./claim-status-session";
import { ORIGIN, sessionCookieOf, signedInPerson, signInWith } from "./desk-session";
import { leadway } from "./leadway";
import { startService, until } from "./helpers";
import { startSmtpSink } from "./smtp-servers";

const aiico = { ...leadway, name: "AIICO Insurance", claimsEmails: ["claims@aiico.example"] };

/** 10:00 in Lagos on a day of the test's. */
const lagosMorning = (date: string) => new Date(`${date}T09:00:00Z`);

function formBody(fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return body.toString();
}

const addressesOf = (field: ParsedMail["to"]) =>
  field && !Array.isArray(field) ? field.value.map(({ address }) => address) : [];

describe("working days", () => {
  it("skip Saturday and Sunday, and the charter's dates count from the day sent", () => {
    assert.equal(addWorkingDays("2026-11-27", 2), "2026-12-01");
    assert.equal(addWorkingDays("2026-11-26", 2), "2026-11-30");
    assert.equal(addWorkingDays("2026-11-28", 1), "2026-11-30");
    assert.equal(addWorkingDays("2026-11-23", 5), "2026-11-30");
    const charter = { acknowledgeWorkingDays: 2, offerDays: 30 };
    assert.deepEqual(clockDates({ sentOn: "2026-11-27", firstSentOn: "2026-11-20", acknowledged: false, charter }), {
      acknowledgeBy: "2026-12-01",
      offerBy: "2026-12-27",
      actBy: "2027-01-19",
    });
  });
});

describe("the insurer's clock on a claim", () => {
  let app: FastifyInstance;
  let dataDir: string;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let ada: Awaited<ReturnType<typeof signedInPerson>>;
  let cookies: Record<string, string>;
  let reference: string;

  /** Moves the service's clock to 10:00 in Lagos on `date`, and signs Ada in again (her session idled out). */
  async function shiftTo(date: string) {
    mock.timers.setTime(lagosMorning(date).getTime());
    const session = sessionCookieOf(await signInWith(app, ada.passkey));
    assert.ok(session);
    cookies = { [DESK_SESSION_COOKIE]: session };
  }

  /** A page's HTML with its escaped apostrophes as the reader sees them. */
  const read = (html: string) => html.replaceAll("&#39;", "'");
  const page = async (ref = reference) => read((await app.inject({ url: `/desk/submissions/${ref}`, cookies })).body);
  const post = (path: string, fields: Record<string, string | string[]> = {}, origin = ORIGIN) =>
    app.inject({
      method: "POST",
      url: `/desk/submissions/${path}`,
      cookies,
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      payload: formBody(fields),
    });
  const queue = async (query = "") => (await app.inject({ url: `/desk/${query}`, cookies })).body;
  const followUps = () =>
    rowsOf<{ reference: string; follow_up_on: string; set_by: string }>(
      dataDir,
      `SELECT reference, follow_up_on, set_by FROM claim_follow_ups
       JOIN submissions ON submissions.id = claim_follow_ups.submission_id ORDER BY reference`,
    );
  const recordLines = (ref: string) =>
    rowsOf<{ what: string }>(
      dataDir,
      `SELECT what FROM desk_record WHERE reference = '${ref}' AND action = 'changed' ORDER BY id`,
    ).map(({ what }) => what);

  /** The claims filed after the first, oldest first: by hand, to an unknown insurer, for a portal. */
  const claimsSince = () =>
    rowsOf<{ reference: string }>(dataDir, "SELECT reference FROM submissions ORDER BY id LIMIT -1 OFFSET 1").map(
      (row) => row.reference,
    );

  async function claimInReview() {
    const filed = await fileClaim(app);
    assert.ok(app.desk.progress.moveStep(filed, "in-review", {}, {}, 0, { staffId: ada.person.id, address: "::1" }).ok);
    return filed;
  }

  before(async () => {
    // Friday 27 November 2026, 10:00 in Lagos.
    mock.timers.enable({ apis: ["Date"], now: lagosMorning("2026-11-27") });
    sink = await startSmtpSink();
    ({ app, dataDir } = await startService({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_RETRY_BASE_MS: "50",
      MAIL_POLL_MS: "25",
    }));
    ada = await signedInPerson(app, "ada@cowryshield.com.ng", "Ada Okafor");
    cookies = ada.cookies;
    assert.equal(typeof app.desk.insurers.add(leadway), "object");
    const usual = app.desk.insurers.add(aiico);
    assert.ok(typeof usual === "object");
    app.desk.insurers.setProducts(usual.id, ["motor-insurance"], ["motor-insurance"]);
    reference = await claimInReview();
  });
  after(async () => {
    mock.timers.reset();
    await app.close();
    await sink.close();
  });

  it("offers the motor product's usual insurer first on the pack's form, then sends the pack with the charter's day to follow up", async () => {
    const form = await page();
    const aiicoId = String(app.desk.insurers.list().find(({ name }) => name === aiico.name)!.id);
    const leadwayId = String(app.desk.insurers.list().find(({ name }) => name === leadway.name)!.id);
    assert.ok(
      form.includes(
        `<optgroup label="Usual for this claim's product"><option value="${aiicoId}">AIICO Insurance</option></optgroup><optgroup label="Other insurers"><option value="${leadwayId}">Leadway Assurance</option></optgroup>`,
      ),
      form,
    );
    const sent = await post(`${reference}/pack`, { version: "1", insurer: leadwayId, document: "0", note: "" });
    assert.equal(sent.statusCode, 303, sent.body);
    assert.deepEqual(followUps(), [{ reference, follow_up_on: "2026-12-01", set_by: "sent" }]);
    const body = await page();
    assert.ok(body.includes('<h3 id="clock" tabindex="-1">The insurer\'s clock</h3>'), body);
    assert.ok(body.includes("<dt>With the insurer</dt><dd>0 days</dd>"));
    assert.ok(body.includes("<dt>To acknowledge</dt><dd>2 working days: by Tuesday 1 December 2026</dd>"));
    assert.ok(body.includes("<dt>To make an offer</dt><dd>30 days: by Sunday 27 December 2026</dd>"));
    assert.ok(
      body.includes(
        "<dt>The Act's 60 days</dt><dd>0 of 60 since it first went to an insurer, 60 days left (Tuesday 26 January 2027)</dd>",
      ),
    );
    assert.ok(
      body.includes("<dt>Follow up on</dt><dd>Tuesday 1 December 2026 (the charter's day to acknowledge)</dd>"),
    );
    assert.ok((await queue()).includes('<a href="/desk/?only=chase-today"><strong>0</strong> to chase today</a>'));
  });

  it("puts the claim in Chase today on its follow-up date, over the weekend, in the count and the list alike", async () => {
    await shiftTo("2026-11-30");
    assert.ok((await queue()).includes('<a href="/desk/?only=chase-today"><strong>0</strong> to chase today</a>'));
    assert.ok((await queue("?only=chase-today")).includes("<p>Nothing open matches these filters.</p>"));
    await shiftTo("2026-12-01");
    assert.ok((await queue()).includes('<a href="/desk/?only=chase-today"><strong>1</strong> to chase today</a>'));
    const list = await queue("?only=chase-today");
    assert.ok(list.includes(`<a href="/desk/submissions/${reference}">${reference}</a>`), list);
    assert.ok(list.includes('<p class="count">1 open submission</p>'), list);
    assert.ok((await page()).includes("<dt>With the insurer</dt><dd>4 days</dd>"));
  });

  it("chases the insurer in the pack's thread, records it, and moves the follow-up on 3 working days", async () => {
    assert.equal((await post(`${reference}/chase`, {}, "https://elsewhere.example")).statusCode, 403);
    assert.equal(
      (await post(`${reference}/follow-up`, { followUpOn: "2026-12-09" }, "https://elsewhere.example")).statusCode,
      403,
    );
    assert.deepEqual(followUps(), [{ reference, follow_up_on: "2026-12-01", set_by: "sent" }]);
    const chased = await post(`${reference}/chase`);
    assert.equal(chased.statusCode, 303, chased.body);
    assert.equal(chased.headers.location, `/desk/submissions/${reference}?clock=chased#done`);
    const submission = app.submissions.byReference(reference)!;
    const subject = claimPackSubject(submission);
    const chases = () => sink.received.filter((mail) => mail.messageId?.includes(".chase-"));
    await until(() => chases().length === 1, "the chase's e-mail");
    const [mail] = chases();
    const ofPack = () => sink.received.find((one) => one.messageId?.includes(".pack-"));
    await until(() => ofPack() !== undefined, "the pack's e-mail");
    const pack = ofPack()!;
    assert.equal(mail!.subject, subject);
    assert.equal(pack.messageId, `<${reference}.pack-1.1-of-1@cowryshield.com.ng>`);
    assert.equal(mail!.inReplyTo, pack.messageId);
    assert.equal(mail!.references, pack.messageId);
    assert.deepEqual(addressesOf(mail!.to), leadway.claimsEmails);
    assert.ok(mail!.text!.includes("sent you this claim 4 days ago"), mail!.text);
    assert.ok(mail!.text!.includes(`Broker's reference: ${reference}`));
    assert.ok(mail!.text!.includes("Claims officer: Ada Okafor"));
    assert.ok(mail!.text!.includes(`- ${reference} cover sheet.pdf (the cover sheet)\n- police-report.pdf (PDF`));
    assert.ok(!mail!.text!.includes("Your claim number"));
    assert.deepEqual(followUps(), [{ reference, follow_up_on: "2026-12-04", set_by: "chased" }]);
    assert.equal(
      recordLines(reference).at(-1),
      "chased Leadway Assurance (chase 1, in claim pack 1's thread, to claims@leadway.example, motorclaims@leadway.example); follow-up moved to 2026-12-04",
    );
    const body = await page(`${reference}?clock=chased`);
    assert.ok(
      body.includes(
        '<p class="status" id="done" role="status" tabindex="-1">Chased Leadway Assurance; the next follow-up is Friday 4 December 2026.</p>',
      ),
    );
    assert.ok(
      body.includes(
        "<p>Ada Okafor chased Leadway Assurance, at claims@leadway.example, motorclaims@leadway.example, in the claim pack's e-mail thread, 4 days after the claim was sent.</p>\n<p>Next follow-up: Friday 4 December 2026.</p>",
      ),
      body,
    );
    assert.ok((await queue()).includes('<a href="/desk/?only=chase-today"><strong>0</strong> to chase today</a>'));
    const again = await post(`${reference}/chase`);
    assert.equal(again.statusCode, 400);
    assert.ok(
      read(again.body).includes(
        "Leadway Assurance was chased today already; the next follow-up is Friday 4 December 2026",
      ),
    );
    assert.equal(chases().length, 1);
  });

  it("moves the follow-up to the day to offer by once the insurer acknowledges, and takes staff's date, never a day past", async () => {
    await shiftTo("2026-12-02");
    const acknowledged = await post(`${reference}/answers`, {
      kind: "acknowledged",
      version: "2",
      answeredOn: "2026-12-02",
      insurerClaimNumber: "LWA/MTR/2026/0912",
    });
    assert.equal(acknowledged.statusCode, 303, acknowledged.body);
    assert.deepEqual(followUps(), [{ reference, follow_up_on: "2026-12-27", set_by: "answered" }]);
    assert.ok(
      (await page()).includes("<dt>To acknowledge</dt><dd>2 working days: by Tuesday 1 December 2026, done</dd>"),
    );

    const past = await post(`${reference}/follow-up`, { followUpOn: "2026-12-01" });
    assert.equal(past.statusCode, 400);
    assert.ok(
      read(past.body).includes(
        '<p class="field-problem" id="follow-up-on-problem">The follow-up date must be today or later: Tuesday 1 December 2026 has passed</p>',
      ),
      past.body,
    );
    assert.ok(past.body.includes('<a href="#follow-up-on">The follow-up date must be today or later'));
    assert.deepEqual(followUps(), [{ reference, follow_up_on: "2026-12-27", set_by: "answered" }]);

    const set = await post(`${reference}/follow-up`, { followUpOn: "2026-12-03" });
    assert.equal(set.statusCode, 303, set.body);
    assert.equal(set.headers.location, `/desk/submissions/${reference}?clock=follow-up#done`);
    assert.deepEqual(followUps(), [{ reference, follow_up_on: "2026-12-03", set_by: "staff" }]);
    assert.equal(recordLines(reference).at(-1), "set the follow-up date with Leadway Assurance to 2026-12-03");
    assert.ok((await page()).includes("<dt>Follow up on</dt><dd>Thursday 3 December 2026 (chosen by Ada Okafor)</dd>"));
  });

  it("chases again on staff's date with the insurer's claim number", async () => {
    await shiftTo("2026-12-03");
    assert.ok((await queue()).includes('<a href="/desk/?only=chase-today"><strong>1</strong> to chase today</a>'));
    assert.equal((await post(`${reference}/chase`)).statusCode, 303);
    const chases = () => sink.received.filter((mail) => mail.messageId?.includes(".chase-"));
    await until(() => chases().length === 2, "the second chase's e-mail");
    const text = chases()[1]!.text!;
    assert.ok(text.includes("Your claim number: LWA/MTR/2026/0912"), text);
    assert.ok(text.includes("sent you this claim 6 days ago"), text);
    assert.deepEqual(followUps(), [{ reference, follow_up_on: "2026-12-08", set_by: "chased" }]);
  });

  it("chases a claim sent by hand with a fresh e-mail to the insurer, and offers no chase for an insurer not on the desk", async () => {
    const byHand = await claimInReview();
    const moved = await post(`${byHand}/move`, { step: "with-insurer", version: "1", insurer: "Leadway Assurance" });
    assert.equal(moved.statusCode, 303, moved.body);
    assert.deepEqual(
      followUps().find((row) => row.reference === byHand),
      { reference: byHand, follow_up_on: "2026-12-07", set_by: "sent" },
    );
    assert.ok((await page(byHand)).includes("(moved there by hand)"));
    assert.equal((await post(`${byHand}/chase`)).statusCode, 303);
    const fresh = () => sink.received.filter((mail) => mail.messageId === `<${byHand}.chase-3@cowryshield.com.ng>`);
    await until(() => fresh().length === 1, "the fresh chase");
    assert.equal(fresh()[0]!.inReplyTo, undefined);
    assert.deepEqual(addressesOf(fresh()[0]!.to), leadway.claimsEmails);

    const unknown = await claimInReview();
    assert.equal(
      (await post(`${unknown}/move`, { step: "with-insurer", version: "1", insurer: "Mutual Benefits" })).statusCode,
      303,
    );
    const body = await page(unknown);
    assert.ok(
      body.includes(
        "Mutual Benefits is not on the desk's insurers: add it with its claims address to chase it by e-mail.",
      ),
    );
    assert.ok(!body.includes("Chase the insurer</button>"));
    assert.equal((await post(`${unknown}/chase`)).statusCode, 400);
  });

  it("makes a pack for an insurer's portal without e-mailing it, and the timeline says so", async () => {
    const forPortal = await claimInReview();
    const leadwayId = String(app.desk.insurers.list().find(({ name }) => name === leadway.name)!.id);
    const sent = await post(`${forPortal}/pack`, {
      version: "1",
      insurer: leadwayId,
      document: "0",
      note: "",
      delivery: "portal",
    });
    assert.equal(sent.statusCode, 303, sent.body);
    const outbox = rowsOf<{ message: string }>(
      dataDir,
      `SELECT message FROM outbox JOIN submissions ON submissions.id = outbox.submission_id
       WHERE reference = '${forPortal}' ORDER BY outbox.id`,
    ).map(({ message }) => message);
    assert.deepEqual(outbox.sort(), ["receipt", "staff"]);
    const body = await page(forPortal);
    assert.ok(
      body.includes(
        "<p>Ada Okafor made a claim pack for Leadway Assurance's portal, to download and upload there.</p>",
      ),
      body,
    );
    assert.ok(body.includes("<p>Not e-mailed: downloaded for the portal.</p>"));
    assert.ok(body.includes("(by claim pack, for its portal)"));
    assert.ok(body.includes("a new e-mail, to claims@leadway.example, motorclaims@leadway.example"));
    assert.match(
      recordLines(forPortal).at(-1)!,
      /^made claim pack \d+ for Leadway Assurance's portal, not e-mailed: the cover sheet and 1 document in a zip$/,
    );
    const zip = await app.inject({ url: `/desk/submissions/${forPortal}/packs/2/download`, cookies });
    assert.equal(zip.statusCode, 200);
    assert.equal(zip.headers["content-type"], "application/zip");
  });

  it("starts the move back to With the insurer with the acknowledged claim number, and follows up a claim back with the insurer on the day to offer by", async () => {
    const forPortal = claimsSince()[2];
    assert.ok(forPortal);
    const acknowledged = await post(`${forPortal}/answers`, {
      kind: "acknowledged",
      version: "2",
      answeredOn: "2026-12-03",
      insurerClaimNumber: "LWA/MTR/2026/1000",
    });
    assert.equal(acknowledged.statusCode, 303, acknowledged.body);
    const asked = await post(`${forPortal}/move`, {
      step: "documents-requested",
      version: "2",
      documents: "Repair estimate",
    });
    assert.equal(asked.statusCode, 303, asked.body);
    assert.ok(
      (await page(forPortal)).includes(
        '<input id="move-with-insurer-insurerClaimNumber" name="insurerClaimNumber" type="text" value="LWA/MTR/2026/1000">',
      ),
    );
    // Back to the adjuster by hand: acknowledged, so the follow-up is the charter's day to offer by.
    const back = await post(`${forPortal}/move`, { step: "being-assessed", version: "3", lossAdjuster: "" });
    assert.equal(back.statusCode, 303, back.body);
    assert.deepEqual(
      followUps().find((row) => row.reference === forPortal),
      { reference: forPortal, follow_up_on: "2027-01-02", set_by: "answered" },
    );
  });

  it("exports the chases and the follow-up date with the claim, and erases them with it", () => {
    const history = deskHistoryOf(app.db)(reference);
    assert.deepEqual(
      history.insurerChases.map(({ inThreadOfPack, insurerClaimNumber, daysWithInsurer, followUpOn }) => ({
        inThreadOfPack,
        insurerClaimNumber,
        daysWithInsurer,
        followUpOn,
      })),
      [
        { inThreadOfPack: 1, insurerClaimNumber: null, daysWithInsurer: 4, followUpOn: "2026-12-04" },
        { inThreadOfPack: 1, insurerClaimNumber: "LWA/MTR/2026/0912", daysWithInsurer: 6, followUpOn: "2026-12-08" },
      ],
    );
    assert.deepEqual(history.followUpWithInsurer && { ...history.followUpWithInsurer, setAt: undefined }, {
      on: "2026-12-08",
      setBy: "chased",
      staffName: "Ada Okafor",
      setAt: undefined,
    });
    eraseSubmissions(app.db, dataDir, () => [reference], "asked by the customer", { actor: "service" });
    assert.deepEqual(
      rowsOf(dataDir, `SELECT * FROM claim_follow_ups WHERE submission_id NOT IN (SELECT id FROM submissions)`),
      [],
    );
    assert.deepEqual(rowsOf(dataDir, "SELECT * FROM insurer_chases WHERE pack_id = 1"), []);
  });
});
