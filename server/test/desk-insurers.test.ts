/**
 * The insurers on the desk (/desk/insurers): listed, added and changed by plain forms (303 after success, the form
 * back with the error summary on a problem), each change recorded in the desk's record and printed by `audit`,
 * refused from another origin and without a session.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { runAudit } from "../cli-audit";
import { ORIGIN, signedInPerson } from "./desk-session";
import { startService } from "./helpers";

/** A form as a browser posts it: each value of a list (the products ticked) under its name again. */
const encoded = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return body.toString();
};

const LEADWAY = {
  name: "Leadway Assurance",
  claimsEmails: "claims@leadway.example\r\nmotorclaims@leadway.example, claims@leadway.example",
  phone: "0201 280 0700",
  acknowledgeWorkingDays: "2",
  offerDays: "30",
  products: ["motor-insurance", "travel-insurance"],
};

const LEADWAY_ROW = `<tr><th scope="row" data-label="Name"><a href="/desk/insurers/1">Leadway Assurance</a></th>
<td data-label="Claims e-mail"><a href="mailto:claims@leadway.example">claims@leadway.example</a><br><a href="mailto:motorclaims@leadway.example">motorclaims@leadway.example</a></td>
<td data-label="Phone"><a href="tel:+2342012800700">0201 280 0700</a></td>
<td data-label="Service Charter">2 working days to acknowledge, 30 days to make an offer</td>
<td data-label="Usual insurer of">Motor Insurance, Travel Insurance</td></tr>`;

const problemsOf = (body: string) =>
  [...body.matchAll(/<li><a href="#([\w-]+)">([^<]*)<\/a><\/li>/g)].map(([, field, text]) => [field, text]);

