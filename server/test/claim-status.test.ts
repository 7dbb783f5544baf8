/**
 * The customer's claim status: the lookup's one answer either way, its limit per address, the cap on a claim's
 * link e-mails that no wrong address counts toward, the e-mailed link (single use, 24 hours, not spent by a GET),
 * the session it opens, the claim's page, "Close my claim page", and a used link opened again in the session it
 * opened.
 */
import { lagosDate, writtenDate } from "../mail/lagos-time";
import type { FastifyInstance } from "fastify";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { after, describe, it } from "node:test";
import { LOOKED_UP_TEXT } from "../claim-status/pages/lookup-pages";
import { CLOSED_TEXT, LINK_NOT_USABLE_TEXT, SESSION_ENDED_TEXT, SHOW_MY_CLAIM } from "../claim-status/pages/link-pages";
import { CLOSE_MY_CLAIM_PAGE } from "../claim-status/pages/status-page";
import { CLAIM_SESSION_COOKIE } from "../session-cookies";
import { eraseSubmissions } from "../data-lifecycle/erase";
import { STATUS_LINKS_PER_HOUR } from "../storage/claim-status/status-links";
import { rateLimitKey } from "../plugins/rate-limit";
import { DESK_CSP, DESK_STYLE_SOURCE } from "../routes/desk/desk-headers";
import { UPLOAD_LOADER_SOURCE } from "../claim-status/pages/upload-script";
import { MESSAGE_COUNTER_SOURCE } from "../claim-status/pages/message-counter";
import { OPERATOR, startService, until, validClaimFields, validQuote, type LogEntry } from "./helpers";
import {
  cookieOf,
  fileClaim,
  FORM_POST,
  linkFromMail,
  linkMails,
  lookUp,
  ORIGIN,
  rowsOf,
  sessionOn,
  showMyClaim,
  textOf,
} from "./claim-status-session";
import { serviceMailingToSink } from "./mailing-service";

