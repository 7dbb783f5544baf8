/**
 * Both forms with JavaScript off, against the production build served by the service: the browser posts them
 * itself, and the service answers with the build's result pages.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { fillClaim, fillQuote } from "../tooling/form-filling";
import { expect, test } from "./fixtures";
import { sentPageAddress } from "./sent-page";
import { mailAbout } from "./staff-mail";
import { storedSubmissions } from "../tooling/service-process";
import { pdfFile as pdf, smallPdf } from "./pdf-documents";

const dataDir = path.join(__dirname, "..", "var", "e2e");

test.use({
  javaScriptEnabled: false,
  waitForHydration: false,
  // Refused posts are answered 400 or 413, with the refused page.
  // One pattern: a list of two would be read as a fixture's value and its options.
  expectedProblems: [/(HTTP (400|413): |status of (400|413) .*)http:\/\/[^/]+\/api\/(claims|quote-requests)\)?$/],
});

const quote = {
  name: "Emeka Nwosu",
  email: "emeka@example.com",
  phone: "0805 555 0144",
  insuranceType: "auto",
  message: "Comprehensive cover for a 2016 Honda Accord in Enugu.",
};

const claim = {
  fullName: "Funmilayo Ajayi",
  email: "funmi@example.com",
  phone: "0807 555 0133",
  policyNumber: "MTR/2026/007781",
  claimType: "auto",
  incidentDate: "2026-10-20",
  description: "A danfo bus scraped the side of my car on Ikorodu Road in traffic.",
};

const report = smallPdf;
const estimate = Buffer.concat([report, Buffer.from("% repair estimate\n")]);

const stored = (reference: string) => storedSubmissions(dataDir).find((entry) => entry.reference === reference);

/**
 * Stored submissions whose field holds the value. Other tests store into the same service meanwhile, so "nothing
 * stored" is judged by what this test sent, never by a count.
 */
const storedWith = (field: string, value: string) =>
  storedSubmissions(dataDir).filter((entry) => entry.fields[field] === value);

/** The reference the sent page shows, after its heading. */
async function shownReference(page: Page, heading: string, prefix: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  const line = page.getByText(/^Your reference is /);
  await expect(line).toHaveText(new RegExp(`^Your reference is ${prefix}-\\d{4}-\\d{6}\\. `));
  return /([A-Z]{3}-\d{4}-\d{6})/.exec((await line.textContent())!)![1]!;
}

/** The refused page's list: each item "<field label>: <message>". */
const detailsToCorrect = (page: Page) => page.getByRole("list", { name: "Details to correct" }).getByRole("listitem");

/**
 * Audits the page the service answered at `url` with `html`. axe runs as a script, and never finishes in a page
 * whose scripts are off, so the page is drawn with scripts on but as a browser without them draws it: what
 * <noscript> holds is part of the page (the no-script styles, the WhatsApp link), and no script of its own runs.
 */
async function expectNoAxeViolations(browser: Browser, url: string, html: string) {
  test.setTimeout(60_000);
  const asWithoutScripts = html
    .replace(/<\/?noscript>/g, "")
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "");
  // Contexts made in a test take its options: scripts must be on here.
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    await page.route(url, (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: asWithoutScripts }),
    );
    await page.goto(url);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(results.violations).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Audits the page the browser shows, as the service answers its address. */
const audit = async (browser: Browser, page: Page) =>
  expectNoAxeViolations(browser, page.url(), await (await page.request.get(page.url())).text());

test("the forms are shown, posting to the service, and the no-script message is gone from them", async ({ page }) => {
  await page.goto("/contact/");
  const quoteForm = page.locator("#get-a-quote form");
  await expect(quoteForm).toBeVisible();
  await expect(quoteForm).toHaveAttribute("action", "/api/quote-requests");
  await expect(page.locator("#get-a-quote")).not.toContainText("needs JavaScript");
  await page.goto("/claims/");
  const claimForm = page.locator("#claims-form form");
  await expect(claimForm).toHaveAttribute("action", "/api/claims");
  await expect(claimForm).toHaveAttribute("enctype", "multipart/form-data");
  // Shown, with the files it holds: with scripts it is drawn transparent over the drop zone.
  await expect(claimForm.getByLabel("Supporting documents")).toHaveCSS("opacity", "1");
  await expect(page.locator("#claims-form")).not.toContainText("needs JavaScript");
});

