/**
 * The insurer's answers recorded on a claim's page (issue 45), at 375 and 1280 px: the acknowledgement with the
 * insurer's claim number, a query that asks the customer for what it names, the loss adjuster, the discharge voucher
 * added from the insurer and the offer that names it, and the payment, each from the side column's "Record the
 * insurer's answer"; the customer's page shows each fact in the customer's words (the claim number, the documents
 * asked as tasks, the adjuster, the offer, the payment). Axe on the desk's forms and after, and on the customer's
 * page (accessibility.ts); photographs into e2e/screenshots/.
 */
import { lagosDate, writtenDate } from "../server/mail/lagos-time";
import type { Locator, Page } from "@playwright/test";
import { validClaimFields } from "../tooling/sample-submissions";
import { deskUrl, port, signedInPerson } from "./desk-staff";
import { expectAccessible, SCREENSHOTS } from "./accessibility";
import { expect, test } from "./fixtures";
import { pdfFile } from "./pdf-documents";
import { linkFor } from "./status-link-mail";

/** Today in Lagos, as the customer reads a date: "Sunday 29 November 2026". */
const todayWritten = () => writtenDate(lagosDate(new Date()));

/** Opens the form of one kind of answer in the side column, fills it, records it, and waits for the page's line. */
async function recordAnswer(page: Page, kind: string, fill: (form: Locator) => Promise<void>, said: string) {
  await page.locator(`details#answer-${kind} > summary`).click();
  const form = page.locator(`details#answer-${kind} form`);
  await fill(form);
  await form.getByRole("button", { name: /^Record the / }).click();
  await expect(page.locator("#done")).toHaveText(said);
}