describe("The insurers on the desk", async () => {
  const { app } = await startService();
  after(() => app.close());
  const { person, cookies } = await signedInPerson(app, "efe@cowryshield.com.ng", "Efe Ighodaro");
  const post = (url: string, fields: Record<string, string | string[]>, origin = ORIGIN) =>
    app.inject({
      method: "POST",
      url,
      cookies,
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      payload: encoded(fields),
    });
  const insurerRecord = () =>
    app.desk.record
      .entries()
      .filter(({ action }) => action.endsWith("an insurer"))
      .map(({ action, staffId, what, address }) => ({ action, staffId, what, address }));

  it("leads to sign-in without a session, and gives a form sent without one back to send again", async () => {
    const page = await app.inject({ url: "/desk/insurers" });
    assert.equal(page.statusCode, 303);
    assert.equal(page.headers.location, "/desk/sign-in?next=%2Fdesk%2Finsurers");
    const one = await app.inject({ url: "/desk/insurers/1" });
    assert.equal(one.headers.location, "/desk/sign-in?next=%2Fdesk%2Finsurers%2F1");
    const sent = await app.inject({
      method: "POST",
      url: "/desk/insurers/new",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: encoded(LEADWAY),
    });
    assert.equal(sent.statusCode, 401);
    assert.ok(sent.body.includes('<input type="hidden" name="name" value="Leadway Assurance">'));
    assert.deepEqual(app.desk.insurers.list(), []);
  });

  it("lists none at first, with the way to add one, linked from the desk's top navigation", async () => {
    const page = await app.inject({ url: "/desk/insurers", cookies });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers["cache-control"], "no-store");
    assert.ok(
      page.body.includes(
        '<nav aria-label="Desk"><a href="/desk/">Queue</a> <a href="/desk/insurers">Insurers</a> <a href="/desk/mail">Unfiled mail</a> <a href="/desk/figures">Figures</a> <a href="/desk/passkeys">Your passkeys</a></nav>',
      ),
    );
    assert.ok(page.body.includes('<h1 id="insurers-heading">Insurers</h1>'));
    assert.ok(page.body.includes('<p><a class="button" href="/desk/insurers/new">Add an insurer</a></p>'));
    assert.ok(
      page.body.includes(
        "<p>No insurers yet: add each insurer the brokerage places business with, so that a claim can be sent to it.</p>",
      ),
    );
  });

  it("offers a new insurer's form with the Service Charter's usual days and the products to tick", async () => {
    const page = await app.inject({ url: "/desk/insurers/new", cookies });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<title>Add an insurer · Cowry Shield desk<\/title>/);
    assert.ok(page.body.includes('<form method="post" action="/desk/insurers/new" class="change insurer" novalidate>'));
    assert.ok(
      page.body.includes(
        '<input id="insurer-acknowledge-days" name="acknowledgeWorkingDays" class="days" inputmode="numeric" value="2" aria-describedby="insurer-acknowledge-days-hint">',
      ),
    );
    assert.ok(
      page.body.includes(
        '<input id="insurer-offer-days" name="offerDays" class="days" inputmode="numeric" value="30" aria-describedby="insurer-offer-days-hint">',
      ),
    );
    assert.ok(
      page.body.includes(
        '<label class="tick"><input type="checkbox" name="products" value="motor-insurance" id="insurer-product-1"> Motor Insurance</label>',
      ),
    );
    assert.equal(page.body.match(/type="checkbox" name="products"/g)?.length, 17);
    assert.ok(page.body.includes('<button type="submit">Add the insurer</button>'));
  });

  it("refuses a form from another origin, and adds nothing", async () => {
    const sent = await post("/desk/insurers/new", LEADWAY, "https://elsewhere.example");
    assert.equal(sent.statusCode, 403);
    assert.equal(sent.body, "The desk accepts requests from its own pages only.\n");
    assert.deepEqual(app.desk.insurers.list(), []);
  });

  it("sends a form with problems back with the error summary, each problem by its field, and what was typed", async () => {
    const empty = await post("/desk/insurers/new", {
      name: " ",
      claimsEmails: "",
      phone: "",
      acknowledgeWorkingDays: "0",
      offerDays: "91",
    });
    assert.equal(empty.statusCode, 400);
    assert.match(empty.body, /<title>Error: Add an insurer · Cowry Shield desk<\/title>/);
    assert.ok(
      empty.body.includes(
        '<div class="error-summary" id="problems" role="alert" aria-labelledby="problems-title" tabindex="-1">\n<h2 id="problems-title">There is a problem</h2>',
      ),
    );
    assert.deepEqual(problemsOf(empty.body), [
      ["insurer-name", "Enter the insurer&#39;s name"],
      ["insurer-claims-emails", "Enter the insurer&#39;s claims e-mail address"],
      ["insurer-phone", "Enter the insurer&#39;s phone number"],
      ["insurer-acknowledge-days", "The working days to acknowledge a claim must be a whole number from 1 to 30"],
      ["insurer-offer-days", "The days to make an offer must be a whole number from 1 to 90"],
    ]);
    assert.ok(
      empty.body.includes(
        '<label for="insurer-name">Name</label><p class="field-problem" id="insurer-name-problem">Enter the insurer&#39;s name</p>\n<input id="insurer-name" name="name" value=" " maxlength="120" autocomplete="off" spellcheck="false" aria-describedby="insurer-name-problem" aria-invalid="true">',
      ),
    );
    assert.ok(
      empty.body.includes(
        'value="91" aria-describedby="insurer-offer-days-hint insurer-offer-days-problem" aria-invalid="true">',
      ),
    );

    const wrong = await post("/desk/insurers/new", {
      ...LEADWAY,
      name: "L".repeat(121),
      claimsEmails: "claims@leadway.example, claims@leadway, <b>x</b>",
      phone: "0201 280",
      acknowledgeWorkingDays: "31",
      offerDays: "2.5",
    });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(problemsOf(wrong.body), [
      ["insurer-name", "The insurer&#39;s name must be at most 120 characters"],
      ["insurer-claims-emails", "“claims@leadway” is not an e-mail address: write each like claims@insurer.com.ng"],
      [
        "insurer-phone",
        "Enter a phone number in Nigeria, like 0201 280 0700 or 0803 555 0100, or one with its country code",
      ],
      ["insurer-acknowledge-days", "The working days to acknowledge a claim must be a whole number from 1 to 30"],
      ["insurer-offer-days", "The days to make an offer must be a whole number from 1 to 90"],
    ]);
    assert.ok(wrong.body.includes(">claims@leadway.example, claims@leadway, &lt;b&gt;x&lt;/b&gt;</textarea>"));
    assert.ok(wrong.body.includes('value="motor-insurance" id="insurer-product-1" checked> Motor Insurance</label>'));
    assert.deepEqual(app.desk.insurers.list(), []);
    assert.deepEqual(insurerRecord(), []);
  });

  it("adds an insurer, leads back to the list (303), which shows it, and records it", async () => {
    const sent = await post("/desk/insurers/new", LEADWAY);
    assert.equal(sent.statusCode, 303);
    assert.equal(sent.headers.location, "/desk/insurers?added=1");
    const [leadway] = app.desk.insurers.list();
    assert.deepEqual(
      { ...leadway, addedAt: undefined, changedAt: undefined },
      {
        id: 1,
        name: "Leadway Assurance",
        claimsEmails: ["claims@leadway.example", "motorclaims@leadway.example"],
        phone: "+234 201 280 0700",
        acknowledgeWorkingDays: 2,
        offerDays: 30,
        addedAt: undefined,
        changedAt: undefined,
      },
    );
    assert.deepEqual(app.desk.insurers.productsOf(1), ["motor-insurance", "travel-insurance"]);
    const list = await app.inject({ url: sent.headers.location, cookies });
    assert.ok(
      list.body.includes('<p class="status" id="done" role="status" tabindex="-1">Leadway Assurance was added.</p>'),
    );
    assert.ok(list.body.includes(LEADWAY_ROW), list.body);
    assert.deepEqual(insurerRecord(), [
      {
        action: "added an insurer",
        staffId: person.id,
        what: "Leadway Assurance: claims e-mail addresses claims@leadway.example, motorclaims@leadway.example; phone +234 201 280 0700; 2 working days to acknowledge, 30 days to offer; usual insurer of Motor Insurance, Travel Insurance",
        address: "127.0.0.1",
      },
    ]);
  });

  it("refuses a name already on the list, whatever its case", async () => {
    const sent = await post("/desk/insurers/new", { ...LEADWAY, name: "LEADWAY assurance" });
    assert.equal(sent.statusCode, 400);
    assert.deepEqual(problemsOf(sent.body), [["insurer-name", "Leadway Assurance is already on the list"]]);
    assert.ok(sent.body.includes('<input id="insurer-name" name="name" value="LEADWAY assurance"'));
    assert.equal(app.desk.insurers.list().length, 1);
  });

  it("shows an insurer's page with its details, and changes them, recording from what to what", async () => {
    const page = await app.inject({ url: "/desk/insurers/1", cookies });
    assert.equal(page.statusCode, 200);
    assert.ok(page.body.includes("<h1>Leadway Assurance</h1>"));
    assert.ok(page.body.includes('<form method="post" action="/desk/insurers/1" class="change insurer" novalidate>'));
    assert.ok(page.body.includes(">claims@leadway.example\nmotorclaims@leadway.example</textarea>"));
    assert.ok(page.body.includes('<input id="insurer-phone" name="phone" value="+234 201 280 0700" type="tel"'));
    assert.ok(page.body.includes('value="motor-insurance" id="insurer-product-1" checked> Motor Insurance</label>'));
    assert.ok(page.body.includes('value="fire-insurance" id="insurer-product-2"> Fire &amp; Special Perils'));
    assert.ok(page.body.includes('<button type="submit">Save the changes</button>'));

    const sent = await post("/desk/insurers/1", {
      ...LEADWAY,
      claimsEmails: "motorclaims@leadway.example",
      phone: "+234 201 280 0700",
      offerDays: "21",
      products: ["motor-insurance", "fire-insurance"],
    });
    assert.equal(sent.statusCode, 303);
    assert.equal(sent.headers.location, "/desk/insurers?changed=1");
    const list = await app.inject({ url: sent.headers.location, cookies });
    assert.ok(list.body.includes(">Leadway Assurance was changed.</p>"));
    assert.ok(list.body.includes("2 working days to acknowledge, 21 days to make an offer"));
    assert.ok(list.body.includes("Motor Insurance, Fire &amp; Special Perils Insurance</td>"));
    assert.equal(insurerRecord()[1]?.action, "changed an insurer");
    assert.equal(
      insurerRecord()[1]?.what,
      "Leadway Assurance: claims e-mail addresses claims@leadway.example, motorclaims@leadway.example → motorclaims@leadway.example; days to offer 30 → 21; made usual insurer of Fire & Special Perils Insurance; no longer usual insurer of Travel Insurance",
    );

    const same = await post("/desk/insurers/1", {
      ...LEADWAY,
      claimsEmails: "motorclaims@leadway.example",
      offerDays: "21",
      products: ["motor-insurance", "fire-insurance"],
    });
    assert.equal(same.headers.location, "/desk/insurers?unchanged=1");
    const unchanged = await app.inject({ url: same.headers.location, cookies });
    assert.ok(unchanged.body.includes(">Nothing was changed: Leadway Assurance&#39;s details are as they were.</p>"));
    assert.equal(insurerRecord().length, 2);
  });

  it("refuses another insurer's name on a change, and answers 404 for no such insurer", async () => {
    assert.equal((await post("/desk/insurers/new", { ...LEADWAY, name: "AXA Mansard", products: [] })).statusCode, 303);
    const renamed = await post("/desk/insurers/2", { ...LEADWAY, name: "leadway assurance" });
    assert.equal(renamed.statusCode, 400);
    assert.ok(renamed.body.includes("<h1>AXA Mansard</h1>"));
    assert.deepEqual(problemsOf(renamed.body), [["insurer-name", "Leadway Assurance is already on the list"]]);
    for (const url of ["/desk/insurers/99", "/desk/insurers/abc", "/desk/insurers/01"]) {
      assert.equal((await app.inject({ url, cookies })).statusCode, 404, url);
    }
    assert.equal((await post("/desk/insurers/99", LEADWAY)).statusCode, 404);
    assert.equal(insurerRecord().length, 3);
  });

  it("prints each addition and change in the audit", () => {
    const lines = runAudit(app.db, { name: "audit" })
      .split("\n")
      .filter((line) => line.includes("an insurer"));
    const who = "Efe Ighodaro <efe@cowryshield.com.ng>";
    assert.deepEqual(
      lines.map((line) => line.replace(/^\w{3} \d+ \w{3} \d{4}, \d\d:\d\d WAT {2}/, "")),
      [
        `${who}  added an insurer: Leadway Assurance: claims e-mail addresses claims@leadway.example, motorclaims@leadway.example; phone +234 201 280 0700; 2 working days to acknowledge, 30 days to offer; usual insurer of Motor Insurance, Travel Insurance  from 127.0.0.1`,
        `${who}  changed an insurer: Leadway Assurance: claims e-mail addresses claims@leadway.example, motorclaims@leadway.example → motorclaims@leadway.example; days to offer 30 → 21; made usual insurer of Fire & Special Perils Insurance; no longer usual insurer of Travel Insurance  from 127.0.0.1`,
        `${who}  added an insurer: AXA Mansard: claims e-mail addresses claims@leadway.example, motorclaims@leadway.example; phone +234 201 280 0700; 2 working days to acknowledge, 30 days to offer  from 127.0.0.1`,
      ],
    );
  });
});

