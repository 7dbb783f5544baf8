/**
 * The desk's queue: what is open, newest first or fewest days left first, each filter and the search (every form
 * of a Nigerian phone number), the days against the 60, and the page's rows, forms and counts.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { openDatabase } from "../storage/database/database";
import { createStaffStore } from "../storage/desk-people/staff";
import { createSubmissionProgress } from "../storage/desk-progress/submission-progress";
import { createSubmissionQueue, type QueueFilters } from "../storage/desk-progress/submission-queue";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { daysAgainstLimit } from "../desk/settlement-days";
import { queueFilters } from "../routes/desk/queue";
import { ORIGIN, signedInPerson } from "./desk-session";
import { startService, tempDir, validClaimFields, validQuote } from "./helpers";

/** 13:00 in Lagos on Thursday 26 November 2026. */
const NOW = new Date("2026-11-26T12:00:00Z");
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

const anything: QueueFilters = { owner: "anyone", order: "newest" };

function queueWith() {
  const db = openDatabase(tempDir("queue-"));
  const store = createSubmissionStore(db, tempDir("queue-files-"));
  const staff = createStaffStore(db);
  const ada = staff.add("ada@cowryshield.com.ng", "Ada Okafor", NOW)!;
  const progress = createSubmissionProgress(db);
  const oldClaim = store.save(
    "claim",
    { ...validClaimFields, fullName: "Musa Bello", phone: "0809 111 2222" },
    [],
    daysBefore(50),
  );
  const newClaim = store.save("claim", { ...validClaimFields, policyNumber: "MTR/2026/0042" }, [], daysBefore(3));
  const quote = store.save("quote", validQuote, [], daysBefore(1));
  const settled = store.save("claim", { ...validClaimFields, fullName: "Done Already" }, [], daysBefore(20));
  const actor = { staffId: ada.id, address: "192.0.2.10" };
  assert.equal(progress.moveStep(settled, "declined", { reason: "Not covered" }, undefined, 0, actor, NOW).ok, true);
  assert.equal(progress.assign(newClaim, ada.id, 0, actor, NOW).ok, true);
  return { db, queue: createSubmissionQueue(db), ada, oldClaim, newClaim, quote, settled };
}

const references = (rows: { reference: string }[]) => rows.map((row) => row.reference);