describe("Finding one's claim", () => {
  it("answers a match and a miss with the same page and status, and e-mails a link only on a match", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const miss = await lookUp(app, reference, "someone.else@example.com");
    const match = await lookUp(app, ` ${reference.toLowerCase()} `, "  CHINEDU@Example.com ");
    const unknown = await lookUp(app, "CLM-2026-999999", "chinedu@example.com");
    for (const response of [miss, match, unknown]) {
      assert.equal(response.statusCode, 303);
      assert.equal(response.headers.location, "/claim-status/sent");
      assert.equal(response.body, "");
    }
    assert.deepEqual(
      linkMails(dataDir).map((row) => row.recipient),
      ["chinedu@example.com"],
    );
    // The same work either way: each lookup, a miss too, is recorded and committed.
    assert.equal(rowsOf(dataDir, "SELECT * FROM status_lookups").length, 3);
    const sent = await app.inject({ method: "GET", url: "/claim-status/sent" });
    assert.equal(sent.statusCode, 200);
    assert.ok(sent.body.includes(`<p>${LOOKED_UP_TEXT}</p>`));
    assert.equal(
      LOOKED_UP_TEXT,
      "If that reference belongs to a claim made with that e-mail address, we have sent a link to it. The link works for 24 hours.",
    );

    const { mail, token } = await linkFromMail(sink, 1);
    assert.equal(mail.subject, `Your link to claim ${reference}`);
    assert.equal(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : "", "chinedu@example.com");
    assert.match(mail.text ?? "", new RegExp(`^${ORIGIN}/claim-status/link\\?token=[\\w-]{43}$`, "m"));
    assert.ok((mail.html || "").includes(`href="${ORIGIN}/claim-status/link?token=${token}"`));
    assert.doesNotMatch(mail.html || "", /src="https?:/);
  });

  it("says 'Check your e-mail' with the address typed, how long to wait and the claims hotline, the address in no address or log", async () => {
    const logs: LogEntry[] = [];
    const { app } = await startService({ RATE_LIMIT_MAX: "100" }, { logs });
    after(() => app.close());
    const reference = await fileClaim(app);
    const answers = [
      await lookUp(app, reference, " CHINEDU@Example.com "),
      await lookUp(app, "CLM-2026-999999", "amaka@example.com"),
      await lookUp(app, "CLM-2026-999998", '"<b>amaka</b>"; Path=/@example.com'),
    ];
    assert.deepEqual(
      answers.map((answer) => [answer.statusCode, answer.headers.location, answer.headers["set-cookie"]]),
      ["CHINEDU@Example.com", "amaka@example.com", "%22%3Cb%3Eamaka%3C%2Fb%3E%22%3B%20Path%3D%2F%40example.com"].map(
        (address) => [
          303,
          "/claim-status/sent",
          `claim_status_looked_up=${address}; Max-Age=600; Path=/claim-status/sent; HttpOnly; Secure; SameSite=Lax`,
        ],
      ),
    );
    const sent = await app.inject({
      method: "GET",
      url: "/claim-status/sent",
      cookies: { claim_status_looked_up: answers[0]!.cookies[0]!.value },
    });
    assert.equal(sent.statusCode, 200);
    assert.equal(sent.headers["cache-control"], "no-store");
    assert.equal(
      textOf(sent.body.slice(sent.body.indexOf("<main>"))),
      [
        "Check your e-mail",
        "If that reference belongs to a claim made with CHINEDU@Example.com, we have sent a link to it there. The link works for 24 hours.",
        "It usually comes within a few minutes. Nothing after 10 minutes? Check your spam folder, or try again with the reference and address on your receipt.",
        "Or call our claims hotline, 0802 555 0199 : we can tell you where your claim stands.",
      ].join(" "),
    );
    assert.ok(sent.body.includes('<a href="tel:+2348025550199">0802 555 0199</a>'));
    // Its cookie gone (ten minutes on, or another browser), the page says the same without the address.
    const without = await app.inject({ method: "GET", url: "/claim-status/sent" });
    assert.ok(without.body.includes(`<p>${LOOKED_UP_TEXT}</p>`));
    // An address written as markup is only words.
    const hostile = await app.inject({
      method: "GET",
      url: "/claim-status/sent",
      headers: { cookie: answers[2]!.headers["set-cookie"]!.toString().split(";")[0]! },
    });
    assert.ok(hostile.body.includes("made with &quot;&lt;b&gt;amaka&lt;/b&gt;&quot;; Path=/@example.com, we have"));
    assert.ok(logs.length > 0);
    assert.doesNotMatch(JSON.stringify(logs), /chinedu|amaka/i);
  });

  it("answers JSON the same either way to a client that is not a browser's form post", async () => {
    const { app, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const answers = await Promise.all(
      ["chinedu@example.com", "wrong@example.com"].map((email) =>
        app.inject({ method: "POST", url: "/api/claim-status-links", payload: { reference, email } }),
      ),
    );
    assert.deepEqual(
      answers.map((answer) => [answer.statusCode, answer.json<unknown>()]),
      [
        [202, { message: LOOKED_UP_TEXT }],
        [202, { message: LOOKED_UP_TEXT }],
      ],
    );
    assert.equal(linkMails(dataDir).length, 1);
  });

  it("never sends a link for a quote request's reference", async () => {
    const { app, dataDir } = await serviceMailingToSink();
    const quote = await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote });
    const { reference } = quote.json<{ reference: string }>();
    const answer = await lookUp(app, reference, validQuote.email);
    assert.equal(answer.statusCode, 303);
    assert.deepEqual(linkMails(dataDir), []);
  });

  it("asks for both fields when one is missing", async () => {
    const { app } = await serviceMailingToSink();
    const answer = await lookUp(app, "", "chinedu@example.com");
    assert.equal(answer.statusCode, 400);
    assert.match(textOf(answer.body), /Enter both your claim reference and the e-mail address you used on the claim\./);
  });

  it("answers 429 past the limit of one address, and e-mails nothing past it", async () => {
    const { app, dataDir } = await serviceMailingToSink({ RATE_LIMIT_MAX: "3" });
    const reference = await fileClaim(app);
    const answers = [];
    // Each a different reference, so only the address's limit applies; the last one matches.
    for (let n = 1; n <= 3; n += 1) answers.push(await lookUp(app, `CLM-2026-00000${n}0`, "x@example.com", "10.0.0.7"));
    const past = await lookUp(app, reference, "chinedu@example.com", "10.0.0.7");
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [303, 303, 303],
    );
    assert.equal(past.statusCode, 429);
    // The window is RATE_LIMIT_WINDOW_MS's default, 10 minutes: the wait it says, not an hour.
    assert.ok(
      past.body.includes(
        "<p>There have been too many lookups from this connection for now. Please wait 10 minutes, then try again.</p>",
      ),
    );
    assert.deepEqual(linkMails(dataDir), []);
    // Another address is not held back.
    assert.equal((await lookUp(app, reference, "chinedu@example.com", "10.0.0.8")).statusCode, 303);
    assert.equal(linkMails(dataDir).length, 1);
  });

  it("counts an IPv6 /64 as one address, and an IPv4-mapped IPv6 address as its IPv4 one", async () => {
    const { app } = await serviceMailingToSink({ RATE_LIMIT_MAX: "3" });
    const statuses = async (addresses: string[]) => {
      const answers = [];
      for (const [n, address] of addresses.entries()) {
        answers.push(
          (await lookUp(app, `CLM-2026-1${String(n).padStart(5, "0")}`, "x@example.com", address)).statusCode,
        );
      }
      return answers;
    };
    assert.deepEqual(
      await statuses([
        "2001:db8:1:2::a",
        "2001:db8:1:2:ffff:ffff:ffff:ffff",
        "2001:0db8:0001:0002::3",
        "2001:db8:1:2::4",
      ]),
      [303, 303, 303, 429],
    );
    assert.deepEqual(await statuses(["2001:db8:1:3::a"]), [303]);
    assert.deepEqual(await statuses(["10.0.0.7", "::ffff:10.0.0.7", "::ffff:a00:7", "10.0.0.7"]), [303, 303, 303, 429]);
    assert.deepEqual(await statuses(["10.0.0.8"]), [303]);
  });

  it("names the address a limit counts: IPv4 as it is, IPv6 by its /64, IPv4-mapped IPv6 as IPv4", () => {
    assert.deepEqual(
      [
        "192.0.2.1",
        "::ffff:192.0.2.1",
        "::FFFF:c000:201",
        "2001:db8::1",
        "2001:DB8:0:0:ffff::1",
        "2001:db8:aa:bb:cc:dd:ee:ff",
        "fe80::1%eth0",
        "::",
        "::1",
        "64:ff9b::192.0.2.1",
        "unknown",
      ].map(rateLimitKey),
      [
        "192.0.2.1",
        "192.0.2.1",
        "192.0.2.1",
        "2001:db8:0:0::/64",
        "2001:db8:0:0::/64",
        "2001:db8:aa:bb::/64",
        "fe80:0:0:0::/64",
        "0:0:0:0::/64",
        "0:0:0:0::/64",
        "64:ff9b:0:0::/64",
        "unknown",
      ],
    );
  });
});

