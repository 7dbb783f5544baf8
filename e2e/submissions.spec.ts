/** The forms against the running submissions service: what a visitor sends is what is stored. */
import type { Locator } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { fillClaim, fillQuote } from "../tooling/form-filling";
import { throttleToMobileData } from "./mobile-upload";
import { expect, test } from "./fixtures";
import { mailAbout } from "./staff-mail";
import { storedSubmissions } from "../tooling/service-process";
import { pdfFile, smallPdf } from "./pdf-documents";
import { sha256 } from "../tooling/sha256";

/** The data folder playwright.config.ts starts the service with, and where its mail sink writes. */
const dataDir = path.join(__dirname, "..", "var", "e2e");

function storedSubmission(reference: string) {
  return storedSubmissions(dataDir).find((submission) => submission.reference === reference);
}

async function referenceIn(status: Locator, prefix: string) {
  // A claim's documents upload first: allow for a busy machine.
  await expect(status).toContainText(new RegExp(`Your reference is ${prefix}-\\d{4}-\\d{6}\\.`), { timeout: 20_000 });
  return /([A-Z]{3}-\d{4}-\d{6})/.exec((await status.textContent()) ?? "")![1]!;
}

const pharmacyQuote = {
  name: "Ngozi Adeyemi",
  email: "ngozi@example.com",
  phone: "0809 555 0199",
  insuranceType: "business",
  message: "Stock and equipment of my pharmacy in Wuse II.",
};

test("a quote request is stored exactly as typed, its reference shown, and e-mailed to staff", async ({ page }) => {
  await page.goto("/contact/");
  const form = await fillQuote(page.locator("#get-a-quote form"), pharmacyQuote);
  await form.getByRole("button", { name: "Request a Quote" }).click();

  const reference = await referenceIn(form.getByRole("status"), "QTE");
  expect(storedSubmission(reference)).toEqual({
    reference,
    kind: "quote",
    receivedAt: expect.any(String),
    fields: { ...pharmacyQuote, agreement: true },
    documents: [],
  });
  expect((await mailAbout(reference)).subject).toBe(`Quote request ${reference} from Ngozi Adeyemi`);
});

test.describe("Claims", () => {
  const fireClaim = {
    fullName: "Ibrahim Bello",
    email: "ibrahim@example.com",
    phone: "0803 555 0177",
    policyNumber: "FIR/2026/000321",
    claimType: "property",
    incidentDate: "2026-10-30",
    description: "An electrical fire damaged the shop's ceiling and two freezers.",
  };

  test("a claim with two real documents is stored, the PDF byte for byte and the photo re-encoded, and e-mailed to staff", async ({
    page,
  }) => {
    const report = smallPdf;
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c2410c" } })
      .png()
      .toBuffer();
    const form = await fillClaim(page, fireClaim);
    await form
      .getByLabel("Supporting documents")
      .setInputFiles([
        pdfFile("fire-report.pdf", report),
        { name: "ceiling.png", mimeType: "image/png", buffer: photo },
      ]);
    // As a person does, once both are listed (a press while a photo is still being prepared is held: Jest's
    // DocumentsField-photos test and the slow-connection test below).
    await expect(form.getByRole("button", { name: /^Remove / })).toHaveCount(2);
    await form.getByRole("button", { name: "Submit Claim" }).click();

    const reference = await referenceIn(form.getByRole("status"), "CLM");
    const stored = storedSubmission(reference)!;
    expect(stored.fields).toEqual({ ...fireClaim, notARobot: true });
    expect(stored.documents.map(({ originalName, mediaType }) => [originalName, mediaType])).toEqual([
      ["fire-report.pdf", "application/pdf"],
      ["ceiling.png", "image/png"],
    ]);
    const [keptReport, keptPhoto] = stored.documents.map((document) =>
      fs.readFileSync(path.join(dataDir, "documents", document.storedPath)),
    );
    expect(keptReport!.equals(report)).toBe(true);
    // The photo is kept re-encoded, a PNG with the same pixels; the hash of what the browser sent is kept.
    expect((await sharp(keptPhoto).raw().toBuffer()).equals(await sharp(photo).raw().toBuffer())).toBe(true);
    expect(stored.documents.map((document) => [document.sha256, document.originalSha256])).toEqual([
      [sha256(report), sha256(report)],
      [sha256(keptPhoto!), sha256(photo)],
    ]);

    const mail = await mailAbout(reference);
    expect(mail.subject).toBe(`Claim ${reference} from Ibrahim Bello`);
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(["fire-report.pdf", "ceiling.png"]);
    expect(mail.attachments[0]!.content.equals(report)).toBe(true);
    expect(mail.attachments[1]!.content.equals(keptPhoto!)).toBe(true);
  });

  test("shows the upload's progress on a slow connection", async ({ page, context }) => {
    const form = await fillClaim(page, fireClaim);
    // A 1 MB document takes a few seconds, so its progress shows.
    await throttleToMobileData(context, page);
    const scan = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1_500_000, 32)]);
    await form.getByLabel("Supporting documents").setInputFiles([pdfFile("scan.pdf", scan)]);
    await form.getByRole("button", { name: "Submit Claim" }).click();
    const progress = form.getByRole("progressbar", { name: /^Uploading your claim: \d+%$/ });
    await expect(progress).toBeVisible();
    expect(Number(await progress.getAttribute("value"))).toBeLessThan(100);
    await expect(form.getByRole("status")).toContainText("Your reference is CLM-", { timeout: 20_000 });
    await expect(progress).toHaveCount(0);
  });

  test.describe("refused by the service", () => {
    test.use({ expectedProblems: [/\/api\/uploads\//] });

    test("a renamed executable is refused by the service, with its message under the documents", async ({ page }) => {
      const form = await fillClaim(page, fireClaim);
      await form
        .getByLabel("Supporting documents")
        .setInputFiles([pdfFile("invoice.pdf", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]))]);
      await form.getByRole("button", { name: "Submit Claim" }).click();
      const message = "invoice.pdf: Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted";
      await expect(form.getByText(message)).toBeVisible();
      await expect(form.getByLabel("Supporting documents")).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("Policy number")).toHaveValue("FIR/2026/000321");
      await expect(form.getByRole("status")).toBeEmpty();
    });
  });
});