test("a quote request is stored as typed, its reference shown, and e-mailed to staff; a repeat stores it once", async ({
  browser,
  page,
  baseURL,
}) => {
  await page.goto("/contact/");
  await fillQuote(page.locator("#get-a-quote form"), quote);
  await page.getByRole("button", { name: "Request a Quote" }).click();
  await expect(page).toHaveURL(sentPageAddress(baseURL!, "quote-requests"));
  const reference = await shownReference(page, "Request Submitted Successfully", "QTE");
  await expect(page.getByText("Thank you. Our team will contact you shortly with your quote.")).toBeVisible();
  expect(stored(reference)?.fields).toEqual({ ...quote, agreement: true });
  expect((await mailAbout(reference)).subject).toBe(`Quote request ${reference} from Emeka Nwosu`);
  await audit(browser, page);

  // A reload asks for the page again, and posts nothing.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.reload();
  expect(await shownReference(page, "Request Submitted Successfully", "QTE")).toBe(reference);
  expect(posts).toEqual([]);

  // Back to the form, which the browser fills in again as it was, and submit once more.
  await page.goBack();
  await expect(page.locator("#get-a-quote form").getByLabel("Full name")).toHaveValue(quote.name);
  await page.getByRole("button", { name: "Request a Quote" }).click();
  expect(await shownReference(page, "Request Submitted Successfully", "QTE")).toBe(reference);
  expect(storedWith("message", quote.message)).toHaveLength(1);
});

test("a claim with two documents is stored byte for byte, its reference shown, and e-mailed with both", async ({
  browser,
  page,
  baseURL,
}) => {
  const form = await fillClaim(page, claim);
  await form
    .getByLabel("Supporting documents")
    .setInputFiles([pdf("report.pdf", report), pdf("estimate.pdf", estimate)]);
  await form.getByRole("button", { name: "Submit Claim" }).click();
  await expect(page).toHaveURL(sentPageAddress(baseURL!, "claims"));
  const reference = await shownReference(page, "Claim Submitted Successfully", "CLM");
  const entry = stored(reference)!;
  expect(entry.fields).toEqual({ ...claim, notARobot: true });
  expect(entry.documents.map((document) => document.originalName)).toEqual(["report.pdf", "estimate.pdf"]);
  for (const [document, sent] of [
    [entry.documents[0]!, report],
    [entry.documents[1]!, estimate],
  ] as const) {
    expect(fs.readFileSync(path.join(dataDir, "documents", document.storedPath)).equals(sent)).toBe(true);
  }
  const mail = await mailAbout(reference);
  expect(mail.subject).toBe(`Claim ${reference} from Funmilayo Ajayi`);
  expect(
    mail.attachments.map((attachment) => [
      attachment.filename,
      attachment.content.equals(attachment.filename === "report.pdf" ? report : estimate),
    ]),
  ).toEqual([
    ["report.pdf", true],
    ["estimate.pdf", true],
  ]);
  await audit(browser, page);

  // The same claim from the enhanced form: staff get the same e-mail, but for its reference and time.
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const enhanced = await fillClaim(await context.newPage(), claim);
    await enhanced
      .getByLabel("Supporting documents")
      .setInputFiles([pdf("report.pdf", report), pdf("estimate.pdf", estimate)]);
    await expect(enhanced.getByRole("button", { name: /^Remove / })).toHaveCount(2);
    await enhanced.getByRole("button", { name: "Submit Claim" }).click();
    const status = enhanced.getByRole("status");
    await expect(status).toContainText(/Your reference is CLM-\d{4}-\d{6}\./, { timeout: 20_000 });
    const enhancedReference = /CLM-\d{4}-\d{6}/.exec((await status.textContent())!)![0];
    const asSent = (sent: typeof mail, itsReference: string) => ({
      to: sent.to,
      // The reply address names the claim (REPLY_MAILBOX's plus address).
      replyTo: sent.replyTo?.text.replace(itsReference, "CLM-…"),
      subject: sent.subject?.replace(itsReference, "CLM-…"),
      text: sent.text?.replaceAll(itsReference, "CLM-…").replace(/^Received: .+$/m, "Received: …"),
      attachments: sent.attachments.map(({ filename, contentType, content }) => [filename, contentType, content]),
    });
    expect(asSent(await mailAbout(enhancedReference), enhancedReference)).toEqual(asSent(mail, reference));
  } finally {
    await context.close();
  }
});

