/**
 * The receipt e-mailed to the visitor, against the production build served by the service with the e-mail sink:
 * exactly one per claim, from the enhanced form and from the browser's own post, its reference the one on the
 * screen; none past the day's limit, with staff told. Both e-mails' HTML is rendered at 375 and 1280 px into
 * e2e/screenshots/ to be looked at.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { fillClaim, type ClaimEntries } from "../tooling/form-filling";
import { deskUrl } from "./desk-staff";
import { expect, readData, test } from "./fixtures";
import { sentPageAddress } from "./sent-page";
import { mailAbout, mailCounts, receiptAbout } from "./staff-mail";
import { pdfFile as pdf, smallPdf } from "./pdf-documents";

const nextSteps = readData<{ claim: string[]; quote: string[] }>("next-steps.json");

/** Each test's own address: the daily limit on receipts counts by address. */
const claimFrom = (email: string): ClaimEntries => ({
  fullName: "Bola Adekunle",
  email,
  phone: "0803 555 0177",
  policyNumber: "MTR/2026/004411",
  claimType: "auto",
  incidentDate: "2026-10-30",
  description: "A tanker reversed into my parked car at a filling station on Lekki-Epe Expressway.",
});

const report = smallPdf;
const estimate = Buffer.concat([report, Buffer.from("% repair estimate for the rear bumper\n")]);

const screenshots = path.join(__dirname, "screenshots");

/** Exactly one e-mail to staff and `receipts` to the visitor, still so after the outbox has had time to send more. */
async function expectMailCounts(page: Page, reference: string, receipts: number) {
  await expect.poll(() => mailCounts(reference), { timeout: 20_000 }).toEqual({ staff: 1, receipts });
  await page.waitForTimeout(1_500);
  expect(await mailCounts(reference)).toEqual({ staff: 1, receipts });
}

/** The reference the enhanced form's success message shows. */
async function shownReference(page: Page) {
  const status = page.locator("#claims-form form").getByRole("status");
  await expect(status).toContainText(/Your reference is CLM-\d{4}-\d{6}\./, { timeout: 30_000 });
  return { status, reference: /CLM-\d{4}-\d{6}/.exec((await status.textContent())!)![0] };
}

/** Checks the receipt for a claim of `claimFrom(email)` with these documents. */
function expectClaimReceipt(receipt: ParsedMail, reference: string, email: string, documents: string[]) {
  expect(receipt.subject).toBe(`Your claim ${reference} has been received by Cowry Shield`);
  expect(receipt.to && !Array.isArray(receipt.to) ? receipt.to.value : []).toEqual([
    { address: email, name: "Bola Adekunle" },
  ]);
  const lines = receipt.text!.split("\n");
  expect(lines).toContain(`    ${reference}`);
  for (const step of nextSteps.claim) expect(lines).toContain(`- ${step}`);
  expect(lines).toContain("Claim type: Motor");
  expect(lines).toContain("Date of the incident: Friday 30 October 2026");
  expect(lines).toContain("Policy number: MTR/2026/004411");
  for (const document of documents) expect(lines).toContain(`- ${document}`);
  expect(receipt.text).not.toContain("tanker");
  expect(receipt.html).not.toContain("tanker");
}

/** Renders an e-mail's HTML as a mail app would show it, at a phone's width and a desktop's, and saves both. */
async function renderMail(page: Page, html: string, name: string) {
  fs.mkdirSync(screenshots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.setContent(html);
    // Nothing wider than the screen: no sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(screenshots, `${name}-${width}.png`), fullPage: true });
  }
}

