/**
 * The desk's claims figures (/desk/figures): the periods in Lagos time, percentiles by nearest rank, and the figures
 * of a seeded set of claims, moved through their steps at chosen dates with a clock of the test's own, against
 * numbers worked out by hand here; each table's CSV byte for byte, a formula cell made safe; the page's tables and
 * escaping; signed out, sign-in first.
 */
import assert from "node:assert/strict";
import { after, before, describe, it, mock } from "node:test";
import type { FastifyInstance } from "fastify";
import { claimFigures, type FiguresRow } from "../desk/claim-figures";
import { csvField } from "../desk/figures-csv";
import { periodChoices, periodOf, quarterOfDay } from "../desk/figures-period";
import { nearestRank } from "../desk/nearest-rank";
import type { DeskActor } from "../storage/desk-progress/desk-record";
import { claimHistoryReader } from "../storage/desk-progress/claim-histories";
import { signedInPerson } from "./desk-session";
import { startService, validClaimFields } from "./helpers";

describe("the figures' periods, in Lagos time", () => {
  it("run from the start of the first day in Lagos (23:00 UTC the day before) to the start of the day after the last", () => {
    const quarter = periodOf("2026-Q4")!;
    assert.deepEqual(
      { ...quarter, start: quarter.start.toISOString(), end: quarter.end.toISOString() },
      {
        kind: "quarter",
        key: "2026-Q4",
        label: "Q4 2026 (October to December)",
        first: "2026-10-01",
        last: "2026-12-31",
        start: "2026-09-30T23:00:00.000Z",
        end: "2026-12-31T23:00:00.000Z",
      },
    );
    assert.deepEqual(
      [periodOf("2026-02")!, periodOf("2028-02")!, periodOf("2026")!].map(({ label, first, last }) => [
        label,
        first,
        last,
      ]),
      [
        ["February 2026", "2026-02-01", "2026-02-28"],
        ["February 2028", "2028-02-01", "2028-02-29"],
        ["2026", "2026-01-01", "2026-12-31"],
      ],
    );
    for (const wrong of ["2026-Q5", "2026-13", "2026-1", "26", "2026-Q4x", ""])
      assert.equal(periodOf(wrong), undefined);
  });

  it("start the figures on the quarter of today in Lagos, which is the next one from 23:00 UTC on its last day", () => {
    assert.equal(quarterOfDay(new Date("2026-12-31T22:59:59Z")).key, "2026-Q4");
    assert.equal(quarterOfDay(new Date("2026-12-31T23:00:00Z")).key, "2027-Q1");
    assert.equal(quarterOfDay(new Date("2026-03-31T23:30:00Z")).key, "2026-Q2");
  });

  it("are offered from the first claim's year to today, newest first, none to come", () => {
    const choices = periodChoices(2025, new Date("2026-02-10T09:00:00Z"));
    assert.deepEqual(
      choices.quarter.map(({ key }) => key),
      ["2026-Q1", "2025-Q4", "2025-Q3", "2025-Q2", "2025-Q1"],
    );
    assert.deepEqual(choices.month.map(({ key }) => key).slice(0, 4), ["2026-02", "2026-01", "2025-12", "2025-11"]);
    assert.equal(choices.month.length, 14);
    assert.deepEqual(
      choices.year.map(({ key }) => key),
      ["2026", "2025"],
    );
  });
});

describe("percentiles by nearest rank", () => {
  it("take the value at rank ⌈p × n / 100⌉ of the values in order: a median of an even count is the lower middle", () => {
    // [2, 4, 6, 9]: the median is at rank ⌈50 × 4 / 100⌉ = 2, 4; the 90th at ⌈3.6⌉ = 4, 9.
    assert.equal(nearestRank([9, 2, 6, 4], 50), 4);
    assert.equal(nearestRank([9, 2, 6, 4], 90), 9);
    // 30 values 1 to 30: the 90th at rank 90 × 30 / 100 = 27 exactly (0.9 × 30 in floating point is over 27).
    const thirty = Array.from({ length: 30 }, (_, index) => index + 1);
    assert.equal(nearestRank(thirty, 90), 27);
    assert.equal(nearestRank([7], 50), 7);
    assert.equal(nearestRank([7], 90), 7);
    assert.equal(nearestRank([], 50), undefined);
  });
});

