/**
 * The receipt e-mailed to the visitor, through the service to a real SMTP server (smtp-server), read back with
 * mailparser: its words and dates, nothing of what the visitor wrote freely, one per submission however often it
 * is sent, at most three a day to one mailbox, and the staff e-mail saying whether it went.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import type { AddressObject, ParsedMail } from "mailparser";
import { IDEMPOTENCY_HEADER } from "../../form-contract/shared/idempotency";
import { readBrokerage, readCompany } from "../mail/brokerage";
import { StartupError } from "../startup-error";
import { multipart, pdfBytes, pngBytes, startService, tempDir, until, validClaimFields, validQuote } from "./helpers";
import { BROWSER_ACCEPT, SITE, writeResultPages } from "./result-page-fixtures";
import { serviceMailingToSink } from "./mailing-service";

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) => object.value);

/** A service mailing to a sink, and what the sink received for a mailbox or about a reference. */
async function serviceWithReceipts() {
  const { sink, app, dataDir } = await serviceMailingToSink();
  const receiptsTo = (address: string) =>
    sink.received.filter((mail) => addressesOf(mail.to).some((to) => to.address === address));
  const staffMailAbout = (reference: string) =>
    sink.received.find((mail) => mail.subject?.includes(reference) && !mail.subject.startsWith("Your "));
  return { sink, app, dataDir, receiptsTo, staffMailAbout };
}

async function postClaim(app: Awaited<ReturnType<typeof startService>>["app"], fields = validClaimFields) {
  const response = await app.inject({
    method: "POST",
    url: "/api/claims",
    ...(await multipart(fields, [
      { name: "police-report.pdf", bytes: pdfBytes },
      { name: "bumper.png", bytes: await pngBytes(), type: "image/png" },
    ])),
  });
  assert.equal(response.statusCode, 201);
  return response.json<{ reference: string; emailedCopy?: { to: string; withheld: boolean } }>();
}

/** Every address the HTML part would load something from: none may be remote. */
function loadedAddresses(html: string): string[] {
  return [...html.matchAll(/\b(?:src|srcset|background|poster)\s*=\s*"([^"]*)"|url\(([^)]*)\)|<link\b[^>]*>/gi)].map(
    (match) => match[0],
  );
}

function htmlOf(mail: ParsedMail): string {
  assert.equal(typeof mail.html, "string");
  return mail.html as string;
}