test("a claim with two documents from the enhanced form: one receipt and one staff e-mail, the screen's reference the receipt's", async ({
  page,
  browser,
}) => {
  const email = "bola.enhanced@example.com";
  const form = await fillClaim(page, claimFrom(email));
  await form
    .getByLabel("Supporting documents")
    .setInputFiles([pdf("police-report.pdf", report), pdf("estimate.pdf", estimate)]);
  await expect(form.getByRole("button", { name: /^Remove / })).toHaveCount(2);
  await form.getByRole("button", { name: "Submit Claim" }).click();
  const { status, reference } = await shownReference(page);
  await expect(status).toContainText("Claim Submitted Successfully");
  await expect(status).toContainText(`We have e-mailed a copy to ${email}.`);
  await expect(status.getByRole("listitem")).toHaveText(nextSteps.claim);
  fs.mkdirSync(screenshots, { recursive: true });
  await status.screenshot({ path: path.join(screenshots, "claim-success-message.png") });

  const receipt = await receiptAbout(reference);
  expectClaimReceipt(receipt, reference, email, [
    `police-report.pdf (${report.length} bytes)`,
    `estimate.pdf (${estimate.length} bytes)`,
  ]);
  const staff = await mailAbout(reference);
  expect(staff.text).toContain(`Receipt: e-mailed to the visitor`);
  expect(staff.text).toContain(`On the desk: ${deskUrl(`/desk/submissions/${reference}`)}`);
  expect(staff.text).toContain("Claim type: Motor");
  expect(staff.text).toContain("Phone: +234 803 555 0177");
  await expectMailCounts(page, reference, 1);

  const viewer = await (await browser.newContext()).newPage();
  await renderMail(viewer, receipt.html as string, "receipt-claim");
  await renderMail(viewer, staff.html as string, "staff-mail-claim");
  await viewer.context().close();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test("a claim the browser posts itself, with one document: one receipt and one staff e-mail, the sent page's reference the receipt's", async ({
    page,
    baseURL,
  }) => {
    const email = "bola.plain@example.com";
    const form = await fillClaim(page, claimFrom(email));
    await form.getByLabel("Supporting documents").setInputFiles([pdf("police-report.pdf", report)]);
    await form.getByRole("button", { name: "Submit Claim" }).click();
    await expect(page).toHaveURL(sentPageAddress(baseURL!, "claims"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claim Submitted Successfully");
    const reference = /CLM-\d{4}-\d{6}/.exec((await page.getByText(/^Your reference is /).textContent())!)![0];
    await expect(page.getByText(/^We have e-mailed a copy to /)).toHaveText(`We have e-mailed a copy to ${email}.`);
    await expect(page.getByText(/^We have not e-mailed/)).toHaveCount(0);
    const nextStepsHeading = page.getByRole("heading", { level: 2, name: "What happens next" });
    await expect(nextStepsHeading.locator("xpath=following-sibling::ul[1]/li")).toHaveText(nextSteps.claim);
    fs.mkdirSync(screenshots, { recursive: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: path.join(screenshots, "claim-sent-page-375.png"), fullPage: true });

    expectClaimReceipt(await receiptAbout(reference), reference, email, [`police-report.pdf (${report.length} bytes)`]);
    await expectMailCounts(page, reference, 1);
  });
});

test("a visitor's fourth claim of the day is stored and sent to staff, with no receipt and staff told why", async ({
  page,
}) => {
  // An address of its own each run: the service counts its receipts for 24 hours, across tests and repeats.
  const email = `bola.fourth.${randomBytes(4).toString("hex")}@example.com`;
  const fields = claimFrom(email);
  for (let claim = 1; claim <= 3; claim += 1) {
    const answer = await page.request.post("/api/claims", {
      multipart: {
        ...fields,
        description: `${fields.description} (claim ${claim} of the day)`,
        notARobot: "true",
        document_0: pdf("police-report.pdf", report),
      },
    });
    expect(answer.status()).toBe(201);
    expect(((await answer.json()) as { emailedCopy: unknown }).emailedCopy).toEqual({ to: email, withheld: false });
  }

  const form = await fillClaim(page, fields);
  await form.getByLabel("Supporting documents").setInputFiles([pdf("police-report.pdf", report)]);
  await form.getByRole("button", { name: "Submit Claim" }).click();
  const { status, reference } = await shownReference(page);
  await expect(status).toContainText(
    `We have not e-mailed a copy to ${email}: it has had three from us in the last 24 hours, the most we send to one address. Please note your reference.`,
  );
  const staff = await mailAbout(reference);
  expect(staff.text!.split("\n")).toContain(
    `Receipt: not sent: their address has had 3 receipts in the last 24 hours, the most one address gets`,
  );
  await expectMailCounts(page, reference, 0);
});