describe("The queue", () => {
  it("lists what is open, newest first, with each row's words, owner and days against the 60", () => {
    const { queue, ada, oldClaim, newClaim, quote } = queueWith();
    const rows = queue.open(anything, ada.id, { perPage: 50, now: NOW }).rows;
    assert.deepEqual(references(rows), [quote, newClaim, oldClaim]);
    assert.deepEqual(
      rows.map(({ kind, name, type, step, owner, daysOpen }) => [
        kind,
        name,
        type,
        step.staffSee,
        owner?.name,
        daysOpen,
      ]),
      [
        ["quote", "Adaeze Obi", "Home", "New", undefined, null],
        ["claim", "Chinedu Eze", "Motor", "Received", "Ada Okafor", 3],
        ["claim", "Musa Bello", "Motor", "Received", undefined, 50],
      ],
    );
  });

  it("sorts by days left: the claims longest open first, then the quotes", () => {
    const { queue, ada, oldClaim, newClaim, quote } = queueWith();
    const rows = queue.open({ ...anything, order: "days-left" }, ada.id, { perPage: 50, now: NOW }).rows;
    assert.deepEqual(references(rows), [oldClaim, newClaim, quote]);
  });

  it("filters by kind, step and owner", () => {
    const { queue, ada, oldClaim, newClaim, quote } = queueWith();
    assert.deepEqual(references(queue.open({ ...anything, kind: "quote" }, ada.id, { perPage: 50, now: NOW }).rows), [
      quote,
    ]);
    assert.deepEqual(
      references(queue.open({ ...anything, step: "received" }, ada.id, { perPage: 50, now: NOW }).rows),
      [newClaim, oldClaim],
    );
    assert.deepEqual(references(queue.open({ ...anything, owner: "mine" }, ada.id, { perPage: 50, now: NOW }).rows), [
      newClaim,
    ]);
    assert.deepEqual(references(queue.open({ ...anything, owner: "nobody" }, ada.id, { perPage: 50, now: NOW }).rows), [
      quote,
      oldClaim,
    ]);
    assert.deepEqual(
      references(queue.open({ ...anything, step: "declined" }, ada.id, { perPage: 50, now: NOW }).rows),
      [],
    );
  });

  it("finds by reference, name, e-mail, policy number, and a phone number in any form a person writes it", () => {
    const { queue, ada, oldClaim, newClaim, quote } = queueWith();
    const found = (search: string) =>
      references(queue.open({ ...anything, search }, ada.id, { perPage: 50, now: NOW }).rows);
    assert.deepEqual(found(newClaim.toLowerCase()), [newClaim]);
    assert.deepEqual(found("musa"), [oldClaim]);
    assert.deepEqual(found("ADAEZE@example"), [quote]);
    assert.deepEqual(found("mtr/2026"), [newClaim]);
    for (const phone of [
      "0809 111 2222",
      "08091112222",
      "+234 809 111 2222",
      "2348091112222",
      "00234 (809) 111-2222",
    ]) {
      assert.deepEqual(found(phone), [oldClaim], phone);
    }
    assert.deepEqual(found("0809 111 2223"), []);
    assert.deepEqual(found("Done Already"), [], "a closed claim is not in the queue");
  });

  it("matches a phone number with its country: a foreign number is not a Nigerian one of the same digits", () => {
    const { db, queue, ada } = queueWith();
    const store = createSubmissionStore(db, tempDir("queue-foreign-"));
    const london = store.save("quote", { ...validQuote, phone: "+44 20 7946 0958" }, [], daysBefore(2));
    const found = (search: string) =>
      references(queue.open({ ...anything, search }, ada.id, { perPage: 50, now: NOW }).rows);
    assert.deepEqual(found("0044 20 7946 0958"), [london]);
    assert.deepEqual(found("+44 (0)20 7946 0958"), [london]);
    assert.deepEqual(found("020 7946 0958"), []);
  });

  it("sorts claims received the same day by days left, the earliest received first", () => {
    const { db, queue, ada, oldClaim } = queueWith();
    const store = createSubmissionStore(db, tempDir("queue-same-day-"));
    const morning = store.save("claim", validClaimFields, [], new Date(daysBefore(50).getTime() - 60 * 60 * 1000));
    const rows = queue.open({ ...anything, order: "days-left", kind: "claim" }, ada.id, { perPage: 50, now: NOW });
    assert.deepEqual(references(rows.rows).slice(0, 2), [morning, oldClaim]);
  });

  it("writes the days against the 60, and over it", () => {
    assert.equal(daysAgainstLimit(0), "0 of 60 days, 60 left");
    assert.equal(daysAgainstLimit(60), "60 of 60 days, 0 left");
    assert.equal(daysAgainstLimit(63), "63 of 60 days, 3 over");
  });

  it("reads a filter it never offers as its default, and a search trimmed", () => {
    assert.deepEqual(queueFilters({ kind: "policy", step: "nowhere", owner: "everyone", order: "oldest" }), anything);
    assert.deepEqual(
      queueFilters({ kind: "claim", step: "offer-made", owner: "mine", order: "days-left", search: "  Eze " }),
      {
        kind: "claim",
        step: "offer-made",
        owner: "mine",
        order: "days-left",
        search: "Eze",
      },
    );
  });
});

describe("The queue's page", async () => {
  const { app } = await startService();
  after(() => app.close());
  const { cookies } = await signedInPerson(app, "bisi@cowryshield.com.ng", "Bisi Lawal");
  const store = createSubmissionStore(app.db, tempDir("queue-page-"));
  const claim = store.save("claim", { ...validClaimFields, fullName: "Tunde <b>Bakare</b>" }, [], new Date());
  const quote = store.save("quote", validQuote, [], new Date());

  it("shows every open submission as a row, the name escaped, with the filters as they were chosen", async () => {
    const page = await app.inject({ url: "/desk/?kind=claim&owner=nobody&order=days-left", cookies });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<h1>Open claims and quotes<\/h1>/);
    assert.match(page.body, /<p class="count">1 open submission<\/p>/);
    assert.ok(
      page.body.includes(
        `<th scope="row" data-label="Reference"><a href="/desk/submissions/${claim}">${claim}</a></th>`,
      ),
    );
    assert.ok(page.body.includes('<td data-label="Name">Tunde &lt;b&gt;Bakare&lt;/b&gt;</td>'));
    assert.ok(page.body.includes('<td data-label="Days">0 of 60 days, 60 left</td>'));
    assert.ok(!page.body.includes(quote));
    assert.ok(page.body.includes('<option value="claim" selected>Claims</option>'));
    assert.ok(page.body.includes('<option value="nobody" selected>Nobody&#39;s</option>'));
    assert.ok(page.body.includes('<option value="days-left" selected>Fewest days left first</option>'));
  });

  it("searches by a POST, keeping the filters, so that what was searched for stays out of the address", async () => {
    const page = await app.inject({
      method: "POST",
      url: "/desk/",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        search: "0803 555 0100",
        kind: "",
        step: "",
        owner: "anyone",
        order: "newest",
      }).toString(),
      cookies,
    });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<p class="count">1 open submission matching “0803 555 0100”<\/p>/);
    assert.ok(
      page.body.includes(
        `<th scope="row" data-label="Reference"><a href="/desk/submissions/${quote}">${quote}</a></th>`,
      ),
    );
    assert.ok(!page.body.includes(claim));
    assert.ok(page.body.includes('<form method="post" action="/desk/" class="search" role="search">'));
    assert.ok(page.body.includes('value="0803 555 0100"'));
  });

  it("says so when nothing matches", async () => {
    const page = await app.inject({ url: "/desk/?kind=quote&owner=mine", cookies });
    assert.match(page.body, /<p class="count">0 open submissions<\/p>\n<p>Nothing open matches these filters.<\/p>/);
  });
});