describe("The receipt e-mailed to the visitor", () => {
  it("for a claim: the reference, what happens next, what was sent in the form's words, and how to reach the claims team", async () => {
    const { app, sink, receiptsTo } = await serviceWithReceipts();
    const { reference, emailedCopy } = await postClaim(app);
    assert.deepEqual(emailedCopy, { to: "chinedu@example.com", withheld: false });
    await until(() => receiptsTo("chinedu@example.com").length === 1 && sink.received.length === 2, "two e-mails");

    const [receipt] = receiptsTo("chinedu@example.com");
    assert.equal(receipt!.subject, `Your claim ${reference} has been received by Cowry Shield`);
    assert.deepEqual(addressesOf(receipt!.to), [{ address: "chinedu@example.com", name: "Chinedu Eze" }]);
    assert.deepEqual(addressesOf(receipt!.replyTo), [{ address: "claims@cowryshield.com.ng", name: "" }]);
    assert.deepEqual(addressesOf(receipt!.from), [
      { address: "no-reply@cowryshield.com.ng", name: "Cowry Shield website" },
    ]);
    assert.equal(receipt!.attachments.length, 0);
    assert.equal(
      receipt!.text,
      [
        "We have received your claim",
        "",
        "Dear Chinedu Eze,",
        "",
        "Thank you for your claim. Your reference is:",
        "",
        `    ${reference}`,
        "",
        "Please keep it: we quote it in every message about your claim.",
        "",
        "What happens next",
        "",
        "- A claims officer reviews your claim and contacts you within one working day, by phone or e-mail.",
        "- We may ask you for more documents, such as a police report, repair estimates, more photographs of the damage or your insurer's claim form.",
        "- We then submit your claim to your insurer, follow it up and keep you updated until it is settled.",
        "",
        "Your claim online",
        "",
        `To see where your claim stands online, go to http://localhost:9000/claims/status/?reference=${reference} and give your reference, ${reference}, and this e-mail address.`,
        "",
        "What you sent",
        "",
        "Claim type: Motor",
        "Date of the incident: Sunday 1 November 2026",
        "Policy number: POL-2026-0042",
        "Documents:",
        `- police-report.pdf (${pdfBytes.length} bytes)`,
        `- bumper.png (${(await pngBytes()).length} bytes)`,
        "",
        "Contact us",
        "",
        "Claims hotline: 0802 555 0199",
        "E-mail: claims@cowryshield.com.ng",
        "Or reply to this e-mail.",
        "",
        "If you did not send this, tell us at claims@cowryshield.com.ng.",
        "",
        "Cowry Shield Insurance Brokers Limited",
        "",
      ].join("\n"),
    );

    const html = htmlOf(receipt!);
    assert.match(html, /^<!DOCTYPE html>\n<html lang="en-NG">/);
    assert.match(html, /<h1 [^>]*>We have received your claim<\/h1>/);
    assert.deepEqual(
      [...html.matchAll(/<h2 [^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]),
      ["What happens next", "Your claim online", "What you sent", "Contact us"],
    );
    assert.match(html, new RegExp(`>${reference}</p>`));
    assert.match(html, /<a href="tel:\+2348025550199"[^>]*>0802 555 0199<\/a>/);
    assert.match(html, /<a href="mailto:claims@cowryshield.com.ng"[^>]*>claims@cowryshield.com.ng<\/a>/);
    assert.match(html, /<li [^>]*>A claims officer reviews your claim and contacts you within one working day/);
    assert.deepEqual(loadedAddresses(html), []);
    assert.doesNotMatch(html, /<(script|img|style|link)\b/);
    assert.ok(Buffer.byteLength(html) < 12_000, `${Buffer.byteLength(html)} bytes of HTML`);
  });

  it("never carries the description or the message the visitor wrote", async () => {
    const { app, receiptsTo, staffMailAbout } = await serviceWithReceipts();
    const description = "Click https://evil.example/pay to claim your refund of N500,000 today.";
    const message = "Visit https://evil.example/login and enter your bank PIN to confirm this quote.";
    const claim = await postClaim(app, { ...validClaimFields, email: "target@example.com", description });
    const quote = await app.inject({
      method: "POST",
      url: "/api/quote-requests",
      payload: { ...validQuote, email: "target@example.com", message },
    });
    await until(() => receiptsTo("target@example.com").length === 2, "two receipts");
    await until(() => staffMailAbout(claim.reference) !== undefined, "the claim's staff e-mail");

    for (const receipt of receiptsTo("target@example.com")) {
      for (const part of [receipt.text ?? "", htmlOf(receipt)]) {
        assert.doesNotMatch(part, /evil\.example|refund|bank PIN/);
      }
    }
    // Staff get it all.
    assert.match(staffMailAbout(claim.reference)!.text ?? "", /What happened: Click https:\/\/evil\.example\/pay/);
    assert.equal(quote.statusCode, 201);
  });

  it("for a quote request: the insurance type, the number we will call, and the main line, with Reply-To the quotes inbox", async () => {
    const { app, receiptsTo } = await serviceWithReceipts();
    const response = await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote });
    const { reference } = response.json<{ reference: string }>();
    await until(() => receiptsTo("adaeze@example.com").length === 1, "the receipt");

    const [receipt] = receiptsTo("adaeze@example.com");
    assert.equal(receipt!.subject, `Your quote request ${reference} has been received by Cowry Shield`);
    assert.deepEqual(addressesOf(receipt!.replyTo), [{ address: "info@cowryshield.com.ng", name: "" }]);
    const text = receipt!.text ?? "";
    for (const line of [
      "We have received your quote request",
      "Dear Adaeze Obi,",
      `    ${reference}`,
      "- One of our brokers calls you within one working day, on the number you gave, to talk through the cover you need.",
      "Insurance type: Home",
      "Phone number we will call: 0803 555 0100",
      "Phone: 0809 555 0142",
      "E-mail: info@cowryshield.com.ng",
      "If you did not send this, tell us at info@cowryshield.com.ng.",
    ]) {
      assert.ok(text.split("\n").includes(line), `no line "${line}" in:\n${text}`);
    }
    assert.doesNotMatch(text, /three-bedroom/);
    // A quote request's progress is not shown online: the broker calls.
    assert.doesNotMatch(text, /claims\/status|Your claim online/);
    assert.match(htmlOf(receipt!), /<a href="tel:\+2348035550100"[^>]*>0803 555 0100<\/a>/);
  });

  it("goes once per submission, however often the same submission is sent", async () => {
    const { app, sink, receiptsTo } = await serviceWithReceipts();
    const key = "0123456789abcdef0123456789abcdef";
    const sent = await Promise.all(
      [1, 2, 3].map(() =>
        app.inject({
          method: "POST",
          url: "/api/quote-requests",
          headers: { [IDEMPOTENCY_HEADER]: key },
          payload: validQuote,
        }),
      ),
    );
    const references = new Set(sent.map((response) => response.json<{ reference: string }>().reference));
    assert.equal(references.size, 1);
    await until(() => sink.received.length >= 2, "the receipt and the staff e-mail");
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(receiptsTo("adaeze@example.com").length, 1);
    assert.equal(sink.received.length, 2);
  });

  it("goes at most three times a day to one mailbox, however the address is written; the fourth submission is stored and staff are told", async () => {
    const { app, sink, staffMailAbout } = await serviceWithReceipts();
    const addresses = ["ngozi@example.com", "Ngozi@Example.com", "ngozi+claims@example.com", "NGOZI+4@example.com"];
    const answers = [];
    for (const email of addresses) answers.push(await postClaim(app, { ...validClaimFields, email }));
    assert.deepEqual(
      answers.map((answer) => answer.emailedCopy),
      [
        { to: "ngozi@example.com", withheld: false },
        { to: "Ngozi@Example.com", withheld: false },
        { to: "ngozi+claims@example.com", withheld: false },
        { to: "NGOZI+4@example.com", withheld: true },
      ],
    );
    await until(() => sink.received.length === 7, "three receipts and four staff e-mails");
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(sink.received.length, 7);
    const receipts = sink.received.filter((mail) => mail.subject?.startsWith("Your claim "));
    assert.deepEqual(
      receipts.map((mail) => [mail.subject, addressesOf(mail.to)[0]!.address?.toLowerCase()]).sort(),
      answers
        .slice(0, 3)
        .map(({ reference }, index) => [
          `Your claim ${reference} has been received by Cowry Shield`,
          addresses[index]!.toLowerCase(),
        ]),
    );
    const receiptLines = answers.map(
      ({ reference }) =>
        (staffMailAbout(reference)!.text ?? "").split("\n").find((line) => line.startsWith("Receipt: ")) ?? "",
    );
    assert.deepEqual(receiptLines, [
      "Receipt: e-mailed to the visitor",
      "Receipt: e-mailed to the visitor",
      "Receipt: e-mailed to the visitor",
      "Receipt: not sent: their address has had 3 receipts in the last 24 hours, the most one address gets",
    ]);
    assert.match(
      htmlOf(staffMailAbout(answers[3]!.reference)!),
      /<th [^>]*>Receipt<\/th><td [^>]*>not sent: their address has had 3 receipts in the last 24 hours/,
    );
    // Another address is not held back by this one's limit.
    const other = await postClaim(app, { ...validClaimFields, email: "emeka@example.com" });
    assert.deepEqual(other.emailedCopy, { to: "emeka@example.com", withheld: false });
  });
});