describe("A reference's e-mails", () => {
  it("never counts a wrong address against the owner: lookups past any number are answered alike, and the owner's sends", async () => {
    const { app, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    for (let n = 0; n < 3 * STATUS_LINKS_PER_HOUR; n += 1) {
      const guess = await lookUp(app, reference, `guess${n}@example.com`, `10.0.1.${n}`);
      assert.equal(guess.statusCode, 303);
      assert.equal(guess.headers.location, "/claim-status/sent");
    }
    assert.deepEqual(linkMails(dataDir), []);
    const owner = await lookUp(app, reference, "chinedu@example.com", "10.0.2.1");
    assert.equal(owner.statusCode, 303);
    assert.equal(owner.headers.location, "/claim-status/sent");
    assert.deepEqual(
      linkMails(dataDir).map(({ recipient }) => recipient),
      ["chinedu@example.com"],
    );
  });

  it(`sends at most ${STATUS_LINKS_PER_HOUR} links of one claim an hour, answering a match past them as any lookup`, async () => {
    const { app, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const other = await fileClaim(app, { email: "amaka@example.com" });
    const answers = [];
    for (let n = 0; n < STATUS_LINKS_PER_HOUR + 2; n += 1) {
      answers.push(await lookUp(app, reference, "chinedu@example.com", `10.0.3.${n}`));
    }
    assert.deepEqual(
      answers.map((answer) => [answer.statusCode, answer.headers.location, answer.body]),
      Array(STATUS_LINKS_PER_HOUR + 2).fill([303, "/claim-status/sent", ""]),
    );
    const links = () =>
      rowsOf<{ claim: number }>(dataDir, "SELECT submission_id AS claim FROM status_links ORDER BY id").map(
        ({ claim }) => claim,
      );
    const first = Array<number>(STATUS_LINKS_PER_HOUR).fill(1);
    assert.deepEqual(links(), first);
    assert.equal(linkMails(dataDir).length, STATUS_LINKS_PER_HOUR);
    // Another claim has links of its own to send.
    assert.equal((await lookUp(app, other, "amaka@example.com", "10.0.4.1")).statusCode, 303);
    assert.deepEqual(links(), [...first, 2]);
    // An hour after the first, the claim's links may go again.
    app.statusLinks.lookUp(reference, "chinedu@example.com", new Date(Date.now() + 3_600_000 + 1_000));
    assert.deepEqual(links(), [...first, 2, 1]);
  });
});

describe("The link and the claim's page", () => {
  it("is not spent by opening it, is spent once by 'Show my claim', and leaves no token in the address", async () => {
    const { app, sink } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    await lookUp(app, reference, "chinedu@example.com");
    const { token } = await linkFromMail(sink, 1);

    for (let n = 0; n < 2; n += 1) {
      const opened = await app.inject({ method: "GET", url: `/claim-status/link?token=${token}` });
      assert.equal(opened.statusCode, 200);
      assert.equal(cookieOf(opened), undefined);
      assert.ok(opened.body.includes('<form method="post" action="/claim-status/link">'));
      assert.ok(opened.body.includes(`<input type="hidden" name="token" value="${token}">`));
      assert.ok(opened.body.includes(`<button type="submit">${SHOW_MY_CLAIM}</button>`));
    }

    const shown = await showMyClaim(app, token);
    assert.equal(shown.statusCode, 303);
    assert.equal(shown.headers.location, `/claim-status/claims/${reference}`);
    const cookie = cookieOf(shown)!;
    assert.deepEqual(
      { ...cookie, value: undefined },
      {
        name: CLAIM_SESSION_COOKIE,
        value: undefined,
        path: "/",
        httpOnly: true,
        secure: true,
        sameSite: "Strict",
      },
    );
    assert.match(cookie.value, /^[\w-]{43}$/);

    const cookies = { [CLAIM_SESSION_COOKIE]: cookie.value };
    for (let reload = 0; reload < 2; reload += 1) {
      const page = await app.inject({ method: "GET", url: `/claim-status/claims/${reference}`, cookies });
      assert.equal(page.statusCode, 200);
      assert.equal(page.headers["cache-control"], "no-store");
      assert.equal(page.headers["x-robots-tag"], "noindex");
      // Nothing is asked of the customer at this step: no upload, so no upload script; the one script is the
      // message form's character count.
      assert.deepEqual(
        [...page.body.matchAll(/<script[^>]*>/g)].map(([tag]) => tag),
        ["<script>"],
      );
      assert.match(
        String(page.headers["content-security-policy"]),
        /^default-src 'none'; script-src 'self' 'sha256-[\w+/]{43}=' 'sha256-[\w+/]{43}='; style-src 'sha256-[\w+/]{43}='; /,
      );
    }

    for (const again of [
      await showMyClaim(app, token),
      await app.inject({ method: "GET", url: `/claim-status/link?token=${token}` }),
    ]) {
      assert.equal(again.statusCode, 410);
      assert.equal(cookieOf(again), undefined);
      assert.ok(again.body.includes(`<p>${LINK_NOT_USABLE_TEXT}</p>`));
      assert.ok(again.body.includes('<a href="/claims/status/">Send me a new link</a>'));
    }
  });

  it("is spent only from its own page: another site's post is refused (403) and leaves it usable", async () => {
    const { app, sink } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    await lookUp(app, reference, "chinedu@example.com");
    const { token } = await linkFromMail(sink, 1);

    for (const origin of ["https://evil.example", undefined]) {
      const headers = { ...FORM_POST, origin };
      if (origin === undefined) delete headers.origin;
      const forged = await app.inject({
        method: "POST",
        url: "/claim-status/link",
        headers,
        payload: `token=${token}`,
      });
      assert.equal(forged.statusCode, 403);
      assert.equal(forged.body, "The claim status pages accept requests from their own pages only.\n");
      assert.equal(cookieOf(forged), undefined);
    }
    assert.equal((await showMyClaim(app, token)).statusCode, 303);
  });

  it("works for 24 hours only", async () => {
    const { app, sink } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const asked = new Date();
    await lookUp(app, reference, "chinedu@example.com");
    const { token } = await linkFromMail(sink, 1);
    const { statusLinks: links } = app;
    const hours = (n: number) => new Date(asked.getTime() + n * 3_600_000);
    assert.notEqual(links.check(token, hours(23.9)), "not usable");
    assert.equal(links.check(token, hours(24.1)), "not usable");
    assert.equal(links.use(token, hours(24.1)), undefined);
    assert.equal(typeof links.use(token, hours(23.9)), "number");
  });

  it("shows the claim's page in the customer's words, with steps, messages and documents, and nothing else", async () => {
    const { app, sink } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const ada = app.desk.staff.add("ada@cowryshield.com.ng", "Ada Okafor", new Date())!;
    const by = { staffId: ada.id, address: "127.0.0.1" };
    const { progress } = app.desk;
    const at = (iso: string) => new Date(iso);
    assert.equal(progress.moveStep(reference, "in-review", {}, undefined, 0, by, at("2026-11-20T09:00:00Z")).ok, true);
    assert.equal(progress.addNote(reference, "Internal: call the garage", 1, by, at("2026-11-20T10:00:00Z")).ok, true);
    assert.equal(progress.assign(reference, ada.id, 2, by, at("2026-11-20T10:30:00Z")).ok, true);
    const moved = progress.moveStep(
      reference,
      "documents-requested",
      { documents: "Police report\nRepair estimate", sendBy: "2026-12-12" },
      { message: "Please send the police report from Wuse station." },
      3,
      by,
      at("2026-11-23T23:30:00Z"),
    );
    assert.equal(moved.ok, true);

    await lookUp(app, reference, "chinedu@example.com");
    const { token } = await linkFromMail(sink, 1);
    const shown = await showMyClaim(app, token);
    const page = await app.inject({
      method: "GET",
      url: `/claim-status/claims/${reference}`,
      cookies: { [CLAIM_SESSION_COOKIE]: cookieOf(shown)!.value },
    });
    assert.equal(page.statusCode, 200);
    // Its rules are in the page, which costs a phone no round trip before the first paint; the CSP allows them
    // by their hash alone, and nothing else inline.
    const [, rules] = /<style>([^<]*)<\/style>/.exec(page.body)!;
    const hash = createHash("sha256").update(rules!).digest("base64");
    assert.equal(
      page.headers["content-security-policy"],
      DESK_CSP.replace(DESK_STYLE_SOURCE, `style-src 'sha256-${hash}'`).replace(
        "script-src 'self'",
        `script-src 'self' ${UPLOAD_LOADER_SOURCE} ${MESSAGE_COUNTER_SOURCE}`,
      ),
    );
    assert.doesNotMatch(page.body, /<link rel="stylesheet"/);
    const filed = writtenDate(lagosDate(new Date()));
    assert.equal(
      textOf(page.body.slice(page.body.indexOf("<main>"))),
      [
        `Claim ${reference}`,
        "Where it stands We need documents from you Since Tuesday 24 November 2026",
        "Our latest message Tuesday 24 November 2026 Please send the police report from Wuse station.",
        "What happens next Please send us the documents listed: from your claim's page online, by e-mail, or at one of our offices. We carry on with your claim once they arrive.",
        "Please send these by Saturday 12 December 2026.",
        "Documents we need 0 of 2 sent",
        "Police report Not sent yet Choose a file A PDF, a Word file or a photo (JPEG or PNG), up to 5 MB. Send",
        "Repair estimate Not sent yet Choose a file A PDF, a Word file or a photo (JPEG or PNG), up to 5 MB. Send",
        `You can also e-mail them to claims@cowryshield.com.ng, quoting ${reference} , or bring them to one of our offices.`,
        "Messages No messages yet. Write to us below, or reply to any of our e-mails.",
        "Write to the claims team Your message Up to 5,000 characters.",
        "Documents or photos Optional. Up to 10 files: PDFs, Word files or photos (JPEG or PNG), each up to 5 MB. Send message",
        `Your claim Reference ${reference} Claim type Motor Filed ${filed}`,
        `What has happened We have your claim , ${filed}`,
        "We are checking your claim , Friday 20 November 2026",
        "We need documents from you , Tuesday 24 November 2026 Please send the police report from Wuse station.",
        `Documents we have police-report.pdf, received ${filed}`,
        "Questions? Call or write to us Claims hotline: 0802 555 0199 E-mail: claims@cowryshield.com.ng WhatsApp: 0809 555 0142",
      ].join(" "),
    );
    assert.ok(page.body.includes('<a href="tel:+2348025550199">'));
    assert.ok(page.body.includes('<a href="https://wa.me/2348095550142">'));
    for (const withheld of [validClaimFields.description!, "555 0101", "Internal", "Ada", "POL-2026-0042"]) {
      assert.ok(!page.body.includes(withheld), `the page shows ${withheld}`);
    }
    // Its scripts are the loader of the upload forms' script, from the service, at an address naming its content,
    // and the message form's character count.
    const scripts = [...page.body.matchAll(/<script[^>]*>/g)].map(([tag]) => tag);
    assert.equal(scripts.length, 2);
    assert.equal(scripts[1], "<script>");
    assert.match(
      scripts[0]!,
      /^<script data-src="\/claim-status\/assets\/document-upload-[0-9a-f]{12}\.js" data-worker="\/claim-status\/assets\/shrink-photo-[0-9a-f]{12}\.js">$/,
    );
  });

  it("tells at its top what staff gave at the step in the customer's words and their latest message, each step's facts in the timeline", async () => {
    const { app, sink } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const ada = app.desk.staff.add("ada@cowryshield.com.ng", "Ada Okafor", new Date())!;
    const by = { staffId: ada.id, address: "127.0.0.1" };
    const { progress } = app.desk;
    const moves: [string, Record<string, string>, string | undefined, string][] = [
      ["in-review", {}, undefined, "2026-11-20T09:00:00Z"],
      [
        "with-insurer",
        { insurer: "Leadway Assurance", insurerClaimNumber: "LW/MTR/2026/0456" },
        "Leadway will call you to arrange an inspection.\nPlease keep the car as it is until then.",
        "2026-11-21T09:00:00Z",
      ],
      ["being-assessed", { lossAdjuster: "Crawford & Company" }, undefined, "2026-11-23T09:00:00Z"],
      ["offer-made", { amount: "1,250,000" }, undefined, "2026-11-25T09:00:00Z"],
    ];
    for (const [version, [step, details, message, at]] of moves.entries()) {
      const moved = progress.moveStep(reference, step, details, { message }, version, by, new Date(at));
      assert.equal(moved.ok, true);
    }
    const page = await app.inject({
      method: "GET",
      url: `/claim-status/claims/${reference}`,
      cookies: await sessionOn(app, sink, reference),
    });
    assert.equal(page.statusCode, 200);
    const text = textOf(page.body.slice(page.body.indexOf("<main>")));
    assert.equal(
      text.slice(0, text.indexOf(" Messages ")),
      [
        `Claim ${reference}`,
        "Where it stands Offer made Since Wednesday 25 November 2026 Offered ₦1,250,000",
        "Our latest message Saturday 21 November 2026 Leadway will call you to arrange an inspection. Please keep the car as it is until then.",
        "What happens next We will contact you to go through the offer. Tell us whether you accept it or want to dispute it.",
      ].join(" "),
    );
    assert.ok(page.body.includes('<dl class="facts key"><dt>Offered</dt><dd>₦1,250,000</dd></dl>'));
    assert.ok(
      text.includes(
        [
          "Sent to the insurer , Saturday 21 November 2026 Insurer Leadway Assurance Insurer's claim number LW/MTR/2026/0456",
          "Leadway will call you to arrange an inspection. Please keep the car as it is until then.",
          "Being assessed , Monday 23 November 2026 Loss adjuster Crawford & Company",
          "Offer made , Wednesday 25 November 2026 Offered ₦1,250,000 Documents we have",
        ].join(" "),
      ),
    );
  });

  it("answers another claim's page with this session 404, and a page without a session 401", async () => {
    const { app, sink } = await serviceMailingToSink();
    const mine = await fileClaim(app);
    const theirs = await fileClaim(app, { email: "amaka@example.com" });
    await lookUp(app, mine, "chinedu@example.com");
    const { token } = await linkFromMail(sink, 1);
    const session = cookieOf(await showMyClaim(app, token))!.value;
    const other = await app.inject({
      method: "GET",
      url: `/claim-status/claims/${theirs}`,
      cookies: { [CLAIM_SESSION_COOKIE]: session },
    });
    assert.equal(other.statusCode, 404);
    assert.ok(!other.body.includes(theirs));
    const none = await app.inject({ method: "GET", url: `/claim-status/claims/${mine}` });
    assert.equal(none.statusCode, 401);
    assert.ok(none.body.includes(`<p>${SESSION_ENDED_TEXT}</p>`));
  });

  it("ends the session after 30 minutes without use", async () => {
    const { app, sink } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    await lookUp(app, reference, "chinedu@example.com");
    const { token } = await linkFromMail(sink, 1);
    const session = cookieOf(await showMyClaim(app, token))!.value;
    const request = {
      headers: { cookie: `${CLAIM_SESSION_COOKIE}=${session}` },
      cookies: { [CLAIM_SESSION_COOKIE]: session },
    } as never;
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    assert.equal(typeof app.claimStatus.sessionClaim(request, later(29)), "number");
    assert.equal(typeof app.claimStatus.sessionClaim(request, later(58)), "number");
    assert.equal(app.claimStatus.sessionClaim(request, later(89)), undefined);
  });

  it("goes with its claim: erasing the claim deletes its links and sessions", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    await lookUp(app, reference, "chinedu@example.com");
    const { token } = await linkFromMail(sink, 1);
    await showMyClaim(app, token);
    await lookUp(app, reference, "chinedu@example.com");
    await linkFromMail(sink, 2);
    const counts = () =>
      rowsOf<{ links: number; sessions: number }>(
        dataDir,
        "SELECT (SELECT COUNT(*) FROM status_links) AS links, (SELECT COUNT(*) FROM claim_sessions) AS sessions",
      )[0];
    assert.deepEqual(counts(), { links: 2, sessions: 1 });
    eraseSubmissions(app.db, dataDir, () => [reference], "the person's request", OPERATOR);
    assert.deepEqual(counts(), { links: 0, sessions: 0 });
  });

  it("keeps a link's token in clear only until its e-mail has gone", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    await lookUp(app, reference, "chinedu@example.com");
    await linkFromMail(sink, 1);
    await until(
      () => rowsOf<{ kept: number }>(dataDir, "SELECT COUNT(mail_token) AS kept FROM status_links")[0]?.kept === 0,
      "the token forgotten",
    );
  });
});

