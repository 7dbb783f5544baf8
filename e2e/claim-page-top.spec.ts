/**
 * What a customer reads of their claim, end to end against the production build, the service and the e-mail sink:
 * staff ask on the desk for two documents by a date with a message, then send the claim to the insurer and make an
 * offer; the step's e-mail (rendered in Chromium) tells the offer's amount and the date, and links to the lookup
 * page with the reference; "Check your e-mail" repeats the address typed, in no address; and the claim's page opens
 * on where it stands, the offer, staff's latest message and what to do by when, the documents as a task list. Axe
 * checks each page and the e-mail at 375 and 1280 px, photographed for people to look at.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { deskUrl, port, signedInPerson } from "./desk-staff";
import { fileClaim } from "./claim-filing";
import { SCREENSHOTS } from "./accessibility";
import { expect, test } from "./fixtures";
import { mailsAbout } from "./staff-mail";
import { linkFor } from "./status-link-mail";

const MESSAGE = "Please send the police report from Wuse station.";
const OFFER_MESSAGE = "Leadway's offer is the car's market value. Call me if you want to talk it through.";

/** A day `days` from now in Lagos, as the desk's date field takes it and as the customer reads it. */
function dayFromNow(days: number) {
  const day = new Date(Date.now() + days * 86_400_000);
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(day);
  const written = new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  })
    .format(new Date(`${iso}T12:00:00Z`))
    .replace(",", "");
  return { iso, written };
}

/** Staff move the claim on the desk to `step`, filling what it asks for, the customer told by e-mail. */
async function moveOnDesk(staff: Page, reference: string, step: string, fill: (form: Locator) => Promise<void>) {
  await staff.goto(deskUrl(`/desk/submissions/${reference}`));
  await staff.locator("summary", { hasText: `Move to ${step}` }).click();
  const form = staff.locator("details[open] form");
  await fill(form);
  await form.getByRole("button", { name: `Move to ${step}` }).click();
  await expect(staff.locator(".state dd").first()).toHaveText(step);
}

/**
 * At 375 and 1280 px: axe finds nothing, nothing scrolls sideways, a photograph. An e-mail is held to WCAG's rules
 * alone: axe's best practice of landmarks is a page's, which no mail app keeps.
 */
async function expectReadable(page: Page, name: string, { mail = false } = {}) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const axe = new AxeBuilder({ page });
    if (mail) axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
    expect((await axe.analyze()).violations).toEqual([]);
    const sideways = await page.locator("html").evaluate((html) => html.scrollWidth - html.clientWidth);
    expect(sideways).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, `claim-page-top-${name}-${width}.png`), fullPage: true });
  }
}

/** The step e-mail about `reference` whose subject ends with the customer's words for the step. */
async function stepMail(reference: string, sees: string) {
  await expect
    .poll(async () => (await mailsAbout(reference)).steps.map((mail) => mail.subject))
    .toContain(`Your claim ${reference}: ${sees}`);
  return (await mailsAbout(reference)).steps.find((mail) => mail.subject === `Your claim ${reference}: ${sees}`)!;
}