describe("The brokerage's words for the e-mails", () => {
  it("are read from data/company.json and data/next-steps.json, the same words the site shows", () => {
    const brokerage = readBrokerage(readCompany("data/company.json"), "data/next-steps.json");
    const nextSteps = JSON.parse(fs.readFileSync("data/next-steps.json", "utf8")) as Record<string, string[]>;
    assert.deepEqual(brokerage.nextSteps, { claim: nextSteps.claim, quote: nextSteps.quote });
    assert.deepEqual(
      [brokerage.email, brokerage.claimsEmail, brokerage.mainLine, brokerage.claimsHotline],
      ["info@cowryshield.com.ng", "claims@cowryshield.com.ng", "+2348095550142", "+2348025550199"],
    );
  });

  it("stop the start, naming file and field, when a file cannot be used", () => {
    const folder = tempDir("next-steps-");
    const file = path.join(folder, "next-steps.json");
    fs.writeFileSync(file, JSON.stringify({ claim: ["A claims officer calls you."], quote: [] }));
    assert.throws(
      () => readBrokerage(readCompany("data/company.json"), file),
      new StartupError(`${file} must list at least one sentence in quote`),
    );
    fs.writeFileSync(file, "{ not JSON");
    assert.throws(
      () => readBrokerage(readCompany("data/company.json"), file),
      (error: Error) => error instanceof StartupError && error.message.startsWith(`cannot read ${file}: `),
    );
  });
});

describe("The sent page of a browser's own form post", () => {
  it("names the address the copy was e-mailed to, as typed and escaped, or says the day's limit held it back", async () => {
    const { app, publicDir } = await startService({ SMTP_URL: "smtp://127.0.0.1:1", RATE_LIMIT_MAX: "100" });
    after(() => app.close());
    writeResultPages(publicDir);
    const sentPageFor = async (email: string) => {
      const posted = await app.inject({
        method: "POST",
        url: "/api/quote-requests",
        headers: {
          host: SITE,
          origin: `https://${SITE}`,
          accept: BROWSER_ACCEPT,
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: new URLSearchParams({ ...validQuote, email, agreement: "true" }).toString(),
      });
      assert.equal(posted.statusCode, 303, posted.body);
      const page = await app.inject({ method: "GET", url: String(posted.headers.location), headers: { host: SITE } });
      return [...page.body.matchAll(/<p>(We have[^<]*<strong>[^<]*<\/strong>[^<]*)<\/p>/g)].map((match) => match[1]);
    };

    assert.deepEqual(await sentPageFor("o'neil&sons@example.com"), [
      "We have e-mailed a copy to <strong>o&#39;neil&amp;sons@example.com</strong>.",
    ]);
    await sentPageFor("Ngozi@example.com");
    await sentPageFor("ngozi+2@example.com");
    await sentPageFor("ngozi@example.com");
    assert.deepEqual(await sentPageFor("NGOZI@example.com"), [
      "We have not e-mailed a copy to <strong>NGOZI@example.com</strong>: the limit.",
    ]);
  });
});