describe("Closing the claim's page", () => {
  const closeMyClaimPage = (app: FastifyInstance, cookies: Record<string, string>, origin = ORIGIN) =>
    app.inject({ method: "POST", url: "/claim-status/close", headers: { ...FORM_POST, origin }, cookies, payload: "" });

  it("ends the session and clears its cookie, 303 to a page saying so; the page and the link then open nothing", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    await lookUp(app, reference, "chinedu@example.com");
    const { token } = await linkFromMail(sink, 1);
    const shown = await showMyClaim(app, token);
    const cookies = { [CLAIM_SESSION_COOKIE]: cookieOf(shown)!.value };
    for (const url of [`/claim-status/claims/${reference}`, `/claim-status/claims/${reference}?received=1`]) {
      const page = await app.inject({ method: "GET", url, cookies });
      assert.equal(page.statusCode, 200);
      assert.ok(
        page.body.includes(
          `<header class="bar"><a class="brand" href="/">Cowry Shield</a><form method="post" action="/claim-status/close"><button type="submit">${CLOSE_MY_CLAIM_PAGE}</button></form></header>`,
        ),
      );
    }

    const closed = await closeMyClaimPage(app, cookies);
    assert.equal(closed.statusCode, 303);
    assert.equal(closed.headers.location, "/claim-status/closed");
    assert.equal(closed.headers["cache-control"], "no-store");
    const cleared = cookieOf(closed)!;
    const { value: _value, ...opened } = cookieOf(shown)!;
    assert.deepEqual({ ...cleared }, { ...opened, value: "", maxAge: 0, expires: new Date(0) });
    // The address the lookup kept for "Check your e-mail" goes too: nothing of the customer's stays in the browser.
    assert.deepEqual(
      { ...closed.cookies.find(({ name }) => name === "claim_status_looked_up") },
      {
        name: "claim_status_looked_up",
        value: "",
        path: "/claim-status/sent",
        httpOnly: true,
        secure: true,
        sameSite: "Lax",
        maxAge: 0,
        expires: new Date(0),
      },
    );
    assert.deepEqual(rowsOf(dataDir, "SELECT * FROM claim_sessions"), []);

    const closedPage = await app.inject({ method: "GET", url: "/claim-status/closed" });
    assert.equal(closedPage.statusCode, 200);
    assert.equal(closedPage.headers["cache-control"], "no-store");
    assert.equal(
      textOf(closedPage.body.slice(closedPage.body.indexOf("<main>"))),
      `Your claim page is closed ${CLOSED_TEXT} Send me a new link`,
    );
    assert.ok(closedPage.body.includes('<a href="/claims/status/">Send me a new link</a>'));
    assert.ok(!closedPage.body.includes("/claim-status/close"));

    // The old cookie, kept by a browser that ignored the clearing, opens nothing either.
    const page = await app.inject({ method: "GET", url: `/claim-status/claims/${reference}`, cookies });
    assert.equal(page.statusCode, 401);
    for (const again of [
      await app.inject({ method: "GET", url: `/claim-status/link?token=${token}`, cookies }),
      await app.inject({
        method: "POST",
        url: "/claim-status/link",
        headers: FORM_POST,
        cookies,
        payload: `token=${token}`,
      }),
    ]) {
      assert.equal(again.statusCode, 410);
      assert.ok(again.body.includes(`<p>${LINK_NOT_USABLE_TEXT}</p>`));
    }
    // Closing again, or without a session, answers the same.
    const twice = await closeMyClaimPage(app, {});
    assert.equal(twice.statusCode, 303);
    assert.equal(twice.headers.location, "/claim-status/closed");
  });

  it("is taken from the claim status pages only: another site's post is refused (403) and ends nothing", async () => {
    const { app, sink, dataDir } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const cookies = await sessionOn(app, sink, reference);
    const forged = await closeMyClaimPage(app, cookies, "https://evil.example");
    assert.equal(forged.statusCode, 403);
    assert.equal(forged.body, "The claim status pages accept requests from their own pages only.\n");
    assert.equal(cookieOf(forged), undefined);
    assert.equal(rowsOf(dataDir, "SELECT * FROM claim_sessions").length, 1);
    const page = await app.inject({ method: "GET", url: `/claim-status/claims/${reference}`, cookies });
    assert.equal(page.statusCode, 200);
  });
});

