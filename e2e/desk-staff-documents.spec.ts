/**
 * A document staff add to a claim on its desk page, at 375 and 1280 px: one with a script refused with GOV.UK's
 * error summary, the choices kept; then a PDF from WhatsApp added as the police report the claim was waiting for,
 * said at the top, in the documents with who added it and from where, in the timeline, and arrived in what was asked.
 * Axe on each state of the page; photographed into e2e/screenshots/.
 */
import type { Page } from "@playwright/test";
import path from "node:path";
import { validClaimFields } from "../tooling/sample-submissions";
import { onePage, pdfFile as pdfWith, scriptAction } from "../server/test/pdf-files";
import { deskUrl, signedInPerson } from "./desk-staff";
import { expectAccessible, SCREENSHOTS } from "./accessibility";
import { askForDocuments } from "./documents-asked-for";
import { expect, test } from "./fixtures";
import { pdfFile } from "./pdf-documents";

async function accessibleAndPhotographed(page: Page, name: string, width: number) {
  await expectAccessible(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `desk-staff-documents-${name}-${width}.png`), fullPage: true });
  await page
    .locator("#add-document")
    .screenshot({ path: path.join(SCREENSHOTS, `desk-staff-documents-${name}-form-${width}.png`) });
}

test.describe("Documents staff add", () => {
  test.use({
    waitForHydration: false,
    // The refused document's page is answered 400, as a form sent back is.
    expectedProblems: [/\b400\b.*\/desk\/submissions\/CLM-\d{4}-\d{6}\/documents\)?$/],
  });

  for (const width of [375, 1280]) {
    test(`an officer adds the police report that came on WhatsApp, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const filed = await page.request.post("/api/claims", {
        multipart: { ...validClaimFields, document_0: pdfFile("claim-form.pdf") },
      });
      expect(filed.status()).toBe(201);
      const { reference } = (await filed.json()) as { reference: string };
      await signedInPerson(page, `staffdocs-${width}`, "Ada Okafor");
      await page.goto(deskUrl(`/desk/submissions/${reference}`));
      await askForDocuments(page, "Police report\nRepair estimate");

      const form = page.locator("#add-document");
      const script = pdfWith([...onePage("/OpenAction 4 0 R"), scriptAction]);
      await form
        .getByLabel("The document", { exact: true })
        .setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: script });
      await form.getByLabel("WhatsApp").check();
      await form.getByLabel(/waiting for/).selectOption("Police report");
      await form.getByRole("button", { name: "Add the document" }).click();
      const summary = page.getByRole("alert");
      await expect(summary).toContainText("There is a problem");
      await expect(summary.getByRole("link")).toHaveText(
        "report.pdf: this PDF contains scripts, actions that run on their own or attached files, which we cannot " +
          "accept. Send a plain copy instead: a scan, or a PDF printed from the document.",
      );
      await expect(page).toHaveTitle(/^Error: Claim /);
      await expect(form.getByLabel("WhatsApp")).toBeChecked();
      await expect(form.getByLabel(/waiting for/)).toHaveValue("Police report");
      await accessibleAndPhotographed(page, "refused", width);
      await summary.getByRole("link").click();
      await expect(form.getByLabel("The document", { exact: true })).toBeFocused();

      await form.getByLabel("The document", { exact: true }).setInputFiles(pdfFile("police-report-whatsapp.pdf"));
      await form.getByRole("button", { name: "Add the document" }).click();
      await expect(page).toHaveURL(deskUrl(`/desk/submissions/${reference}?added=2#done`));
      await expect(page.getByRole("status").first()).toHaveText("Added police-report-whatsapp.pdf for Police report.");
      const documents = page.locator(".documents li");
      await expect(documents.nth(1)).toContainText(
        /police-report-whatsapp\.pdf PDF, 1 KB Added by Ada Okafor, from WhatsApp for Police report, \w{3} \d+ \w{3} \d{4}, \d\d:\d\d WAT/,
      );
      await expect(page.locator(".asked")).toHaveText("Police report: arrivedRepair estimate: still missing");
      await expect(page.locator(".timeline")).toContainText(
        "Ada Okafor added police-report-whatsapp.pdf, from WhatsApp for Police report.",
      );
      await expect(form.getByLabel(/waiting for/).locator("option")).toHaveText(["None of them", "Repair estimate"]);
      await accessibleAndPhotographed(page, "added", width);
    });
  }
});