describe("The queue's page, with more open than a page shows", async () => {
  const { app } = await startService();
  after(() => app.close());
  const { cookies } = await signedInPerson(app, "chidi@cowryshield.com.ng", "Chidi Obi");
  const store = createSubmissionStore(app.db, tempDir("queue-pages-"));
  // 120 claims, the newest last saved; 5 of them by Eze.
  const references = Array.from({ length: 120 }, (_, index) =>
    store.save(
      "claim",
      { ...validClaimFields, fullName: index % 24 === 0 ? "Ngozi Eze" : `Claimant ${index}` },
      [],
      new Date(Date.UTC(2026, 10, 1, 0, index)),
    ),
  ).reverse();
  const rowReferences = (body: string) =>
    [...body.matchAll(/<th scope="row" data-label="Reference"><a href="[^"]+">([^<]+)<\/a><\/th>/g)].map(
      (match) => match[1],
    );

  it("shows 50 at a time, newest first, with the way to the next and previous 50 keeping the filters", async () => {
    const first = await app.inject({ url: "/desk/?kind=claim", cookies });
    assert.deepEqual(rowReferences(first.body), references.slice(0, 50));
    assert.match(first.body, /<p class="count">120 open submissions, 1 to 50 shown<\/p>/);
    assert.ok(first.body.includes('<form method="get" action="/desk/" class="pages">'));
    assert.ok(first.body.includes('<input type="hidden" name="kind" value="claim">'));
    assert.ok(first.body.includes('<button type="submit" name="page" value="2">Next 50</button>'));
    assert.ok(!first.body.includes("Previous 50"));

    const last = await app.inject({ url: "/desk/?kind=claim&page=3", cookies });
    assert.deepEqual(rowReferences(last.body), references.slice(100));
    assert.match(last.body, /<p class="count">120 open submissions, 101 to 120 shown<\/p>/);
    assert.ok(last.body.includes('<button type="submit" name="page" value="2">Previous 50</button>'));
    assert.ok(!last.body.includes("Next 50"));
    // Past the last page, the last; a page that is no number, the first.
    assert.deepEqual(
      rowReferences((await app.inject({ url: "/desk/?kind=claim&page=9", cookies })).body),
      rowReferences(last.body),
    );
    assert.deepEqual(
      rowReferences((await app.inject({ url: "/desk/?page=-1", cookies })).body),
      references.slice(0, 50),
    );
  });

  it("pages a search by POST, the search kept in the form and never in the address", async () => {
    const searched = await app.inject({
      method: "POST",
      url: "/desk/",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ search: "Claimant", owner: "anyone", order: "newest", page: "2" }).toString(),
      cookies,
    });
    assert.match(searched.body, /<p class="count">115 open submissions matching “Claimant”, 51 to 100 shown<\/p>/);
    assert.equal(rowReferences(searched.body).length, 50);
    assert.ok(searched.body.includes('<form method="post" action="/desk/" class="pages">'));
    assert.ok(searched.body.includes('<input type="hidden" name="search" value="Claimant">'));
    assert.ok(searched.body.includes('<button type="submit" name="page" value="3">Next 50</button>'));
    // Past a search's last page, its last.
    const past = await app.inject({
      method: "POST",
      url: "/desk/",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ search: "Claimant", owner: "anyone", order: "newest", page: "9" }).toString(),
      cookies,
    });
    assert.match(past.body, /<p class="count">115 open submissions matching “Claimant”, 101 to 115 shown<\/p>/);
    assert.equal(rowReferences(past.body).length, 15);
  });

  it("stays small: a full page of 50 rows is under 3 kB as the service compresses it (1.5 kB when written)", async () => {
    const page = await app.inject({ url: "/desk/", cookies, headers: { "accept-encoding": "br" } });
    assert.equal(page.headers["content-encoding"], "br");
    assert.ok(page.rawPayload.length < 3_000, `${page.rawPayload.length} bytes`);
  });
});