describe("A used link opened again", () => {
  it("takes a browser whose session on its claim is alive to the claim's page, and no other", async () => {
    const { app, sink } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    const theirs = await fileClaim(app, { email: "amaka@example.com" });
    await lookUp(app, reference, "chinedu@example.com");
    const { token } = await linkFromMail(sink, 1);
    const cookies = { [CLAIM_SESSION_COOKIE]: cookieOf(await showMyClaim(app, token))!.value };
    const opened = (with_: Record<string, string>) => [
      app.inject({ method: "GET", url: `/claim-status/link?token=${token}`, cookies: with_ }),
      app.inject({
        method: "POST",
        url: "/claim-status/link",
        headers: FORM_POST,
        cookies: with_,
        payload: `token=${token}`,
      }),
    ];

    for (const again of await Promise.all(opened(cookies))) {
      assert.equal(again.statusCode, 303);
      assert.equal(again.headers.location, `/claim-status/claims/${reference}`);
      assert.equal(again.headers["cache-control"], "no-store");
      // The session it had goes on; no other is started.
      assert.equal(cookieOf(again), undefined);
    }
    // Another browser (no session), a session on another claim, a session ended: the link no longer works.
    const elsewhere = await sessionOn(app, sink, theirs, "amaka@example.com");
    for (const without of [{}, elsewhere, { [CLAIM_SESSION_COOKIE]: "x".repeat(43) }]) {
      for (const again of await Promise.all(opened(without))) {
        assert.equal(again.statusCode, 410);
        assert.equal(cookieOf(again), undefined);
        assert.ok(again.body.includes(`<p>${LINK_NOT_USABLE_TEXT}</p>`));
      }
    }
    // Followed from another site, without the cookie its SameSite withholds, the page asks for itself again from
    // this one at once; asked from this one, or by a browser with the cookie, it does not.
    const refresh = '<meta http-equiv="refresh" content="0">';
    const fromWebmail = (with_: Record<string, string>, site: string) =>
      app.inject({
        method: "GET",
        url: `/claim-status/link?token=${token}`,
        headers: { "sec-fetch-site": site },
        cookies: with_,
      });
    const followed = await fromWebmail({}, "cross-site");
    assert.equal(followed.statusCode, 410);
    assert.ok(followed.body.includes(`<meta name="robots" content="noindex">${refresh}`));
    assert.ok(followed.body.includes(`<p>${LINK_NOT_USABLE_TEXT}</p>`));
    for (const [with_, site] of [
      [{}, "same-origin"],
      [elsewhere, "cross-site"],
    ] as const) {
      const answer = await fromWebmail(with_, site);
      assert.equal(answer.statusCode, 410);
      assert.ok(!answer.body.includes(refresh));
    }
    assert.equal((await fromWebmail(cookies, "same-origin")).statusCode, 303);
    // A link never made is no link, whatever the session.
    const unknown = await app.inject({ method: "GET", url: `/claim-status/link?token=${"y".repeat(43)}`, cookies });
    assert.equal(unknown.statusCode, 410);
  });
});