describe("The insurer's form without the products file", async () => {
  const { app } = await startService({ PRODUCTS_FILE: "/nonexistent/products.json" });
  after(() => app.close());
  const { cookies } = await signedInPerson(app);

  it("says the products cannot be read, and a change keeps those the insurer had", async () => {
    const added = app.desk.insurers.add({
      name: "AIICO Insurance",
      claimsEmails: ["claims@aiico.example"],
      phone: "+234 803 555 0100",
      acknowledgeWorkingDays: 2,
      offerDays: 30,
    });
    assert.ok(typeof added === "object");
    app.desk.insurers.setProducts(added.id, ["group-life"], ["group-life"]);
    const page = await app.inject({ url: `/desk/insurers/${added.id}`, cookies });
    assert.ok(
      page.body.includes(
        '<p class="status problem">The products could not be read, so they are not shown here: the products this insurer is the usual insurer of stay as they were.</p>',
      ),
    );
    const sent = await app.inject({
      method: "POST",
      url: `/desk/insurers/${added.id}`,
      cookies,
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: encoded({
        name: "AIICO Insurance",
        claimsEmails: "claims@aiico.example",
        phone: "0803 555 0100",
        acknowledgeWorkingDays: "3",
        offerDays: "30",
      }),
    });
    assert.equal(sent.headers.location, `/desk/insurers?changed=${added.id}`);
    assert.deepEqual(app.desk.insurers.productsOf(added.id), ["group-life"]);
    const list = await app.inject({ url: "/desk/insurers", cookies });
    assert.ok(list.body.includes('<td data-label="Usual insurer of">group-life</td>'));
  });
});