describe("a CSV field", () => {
  it("starting as a formula gets a single quote before it, and is quoted per RFC 4180 where it needs to be", () => {
    assert.deepEqual(
      ["=SUM(A1:A2)", "+234 803", "-1", "@cmd", "\tx", "\rx", "Leadway, Lagos", 'The "best"', "AIICO", "a=b"].map(
        csvField,
      ),
      [
        "'=SUM(A1:A2)",
        "'+234 803",
        "'-1",
        "'@cmd",
        "'\tx",
        '"\'\rx"',
        '"Leadway, Lagos"',
        '"The ""best"""',
        "AIICO",
        "a=b",
      ],
    );
  });
});

/** An insurer's name as staff might type it, which a spreadsheet would run and a page would take for markup. */
const FORMULA_INSURER = '=1+2 "Co", <Ltd>';

type Move = [at: string, step: string, input?: Record<string, string>];

/** A claim of `claimType` received at `receivedAt`, moved through `moves` each at its own time. */
function seedClaim(app: FastifyInstance, by: DeskActor, claimType: string, receivedAt: string, moves: Move[] = []) {
  const reference = app.submissions.save(
    "claim",
    { ...validClaimFields, notARobot: true, claimType },
    [],
    new Date(receivedAt),
  );
  moves.forEach(([at, step, input = {}], version) => {
    const moved = app.desk.progress.moveStep(reference, step, input, undefined, version, by, new Date(at));
    assert.equal(moved.ok, true, `${reference} to ${step}: ${JSON.stringify(moved)}`);
  });
  return reference;
}

const sentTo = (insurer: string) => ({ insurer, insurerClaimNumber: "CLM/001" });

/**
 * The seeded claims, each with what it is in Q4 2026 (1 October to 31 December in Lagos, 2026-09-30T23:00Z to
 * 2026-12-31T23:00Z). Days are Lagos calendar days.
 */