test.describe("the customer's claim page and the step's e-mail", () => {
  test.setTimeout(120_000);
  test.use({ waitForHydration: false });
  test.beforeAll(() => fs.mkdirSync(SCREENSHOTS, { recursive: true }));

  test("tell where it stands, the offer, the latest message and what to do by when, at 375 and 1280 px", async ({
    page: staff,
    browser,
    request,
  }) => {
    const { reference, email } = await fileClaim(request, { mailbox: "top" });
    const due = dayFromNow(14);
    await signedInPerson(staff, "tolu", "Tolu Adeyemi");
    await moveOnDesk(staff, reference, "Waiting for documents", async (form) => {
      await form.getByLabel("Others, one a line").fill("Police report\nRepair estimate");
      await form.getByLabel("The date to send them by (if any)").fill(due.iso);
      await form.getByLabel(/^Message for the customer/).fill(MESSAGE);
    });

    const asked = await stepMail(reference, "We need documents from you");
    const lookupPage = `http://localhost:${port}/claims/status/?reference=${reference}`;
    expect(asked.text).toContain(`- Police report\n- Repair estimate\n\nPlease send these by ${due.written}.\n`);
    expect(asked.text).toContain(`go to ${lookupPage} and give your reference, ${reference}, and this e-mail address.`);
    expect(asked.text).not.toMatch(/token/);

    const customerContext = await browser.newContext({ baseURL: `http://localhost:${port}` });
    const customer = await customerContext.newPage();
    const mail = await customerContext.newPage();
    await mail.setContent(String(asked.html));
    await expect(mail.getByRole("link", { name: lookupPage })).toHaveAttribute("href", lookupPage);
    await expectReadable(mail, "step-email-documents", { mail: true });

    // The lookup, and "Check your e-mail" with the address typed, which is in no address.
    await customer.goto(lookupPage);
    await customer.getByLabel("Claim reference").fill(reference);
    await customer.getByLabel("E-mail address used on the claim").fill(email);
    await customer.getByRole("button", { name: "Send Me a Link" }).click();
    await expect(customer).toHaveURL("/claim-status/sent");
    await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Check your e-mail");
    await expect(customer.locator("main p").first()).toHaveText(
      `If that reference belongs to a claim made with ${email}, we have sent a link to it there. The link works for 24 hours.`,
    );
    await expect(customer.getByRole("link", { name: "0802 555 0199" })).toHaveAttribute("href", "tel:+2348025550199");
    await expectReadable(customer, "check-your-email");

    await customer.goto(await linkFor(email));
    await customer.getByRole("button", { name: "Show my claim" }).click();
    await expect(customer).toHaveURL(`/claim-status/claims/${reference}`);
    const top = customer.locator("main");
    await expect(top.locator(".current")).toHaveText("We need documents from you");
    await expect(top.locator(".message")).toContainText(MESSAGE);
    await expect(top.locator(".due")).toHaveText(`Please send these by ${due.written}.`);
    await expect(top.locator(".count")).toHaveText("0 of 2 sent");
    await expect(top.locator(".task-head")).toHaveText(["Police reportNot sent yet", "Repair estimateNot sent yet"]);
    await expect(customer.getByRole("button", { name: "Send Police report" })).toHaveText("Send");
    await expect(customer.locator("#upload-2")).toHaveAccessibleName("Choose a file Repair estimate");
    await expectReadable(customer, "claim-page-documents");

    await moveOnDesk(staff, reference, "With the insurer", async (form) => {
      await form.getByLabel("The insurer's name").fill("Leadway Assurance");
      await form.getByLabel("The insurer's claim number").fill("LW/MTR/2026/0456");
    });
    await moveOnDesk(staff, reference, "Offer made", async (form) => {
      await form.getByLabel("The amount offered (naira)").fill("1,250,000");
      await form.getByLabel(/^Message for the customer/).fill(OFFER_MESSAGE);
    });

    const offer = await stepMail(reference, "Offer made");
    expect(offer.text).toContain("    Offer made\n\nOffered: ₦1,250,000\n\nOur message\n\n");
    await mail.setContent(String(offer.html));
    await expect(mail.locator("tr")).toHaveText(["Offered₦1,250,000"]);
    await expectReadable(mail, "step-email-offer", { mail: true });

    await customer.reload();
    await expect(top.locator(".current")).toHaveText("Offer made");
    await expect(top.locator("dl.facts").first()).toHaveText("Offered₦1,250,000");
    await expect(top.locator(".message")).toContainText(OFFER_MESSAGE);
    await expect(customer.locator(".timeline li").nth(2)).toContainText(
      "InsurerLeadway AssuranceInsurer's claim numberLW/MTR/2026/0456",
    );
    await expectReadable(customer, "claim-page-offer");
    await customerContext.close();
  });
});
