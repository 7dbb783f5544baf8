/**
 * A customer finds their claim, with scripts on, against the production build, the service and the e-mail sink:
 * the lookup at /claims/status/, the link in their inbox, "Show my claim", and the claim's page, which a reload
 * keeps and whose address holds no token. A wrong address gets the same page and no e-mail. "Close my claim page"
 * ends it: Back and the claim's address show it no longer, nor the link used. Axe checks each page; the claim's
 * page, with its close button, and the closed page are rendered at 375 and 1280 px into e2e/screenshots/ to be
 * looked at.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import path from "node:path";
import { fileClaim } from "./claim-filing";
import { expect, test } from "./fixtures";
import { parsedMails } from "./staff-mail";
import { linkFor } from "./status-link-mail";

const screenshots = path.join(__dirname, "screenshots");

/** "Check your e-mail"'s answer, the same for a match and a miss, naming the address typed. */
const lookedUp = (email: string) =>
  `If that reference belongs to a claim made with ${email}, we have sent a link to it there. The link works for 24 hours.`;

async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

async function lookUp(page: Page, reference: string, email: string) {
  await openLookup(page);
  await page.getByLabel("Claim reference").fill(reference);
  await page.getByLabel("E-mail address used on the claim").fill(email);
  await page.getByRole("button", { name: "Send Me a Link" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your e-mail");
  await expect(page.getByText(lookedUp(email.trim()))).toBeVisible();
}

// The service's own pages run no app to wait for; the site's page is waited for where it is opened.
test.use({
  waitForHydration: false,
  // A used link (410) and, once closed, the claim's page (401): one pattern, as Playwright takes a list of two for
  // a value and its options.
  expectedProblems: [
    /(HTTP (401|410)|status of (401 \(Unauthorized\)|410 \(Gone\))).*\/claim-status\/(link\?token=|claims\/)/,
  ],
});

async function openLookup(page: Page) {
  await page.goto("/claims/status/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Every link e-mail about the claim, whoever it went to: a lookup with a wrong address must add none. */
const linkMailsAbout = async (reference: string) =>
  (await parsedMails()).filter((mail) => mail.subject === `Your link to claim ${reference}`);

test("a customer asks for a link, opens it from the e-mail and sees their claim, which a reload keeps", async ({
  page,
}) => {
  const { reference, email } = await fileClaim(page.request);

  await openLookup(page);
  await expectNoAxeViolations(page);
  await lookUp(page, reference, "someone-else@example.com");
  await lookUp(page, reference, ` ${email.toUpperCase()} `);
  await expectNoAxeViolations(page);

  await expect.poll(async () => (await linkMailsAbout(reference)).length, { timeout: 20_000 }).toBe(1);
  await page.waitForTimeout(1_500);
  const [mail] = await linkMailsAbout(reference);
  expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.value[0]?.address : "").toBe(email);
  const link = /^(http:\/\/localhost:\d+\/claim-status\/link\?token=[\w-]+)$/m.exec(mail!.text ?? "")![1]!;

  await page.goto(link);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Show my claim" }).click();
  await expect(page).toHaveURL(`/claim-status/claims/${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Claim ${reference}`);
  await expect(page.locator(".current")).toHaveText("We have your claim");
  await expect(page.getByText("police-report.pdf, received")).toBeVisible();
  await expectNoAxeViolations(page);
  const fetched: string[] = [];
  page.on("request", (sent) => fetched.push(new URL(sent.url()).pathname));
  await page.reload({ waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Claim ${reference}`);
  // The page is all a phone fetches for it: its rules and its favicon are in it.
  expect(fetched).toEqual([`/claim-status/claims/${reference}`]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: path.join(screenshots, `claim-status-${width}.png`), fullPage: true });
  }

  // Opened again in this browser, whose session is alive, the used link goes back to the claim; in another (here
  // this one without its cookie), it no longer works.
  await page.goto(link);
  await expect(page).toHaveURL(`/claim-status/claims/${reference}`);
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText("This link has been used already or is more than 24 hours old")).toBeVisible();
  await page.getByRole("link", { name: "Send me a new link" }).click();
  await expect(page).toHaveURL("/claims/status/");
});

test("a customer closes their claim page: Back and its address no longer show the claim, and the link used no longer works", async ({
  page,
}) => {
  const { reference, email } = await fileClaim(page.request, { mailbox: "status-close" });
  await lookUp(page, reference, email);
  const link = await linkFor(email);

  await page.goto(link);
  await page.getByRole("button", { name: "Show my claim" }).click();
  await expect(page).toHaveURL(`/claim-status/claims/${reference}`);
  // Opened again while its session is alive, the used link goes back to the claim: typed in, and followed from a
  // page of another site (a webmail's), a navigation the SameSite=Strict cookie does not go with at first.
  await page.goto(link);
  await expect(page).toHaveURL(`/claim-status/claims/${reference}`);
  const otherSite = new URL(link);
  otherSite.hostname = "127.0.0.1";
  await page.goto(otherSite.origin);
  await page.evaluate((href) => {
    const anchor = document.createElement("a");
    anchor.href = href;
    anchor.textContent = "Your link";
    document.body.prepend(anchor);
  }, link);
  await page.getByRole("link", { name: "Your link" }).click();
  await expect(page).toHaveURL(`/claim-status/claims/${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Claim ${reference}`);
  await expectNoAxeViolations(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: path.join(screenshots, `claim-status-close-button-${width}.png`) });
  }

  await page.getByRole("button", { name: "Close my claim page" }).click();
  await expect(page).toHaveURL("/claim-status/closed");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your claim page is closed");
  await expectNoAxeViolations(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: path.join(screenshots, `claim-status-closed-${width}.png`), fullPage: true });
  }
  expect((await page.context().cookies()).map(({ name }) => name)).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(`/claim-status/claims/${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page has closed");
  await expect(page.getByText(reference)).toHaveCount(0);
  const again = await page.goto(`/claim-status/claims/${reference}`);
  expect(again!.status()).toBe(401);
  await expect(page.getByText(reference)).toHaveCount(0);

  const opened = await page.goto(link);
  expect(opened!.status()).toBe(410);
  await expect(page.getByText("This link has been used already or is more than 24 hours old")).toBeVisible();
  await page.getByRole("link", { name: "Send me a new link" }).click();
  await expect(page).toHaveURL("/claims/status/");
});

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("the lookup is a plain form post, and the link, 'Show my claim' and the claim's page need no script", async ({
    page,
  }) => {
    const { reference, email } = await fileClaim(page.request, {
      mailbox: "status-plain",
      document: "fire-report.pdf",
    });

    await page.goto("/claims/status/");
    await page.getByLabel("Claim reference").fill(reference.toLowerCase());
    await page.getByLabel("E-mail address used on the claim").fill(email);
    await page.getByRole("button", { name: "Send Me a Link" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your e-mail");
    await expect(page.getByText(lookedUp(email))).toBeVisible();
    // Nothing the visitor typed is in the address the answer is shown at.
    expect(page.url()).not.toContain(reference);
    expect(decodeURIComponent(page.url())).not.toContain(email);

    const link = await linkFor(email);
    await page.goto(link);
    await page.getByRole("button", { name: "Show my claim" }).click();
    await expect(page).toHaveURL(`/claim-status/claims/${reference}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Claim ${reference}`);
    await expect(page.locator(".current")).toHaveText("We have your claim");
    await expect(page.getByText("fire-report.pdf, received")).toBeVisible();
  });
});