function seedClaims(app: FastifyInstance, by: DeskActor) {
  // A, motor: received 00:30 on 1 Oct in Lagos (in Q4, though 30 Sep in UTC); sent 5 Oct (4 days); offered 25 Oct
  // (20 days from sent); paid 2 Nov, ₦450,000 (32 days from received: 30 in October, 2 in November). Leadway.
  seedClaim(app, by, "auto", "2026-09-30T23:30:00Z", [
    ["2026-10-02T09:00:00Z", "in-review"],
    ["2026-10-05T10:00:00Z", "with-insurer", sentTo("Leadway Assurance")],
    ["2026-10-25T10:00:00Z", "offer-made", { amount: "450,000" }],
    ["2026-11-03T10:00:00Z", "settled", { amount: "450,000", paidOn: "2026-11-02" }],
  ]);
  // B, property: received 23:30 on 30 Sep in Lagos (Q3); sent 9 Oct (9 days); offered 8 Nov (30 days: 22 in
  // October, 8 in November); paid 31 Dec, ₦1,250,000.50, moved at 23:30 that day in Lagos (92 days from 30 Sep:
  // 1 + 30 + 30 + 31). Leadway.
  seedClaim(app, by, "property", "2026-09-30T22:30:00Z", [
    ["2026-10-01T08:00:00Z", "in-review"],
    ["2026-10-09T10:00:00Z", "with-insurer", sentTo("Leadway Assurance")],
    ["2026-11-08T10:00:00Z", "offer-made", { amount: "1,250,000.50" }],
    ["2026-12-31T22:30:00Z", "settled", { amount: "1,250,000.50", paidOn: "2026-12-31" }],
  ]);
  // C, life: received 10 Nov; sent 20 Nov (10 days); open at the end, 51 days (20 in November, 31 in December).
  seedClaim(app, by, "life", "2026-11-10T09:00:00Z", [
    ["2026-11-11T09:00:00Z", "documents-requested", { documents: "Death certificate" }],
    ["2026-11-20T09:00:00Z", "with-insurer", sentTo("AIICO Insurance")],
  ]);
  // D, motor: received and sent in Q3; declined 15 Oct. AIICO.
  seedClaim(app, by, "auto", "2026-08-01T09:00:00Z", [
    ["2026-08-02T09:00:00Z", "in-review"],
    ["2026-08-10T09:00:00Z", "with-insurer", sentTo("AIICO Insurance")],
    ["2026-10-15T09:00:00Z", "declined", { reason: "The policy had lapsed" }],
  ]);
  // E, health: received 20 Oct, withdrawn 21 Oct, never sent.
  seedClaim(app, by, "health", "2026-10-20T09:00:00Z", [["2026-10-21T09:00:00Z", "withdrawn"]]);
  // F, business: received 15 Jul (Q3); sent 2 Oct (79 days: 16 + 31 + 30 + 2) to an insurer typed as a formula;
  // open at the end, 169 days (16 + 31 + 30 + 31 + 30 + 31): past 60.
  seedClaim(app, by, "business", "2026-07-15T09:00:00Z", [
    ["2026-07-16T09:00:00Z", "in-review"],
    ["2026-10-02T09:00:00Z", "with-insurer", sentTo(FORMULA_INSURER)],
  ]);
  // G, other: received 00:10 on 1 Jan 2027 in Lagos (31 Dec in UTC): not in Q4 at all.
  seedClaim(app, by, "other", "2026-12-31T23:10:00Z");
  // H, property: received 23:50 on 31 Dec in Lagos: in Q4, open at its end, never sent.
  seedClaim(app, by, "property", "2026-12-31T22:50:00Z");
  // I, motor: received, sent, offered and paid before Q4, Leadway: nothing of it in Q4.
  seedClaim(app, by, "auto", "2026-06-01T09:00:00Z", [
    ["2026-06-02T09:00:00Z", "in-review"],
    ["2026-06-10T09:00:00Z", "with-insurer", sentTo("Leadway Assurance")],
    ["2026-07-01T09:00:00Z", "offer-made", { amount: "300,000" }],
    ["2026-07-20T09:00:00Z", "settled", { amount: "300,000", paidOn: "2026-07-20" }],
  ]);
  // K, motor: received 10 Oct; sent 12 Oct (2 days); first offered 1 Dec (50 days: 19 + 30 + 1), disputed and
  // offered again 20 Dec (the first counts); open at the end, 82 days (21 + 30 + 31): past 60. Leadway.
  seedClaim(app, by, "auto", "2026-10-10T09:00:00Z", [
    ["2026-10-11T09:00:00Z", "in-review"],
    ["2026-10-12T09:00:00Z", "with-insurer", sentTo("Leadway Assurance")],
    ["2026-12-01T09:00:00Z", "offer-made", { amount: "200,000" }],
    ["2026-12-05T09:00:00Z", "being-assessed"],
    ["2026-12-20T09:00:00Z", "offer-made", { amount: "260,000" }],
  ]);
  // M, motor: received 1 Sep (Q3); sent to AIICO 5 Sep, then back for documents and sent to Zenith General 20 Sep,
  // all in Q3: Zenith General's, the latest named; open at the end, 121 days (29 + 31 + 30 + 31): past 60.
  seedClaim(app, by, "auto", "2026-09-01T09:00:00Z", [
    ["2026-09-02T09:00:00Z", "in-review"],
    ["2026-09-05T09:00:00Z", "with-insurer", sentTo("AIICO Insurance")],
    ["2026-09-10T09:00:00Z", "documents-requested", { documents: "Police report" }],
    ["2026-09-20T09:00:00Z", "with-insurer", sentTo("Zenith General")],
  ]);
  // L, motor: received 3 Oct; declined 6 Oct and reopened 8 Oct (not declined now); sent 9 Oct (6 days); open at
  // the end, 89 days (28 + 30 + 31): past 60. Leadway.
  seedClaim(app, by, "auto", "2026-10-03T09:00:00Z", [
    ["2026-10-04T09:00:00Z", "in-review"],
    ["2026-10-06T09:00:00Z", "declined", { reason: "No police report" }],
    ["2026-10-08T09:00:00Z", "in-review", { reopenReason: "The police report came" }],
    ["2026-10-09T09:00:00Z", "with-insurer", sentTo("Leadway Assurance")],
  ]);
}

