/**
 * A motor claim followed from its pack to its payment on the claim's page (issue 45), at 375 and 1280 px: the pack
 * sent to the insurer from the side column's "Send to the insurer"; the insurer's clock (the charter's days, the
 * Act's 60), the follow-up date changed to today, the claim in the queue's "Chase today", and "Chase the insurer",
 * whose reminder reaches the mail sink in the pack's thread; then the insurer's answers: the acknowledgement with the
 * insurer's claim number, a query that asks the customer for what it names, the loss adjuster, the discharge voucher
 * added from the insurer and the offer that names it, and the payment, each from the side column's "Record the
 * insurer's answer"; the customer's page shows each fact in the customer's words (the claim number, the documents
 * asked as tasks, the adjuster, the offer, the payment). Axe on the desk's forms and after, and on the customer's
 * page (accessibility.ts); photographs into e2e/screenshots/.
 */
import { addWorkingDays } from "../server/desk/insurer-clock";
import { lagosDate, writtenDate } from "../server/mail/lagos-time";
import type { Locator, Page } from "@playwright/test";
import { validClaimFields } from "../tooling/sample-submissions";
import { deskUrl, port, signedInPerson } from "./desk-staff";
import { expectAccessible, SCREENSHOTS } from "./accessibility";
import { expect, test } from "./fixtures";
import { addInsurer } from "./insurer-data";
import { pdfFile } from "./pdf-documents";
import { parsedMails } from "./staff-mail";
import { linkFor } from "./status-link-mail";

/** Today in Lagos, as the customer reads a date: "Sunday 29 November 2026". */
const todayWritten = () => writtenDate(lagosDate(new Date()));
/** The day `days` working days after today in Lagos, written out. */
const workingDaysOn = (days: number) => writtenDate(addWorkingDays(lagosDate(new Date()), days));

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
          policyNumber: "MTR/LAG/2026/004512",
          claimType: "auto",
          document_0: pdfFile("police-report.pdf"),
        },
      });
      expect(filed.status()).toBe(201);
      const { reference } = (await filed.json()) as { reference: string };
      const insurer = addInsurer("Leadway Assurance");
      await signedInPerson(page, `answers-${width}`, "Ada Okafor");
      await page.goto(deskUrl(`/desk/submissions/${reference}`));
      await expect(page.getByText("Record the insurer's answer")).toHaveCount(0);
      await page.locator("summary", { hasText: "Move to In review" }).click();
      await page.getByRole("button", { name: "Move to In review" }).click();
      await expect(page.locator(".state dd").first()).toHaveText("In review");

      const standing = page.getByRole("region", { name: "Where it stands" });
      await standing.locator("summary", { hasText: "Send to the insurer" }).click();
      const pack = standing.locator("details#pack form");
      await pack.getByLabel("Insurer").selectOption({ label: insurer.name });
      await expect(pack.getByLabel("Send by e-mail to the claims address")).toBeChecked();
      await pack.getByRole("button", { name: "Send to the insurer" }).click();
      await expect(page.getByRole("status")).toHaveText("Moved to With the insurer; the customer was e-mailed.");
      await expect(page.locator(".state dd").first()).toHaveText("With the insurer");

      // The insurer's clock: the charter's days from today, and the follow-up on the day to acknowledge by.
      const clock = standing.locator("#clock + dl");
      await expect(clock).toContainText(`To acknowledge2 working days: by ${workingDaysOn(2)}`);
      await expect(clock).toContainText("The Act's 60 days0 of 60 since it first went to an insurer, 60 days left");
      await expect(clock).toContainText(`Follow up on${workingDaysOn(2)} (the charter's day to acknowledge)`);
      await standing.getByLabel("Follow up on another day").fill(lagosDate(new Date()));
      await standing.getByRole("button", { name: "Set the date" }).click();
      await expect(page.getByRole("status")).toHaveText(`The follow-up date is ${todayWritten()}.`);
      await expect(clock).toContainText(`Follow up on${todayWritten()} (chosen by Ada Okafor)`);
      await expectAccessible(page);
      await page.locator("#clock").scrollIntoViewIfNeeded();
      await standing.screenshot({ path: `${SCREENSHOTS}/desk-insurer-clock-${width}.png` });

      await page.goto(deskUrl("/desk/"));
      await page.getByRole("link", { name: /to chase today$/ }).click();
      await expect(page).toHaveURL(deskUrl("/desk/?only=chase-today"));
      await expect(page.getByRole("link", { name: reference })).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENSHOTS}/desk-chase-today-${width}.png`, fullPage: true });
      await page.getByRole("link", { name: reference }).click();

      await standing.getByRole("button", { name: "Chase the insurer" }).click();
      await expect(page.getByRole("status")).toHaveText(
        `Chased ${insurer.name}; the next follow-up is ${workingDaysOn(3)}.`,
      );
      const chased = page.locator(".timeline li", { hasText: `chased ${insurer.name}` });
      await expect(chased).toContainText(
        `Ada Okafor chased ${insurer.name}, at ${insurer.claimsEmails[0]!}, in the claim pack's e-mail thread, the day the claim was sent.`,
      );
      const subject = `Claim notification ${reference}: Emeka Obi, policy MTR/LAG/2026/004512`;
      const ofClaim = async () => (await parsedMails()).filter((mail) => mail.subject === subject);
      await expect.poll(async () => (await ofClaim()).length).toBe(2);
      const [packMail, chaseMail] = await ofClaim();
      expect(chaseMail!.inReplyTo).toBe(packMail!.messageId);
      expect(chaseMail!.text).toContain("sent you this claim today");
      await expectAccessible(page);
      await chased.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/desk-insurer-chased-${width}.png`, fullPage: true });

      await page.locator("details#answer-acknowledged > summary").click();
      await expect(page.locator("#answers + p")).toHaveText(
        `From ${insurer.name}. Recording an answer moves the claim to its step; an acknowledgement keeps it where it is.`,
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
        `Recorded the acknowledgement from ${insurer.name}; the claim stays where it was.`,
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
        `Recorded the query from ${insurer.name}; moved to Waiting for documents; the customer was e-mailed.`,
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
        `Recorded the loss adjuster from ${insurer.name}; moved to Being assessed; the customer was e-mailed.`,
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
        `Recorded the offer from ${insurer.name}; moved to Offer made; the customer was e-mailed.`,
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
        `Recorded the payment from ${insurer.name}; moved to Settled; the customer was e-mailed.`,
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