test.describe("The insurer's answers on a claim", () => {
  test.setTimeout(120_000);
  test.use({ waitForHydration: false });

  for (const width of [375, 1280]) {
    test(`an officer records them from the claim's page, and the customer reads each, at ${width} px`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const email = `answers-${width}@example.com`;
      const filed = await page.request.post("/api/claims", {
        multipart: {
          ...validClaimFields,
          email,
          fullName: "Emeka Obi",
          claimType: "auto",
          document_0: pdfFile("police-report.pdf"),
        },
      });
      expect(filed.status()).toBe(201);
      const { reference } = (await filed.json()) as { reference: string };
      await signedInPerson(page, `answers-${width}`, "Ada Okafor");
      await page.goto(deskUrl(`/desk/submissions/${reference}`));
      await expect(page.getByText("Record the insurer's answer")).toHaveCount(0);
      for (const [step, fill] of [
        ["In review", () => Promise.resolve()],
        ["With the insurer", (form: Locator) => form.getByLabel("The insurer's name").fill("Leadway Assurance")],
      ] as const) {
        await page.locator("summary", { hasText: `Move to ${step}` }).click();
        const form = page.locator("details[open] form");
        await fill(form);
        await form.getByRole("button", { name: `Move to ${step}` }).click();
        await expect(page.locator(".state dd").first()).toHaveText(step);
      }

      await page.locator("details#answer-acknowledged > summary").click();
      await expect(page.locator("#answers + p")).toHaveText(
        "From Leadway Assurance. Recording an answer moves the claim to its step; an acknowledgement keeps it where it is.",
      );
      await page
        .locator("details#answer-acknowledged")
        .getByLabel("The insurer's claim number")
        .fill("LW/MTR/2026/7781");
      await expectAccessible(page);
      await page
        .locator("details#answer-acknowledged")
        .screenshot({ path: `${SCREENSHOTS}/desk-insurer-answers-acknowledged-form-${width}.png` });
      await page.locator("details#answer-acknowledged form").getByRole("button").click();
      await expect(page.locator("#done")).toHaveText(
        "Recorded the acknowledgement from Leadway Assurance; the claim stays where it was.",
      );
      await expect(page.locator(".timeline")).toContainText("The insurer's claim number: LW/MTR/2026/7781");
      await page
        .getByRole("region", { name: "Where it stands" })
        .screenshot({ path: `${SCREENSHOTS}/desk-insurer-answers-side-column-${width}.png` });

      await recordAnswer(
        page,
        "query",
        async (form) => {
          await form.getByLabel("Others, one a line").fill("Repair estimate\nDriver's licence");
          await expect(form.getByRole("checkbox", { name: /^Ask the customer for these documents/ })).toBeChecked();
          await expectAccessible(page);
          await page
            .locator("details#answer-query")
            .screenshot({ path: `${SCREENSHOTS}/desk-insurer-answers-query-form-${width}.png` });
        },
        "Recorded the query from Leadway Assurance; moved to Waiting for documents; the customer was e-mailed.",
      );

      const customerContext = await browser.newContext({ baseURL: `http://localhost:${port}` });
      const customer = await customerContext.newPage();
      await customer.setViewportSize({ width, height: 900 });
      await customer.goto(`/claims/status/?reference=${reference}`);
      await customer.getByLabel("Claim reference").fill(reference);
      await customer.getByLabel("E-mail address used on the claim").fill(email);
      await customer.getByRole("button", { name: "Send Me a Link" }).click();
      await expect(customer).toHaveURL("/claim-status/sent");
      await customer.goto(await linkFor(email));
      await customer.getByRole("button", { name: "Show my claim" }).click();
      await expect(customer).toHaveURL(`/claim-status/claims/${reference}`);
      await expect(customer.locator(".current")).toHaveText("We need documents from you");
      await expect(customer.locator(".count")).toHaveText("0 of 2 sent");
      await expect(customer.locator(".task-head")).toHaveText([
        "Repair estimateNot sent yet",
        "Driver's licenceNot sent yet",
      ]);
      const sentToInsurer = customer.locator(".timeline li", { hasText: "Sent to the insurer" });
      await expect(sentToInsurer).toContainText("Insurer's claim numberLW/MTR/2026/7781");
      await expectAccessible(customer);
      await customer.screenshot({
        path: `${SCREENSHOTS}/desk-insurer-answers-customer-asked-${width}.png`,
        fullPage: true,
      });

      await recordAnswer(
        page,
        "adjuster",
        (form) => form.getByLabel("The loss adjuster").fill("Crawford & Company, Tunde Bakare"),
        "Recorded the loss adjuster from Leadway Assurance; moved to Being assessed; the customer was e-mailed.",
      );

      const add = page.locator("#add-document");
      await add.getByLabel("The document", { exact: true }).setInputFiles(pdfFile("discharge-voucher.pdf"));
      await add.getByLabel("From the insurer").check();
      await add.getByRole("button", { name: "Add the document" }).click();
      await expect(page.getByRole("status").first()).toHaveText("Added discharge-voucher.pdf.");
      await recordAnswer(
        page,
        "offer",
        async (form) => {
          await form.getByLabel("The amount offered (naira)").fill("1,250,000");
          await expect(form.getByLabel(/^The discharge voucher/).locator("option:checked")).toHaveText(
            "discharge-voucher.pdf",
          );
          await expectAccessible(page);
          await page
            .locator("details#answer-offer")
            .screenshot({ path: `${SCREENSHOTS}/desk-insurer-answers-offer-form-${width}.png` });
        },
        "Recorded the offer from Leadway Assurance; moved to Offer made; the customer was e-mailed.",
      );
      await expect(page.locator(".timeline")).toContainText("The discharge voucher: discharge-voucher.pdf");
      await customer.reload();
      await expect(customer.locator(".current")).toHaveText("Offer made");
      await expect(customer.locator(".facts.key")).toHaveText("Offered₦1,250,000");

      await recordAnswer(
        page,
        "paid",
        async (form) => {
          await expect(form.getByLabel("The amount paid (naira)")).toHaveValue("₦1,250,000");
          await expect(form.getByLabel("The date paid")).toHaveValue(
            new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(new Date()),
          );
        },
        "Recorded the payment from Leadway Assurance; moved to Settled; the customer was e-mailed.",
      );
      await expect(page.locator(".state dd").first()).toHaveText("Settled");
      await expect(page.getByText("Record the insurer's answer")).toHaveCount(0);
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENSHOTS}/desk-insurer-answers-desk-settled-${width}.png`, fullPage: true });

      await customer.reload();
      await expect(customer.locator(".current")).toHaveText("Paid");
      await expect(customer.locator(".facts.key")).toHaveText(`Paid₦1,250,000Paid on${todayWritten()}`);
      await expect(sentToInsurer).toContainText("Insurer's claim numberLW/MTR/2026/7781");
      await expect(customer.locator(".timeline li", { hasText: "Being assessed" })).toContainText(
        "Loss adjusterCrawford & Company, Tunde Bakare",
      );
      await expect(customer.locator(".timeline li", { hasText: "Offer made" })).toContainText("Offered₦1,250,000");
      await expectAccessible(customer);
      await customer.screenshot({
        path: `${SCREENSHOTS}/desk-insurer-answers-customer-paid-${width}.png`,
        fullPage: true,
      });
      await customerContext.close();
    });
  }
});