const HEADINGS =
  "Received,Sent to insurer,Offers made,Settled,Settled (naira),Declined,Withdrawn,Still open,Open past 60 days," +
  "Days received to sent: median,Days received to sent: 90th percentile,Days sent to offer: median," +
  "Days sent to offer: 90th percentile,Days received to paid: median,Days received to paid: 90th percentile";

/** Q4 2026 worked out by hand from seedClaims, the last line of each table every claim's. */
// Every claim: received A, C, E, H, K, L = 6; sent A, B, C, F, K, L = 6, their days [2, 4, 6, 9, 10, 79]: the
// median at rank ⌈3⌉ = 3, 6, the 90th at ⌈5.4⌉ = 6, 79; offered A, B, K = 3, days [20, 30, 50]: rank 2, 30, and
// rank ⌈2.7⌉ = 3, 50; paid A, B = 2, ₦450,000 + ₦1,250,000.50 = ₦1,700,000.50, days [32, 92]: rank 1, 32, and
// rank ⌈1.8⌉ = 2, 92; declined D; withdrawn E (L was reopened); open at the end C, F, H, K, L = 5 (B was settled at
// 23:30 on 31 Dec, before the end), M = 6; past 60 F, K, L, M = 4.
const ALL_LINE = "All claims,6,6,3,2,1700000.50,1,1,6,4,6,79,30,50,32,92";

const BY_INSURER_CSV = [
  `Insurer,${HEADINGS}`,
  // F alone: sent 1 (79 days), open and past 60. Its name starts with =: a quote before it, then RFC 4180's quotes.
  `"'=1+2 ""Co"", <Ltd>",0,1,0,0,0.00,0,0,1,1,79,79,,,,`,
  // C and D: received C; sent C (10 days); declined D; open C, 51 days.
  "AIICO Insurance,1,1,0,0,0.00,1,0,1,0,10,10,,,,",
  // A, B, K, L: received A, K, L; sent all four, days [2, 4, 6, 9]: median rank 2, 4; 90th rank ⌈3.6⌉ = 4, 9;
  // offered A, B, K as every claim's; paid A and B as every claim's; open K and L, both past 60.
  "Leadway Assurance,3,4,3,2,1700000.50,0,0,2,2,4,9,30,50,32,92",
  // M, sent in Q3: open, past 60.
  "Zenith General,0,0,0,0,0.00,0,0,1,1,,,,,,",
  // E and H: received both; E withdrawn; H open.
  "No insurer yet,2,0,0,0,0.00,0,1,1,0,,,,,,",
  ALL_LINE,
];

const BY_CLASS_CSV = [
  `Class,${HEADINGS}`,
  // C alone.
  "Life business,1,1,0,0,0.00,0,0,1,0,10,10,,,,",
  "Life,1,1,0,0,0.00,0,0,1,0,10,10,,,,",
  // Every claim but C: sent days [2, 4, 6, 9, 79], the median at rank ⌈2.5⌉ = 3, 6, the 90th at ⌈4.5⌉ = 5, 79.
  "Non-life business,5,5,3,2,1700000.50,1,1,5,4,6,79,30,50,32,92",
  // A, D, K, L, M: received A, K, L; sent A, K, L [2, 4, 6]: rank 2, 4 and rank ⌈2.7⌉ = 3, 6; offered A, K
  // [20, 50]: rank 1, 20 and rank 2, 50; paid A, ₦450,000, 32 days; declined D; open K, L and M, past 60.
  "Motor,3,3,2,1,450000.00,1,0,3,3,4,6,20,50,32,32",
  // B and H: received H; sent B, 9 days; offered B, 30 days; paid B, 92 days; open H.
  "Property,1,1,1,1,1250000.50,0,0,1,0,9,9,30,30,92,92",
  // E: received and withdrawn.
  "Health,1,0,0,0,0.00,0,1,0,0,,,,,,",
  // F: sent, 79 days; open, past 60.
  "Business,0,1,0,0,0.00,0,0,1,1,79,79,,,,",
  // G came in 2027.
  "Other,0,0,0,0,0.00,0,0,0,0,,,,,,",
  ALL_LINE,
];