test("an empty quote request is refused with each field's message, nothing stored", async ({ browser, page }) => {
  await page.goto("/contact/");
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Request a Quote" }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please Correct Your Details");
  await expect(detailsToCorrect(page)).toHaveText([
    "Full name: Name must be at least 2 characters",
    "E-mail address: Invalid email address",
    "Phone number: Phone number must be at least 10 digits",
    "Insurance type: Please select an insurance type",
    "What would you like to insure? Message must be at least 10 characters",
    "Privacy notice and terms of use: Please agree to the privacy notice and terms of use",
  ]);
  await expect(
    page.getByText("Use your browser's Back button to return to the form with what you typed"),
  ).toBeVisible();
  expect(storedWith("name", "")).toEqual([]);
  await expectNoAxeViolations(browser, page.url(), (await (await answer).body()).toString("utf8"));
});

test("an empty claim is refused with each field's message, nothing stored", async ({ page }) => {
  await page.goto("/claims/");
  await page.getByRole("button", { name: "Submit Claim" }).click();
  await expect(detailsToCorrect(page)).toHaveText([
    "Full name: Full name must be at least 2 characters",
    "E-mail address: Invalid email address",
    "Phone number: Phone number must be at least 10 digits",
    "Policy number: Policy number is required",
    "Claim type: Please select a claim type",
    "Date of the incident: Incident date is required",
    "What happened? Description must be at least 20 characters",
    "Supporting documents: At least one supporting document is required",
    "I'm not a robot: Please confirm that you are not a robot",
  ]);
  expect(storedWith("fullName", "")).toEqual([]);
});

/** The start of a Windows program: what the service recognises one by. */
const executable = Buffer.concat([
  Buffer.from("MZ"),
  Buffer.alloc(62),
  Buffer.from("This program cannot be run in DOS mode."),
]);
/** A PDF whose catalog runs a script as it opens. */
const scripted = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >> endobj\n" +
    "trailer << /Root 1 0 R >>\n%%EOF\n",
);
for (const { what, documents, message, status } of [
  {
    what: "a 6 MB document",
    documents: [pdf("scan.pdf", Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(6 * 1024 * 1024, 32)]))],
    message: "Supporting documents: Max file size is 5MB",
    status: 413,
  },
  {
    what: "a renamed executable",
    documents: [pdf("invoice.pdf", executable)],
    message: "Supporting documents: invoice.pdf: Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted",
    status: 400,
  },
  {
    what: "a PDF that runs a script when opened",
    documents: [pdf("report.pdf", scripted)],
    message:
      "Supporting documents: report.pdf: this PDF contains scripts, actions that run on their own or attached files, " +
      "which we cannot accept. Send a plain copy instead: a scan, or a PDF printed from the document.",
    status: 400,
  },
  {
    what: "an eleventh document",
    documents: Array.from({ length: 11 }, (_, index) => pdf(`page-${index + 1}.pdf`, report)),
    message: "Supporting documents: You can attach up to 10 documents",
    status: 413,
  },
]) {
  test(`a claim with ${what} is refused with its message, nothing stored`, async ({ page }) => {
    const description = `${claim.description} This claim has ${what}.`;
    const form = await fillClaim(page, { ...claim, description });
    await form.getByLabel("Supporting documents").setInputFiles(documents);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/claims"));
    await form.getByRole("button", { name: "Submit Claim" }).click();
    expect((await answer).status()).toBe(status);
    await expect(detailsToCorrect(page)).toHaveText([message]);
    expect(storedWith("description", description)).toEqual([]);
  });
}

test("the failed pages offer the phone number and e-mail, and pass axe", async ({ browser, page }) => {
  for (const [path, phoneAndMail] of [
    ["/contact/failed/", /call us on .+ or e-mail .+@/],
    ["/claims/failed/", /call us on .+ or e-mail .+@/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submission Failed");
    await expect(page.getByText(phoneAndMail)).toBeVisible();
    await expectNoAxeViolations(browser, page.url(), await (await page.request.get(page.url())).text());
  }
});