const csvOf = (lines: string[]) => `\uFEFF${lines.map((line) => `${line}\r\n`).join("")}`;

describe("the figures on the desk", () => {
  let app: FastifyInstance;
  let cookies: Record<string, string>;

  before(async () => {
    // The service's clock: 10:00 on Tuesday 5 January 2027 in Lagos, after Q4 2026 ended.
    mock.timers.enable({ apis: ["Date"], now: new Date("2027-01-05T09:00:00Z") });
    ({ app } = await startService());
    const signedIn = await signedInPerson(app);
    cookies = signedIn.cookies;
    for (const name of ["Leadway Assurance", "AIICO Insurance", "Zenith General"]) {
      app.desk.insurers.add({
        name,
        claimsEmails: ["claims@example.com"],
        phone: "",
        acknowledgeWorkingDays: 2,
        offerDays: 30,
      });
    }
    seedClaims(app, { staffId: signedIn.person.id, address: "192.0.2.10" });
  });
  after(async () => {
    mock.timers.reset();
    await app.close();
  });

  const get = (url: string) => app.inject({ method: "GET", url, cookies });

  it("downloads each table of Q4 2026 as CSV, as worked out by hand, byte for byte", async () => {
    for (const [path, lines, name] of [
      ["/desk/figures/by-insurer.csv", BY_INSURER_CSV, "by-insurer"],
      ["/desk/figures/by-class.csv", BY_CLASS_CSV, "by-class"],
    ] as const) {
      const response = await get(`${path}?period=2026-Q4`);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers["content-type"], "text/csv; charset=utf-8; header=present");
      assert.equal(response.headers["content-disposition"], `attachment; filename="claims-${name}-2026-Q4.csv"`);
      assert.equal(response.headers["cache-control"], "no-store");
      assert.deepEqual(response.rawPayload, Buffer.from(csvOf(lines), "utf8"));
    }
  });

  it("counts November 2026 by the dates of its events, and what was open at its end", () => {
    const november = periodOf("2026-11")!;
    const histories = claimHistoryReader(app.db).between(november.start, november.end);
    const figures = claimFigures(histories, november, [], new Date("2027-01-05T09:00:00Z"));
    const all = figures.byInsurer.at(-1)!;
    // Received C (10 Nov); sent C (20 Nov, 10 days); offered B (8 Nov, 30 days); paid A (2 Nov, ₦450,000, 32 days);
    // open at 23:59 on 30 Nov: B, C, F, K, L, M (A was settled on 3 Nov; D declined, E withdrawn in October; H and
    // G not yet received); past 60 on 30 Nov: F (138 days: 16 + 31 + 30 + 31 + 30), M (90: 29 + 31 + 30) and B (61:
    // 1 + 31 + 30, just over), where K (51) and L (58) are not.
    assert.deepEqual(all, {
      name: "All claims",
      total: true,
      figures: {
        received: 1,
        sent: 1,
        offered: 1,
        settled: 1,
        settledKobo: 45_000_000,
        declined: 0,
        withdrawn: 0,
        open: 6,
        pastSixty: 3,
        receivedToSent: { median: 10, ninetieth: 10 },
        sentToOffer: { median: 30, ninetieth: 30 },
        receivedToPaid: { median: 32, ninetieth: 32 },
      },
    } satisfies FiguresRow);
    assert.equal(figures.asOf.toISOString(), "2026-11-30T22:59:59.999Z");
  });

  it("shows the tables with captions and headers' scopes, each in a labelled region, the insurer's name escaped", async () => {
    const response = await get("/desk/figures?period=2026-Q4");
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers["cache-control"], "no-store");
    const page = response.body;
    assert.match(page, /<title>Claims figures, Q4 2026 \(October to December\) · Cowry Shield desk<\/title>/);
    assert.match(page, /<a href="\/desk\/figures">Figures<\/a>/);
    assert.match(page, /<option value="2026-Q4" selected>Q4 2026 \(October to December\)<\/option>/);
    assert.match(page, /From Thursday 1 October 2026 to Thursday 31 December 2026, in Lagos time \(WAT\)\./);
    assert.match(page, /Still open: open at the end of the period, Thursday 31 December 2026\./);
    assert.match(
      page,
      /<div class="figures-scroll" role="region" aria-labelledby="by-insurer" tabindex="0">\n<table class="figures"><caption id="by-insurer"><span>Claims by insurer, Q4 2026 \(October to December\)<\/span><\/caption>/,
    );
    assert.match(
      page,
      /<caption id="by-class"><span>Claims by class of business, Q4 2026 \(October to December\)<\/span><\/caption>/,
    );
    assert.match(
      page,
      /<th scope="col" rowspan="2">Insurer<\/th><th scope="col" rowspan="2">Received<\/th>.*<th scope="colgroup" colspan="2">Days received to sent<\/th>/,
    );
    assert.ok(page.includes('<th scope="row">=1+2 &quot;Co&quot;, &lt;Ltd&gt;</th><td>0</td><td>1</td>'));
    assert.ok(!page.includes("<Ltd>"));
    assert.ok(
      page.includes(
        '<tr class="total"><th scope="row">All claims</th><td>6</td><td>6</td><td>3</td><td>2</td><td>₦1,700,000.50</td><td>1</td><td>1</td><td>6</td><td>4</td><td>6</td><td>79</td><td>30</td><td>50</td><td>32</td><td>92</td></tr>',
      ),
    );
    assert.ok(
      page.includes('<tr><th scope="row">Zenith General</th><td>0</td><td>0</td><td>0</td><td>0</td><td>₦0</td>'),
    );
    assert.match(page, /<a href="\/desk\/figures\/by-insurer.csv\?period=2026-Q4" download>/);
    assert.match(page, /<a href="\/desk\/figures\/by-class.csv\?period=2026-Q4" download>/);
  });

  it("shows the quarter of today in Lagos for no period or one it does not offer, open claims counted now", async () => {
    // 00:30 on 1 January 2027 in Lagos, 23:30 on 31 December 2026 in UTC.
    mock.timers.setTime(Date.parse("2026-12-31T23:30:00Z"));
    try {
      for (const url of ["/desk/figures", "/desk/figures?period=2027-Q2", "/desk/figures?period=%3Cb%3E"]) {
        const page = (await get(url)).body;
        assert.match(page, /<h2 id="period-heading">Q1 2027 \(January to March\)<\/h2>/, url);
        assert.match(page, /Still open: open now, Fri 1 Jan 2027, 00:30 WAT\./);
      }
      // G, received 10 minutes into the year in Lagos, is its only claim received; open now C, F, G, H, K, L, M, and
      // past 60 on 1 Jan F (170 days), K (83), L (90) and M (122), where C (52) is not.
      const csv = (await get("/desk/figures/by-class.csv")).body;
      assert.match(csv, /\r\nOther,1,0,0,0,0.00,0,0,1,0,,,,,,\r\n/);
      assert.match(csv, /\r\nAll claims,1,0,0,0,0.00,0,0,7,4,,,,,,\r\n$/);
    } finally {
      mock.timers.setTime(Date.parse("2027-01-05T09:00:00Z"));
    }
  });

  it("leads to sign-in first when signed out", async () => {
    for (const url of ["/desk/figures?period=2026-Q4", "/desk/figures/by-insurer.csv?period=2026-Q4"]) {
      const response = await app.inject({ method: "GET", url });
      assert.equal(response.statusCode, 303, url);
      assert.match(response.headers.location as string, /^\/desk\/sign-in/, url);
      assert.ok(!response.body.includes("Leadway"));
    }
  });
});
