/**
 * What the customer's claim status refuses, in Chromium: a hundred lookups from one address (against a service of
 * the test's own, at the service's own limit: the suite's shared service has its limit raised for the other
 * tests), past the limit 429 and no e-mail; a link opened more than 24 hours after it was sent (the service
 * started again on the same data a day later, its clock shifted), refused with a way to ask again; and one claim's
 * session on another claim's page, 404. The e-mails go to the suite's mail sink.
 */
import type { APIRequestContext } from "@playwright/test";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { freePort, startService } from "../tooling/service-process";
import { fileClaim } from "./claim-filing";
import { expect, test } from "./fixtures";
import { linkFor, linkMails } from "./status-link-mail";

const smtpUrl = `smtp://127.0.0.1:${Number(process.env.E2E_SMTP_PORT ?? 2625)}`;
const LINK_NOT_USABLE = "This link has been used already or is more than 24 hours old, so it no longer works.";
const TOO_MANY =
  "There have been too many lookups from this connection for now. Please wait 10 minutes, then try again.";

const lookUp = (request: APIRequestContext, origin: string, reference: string, email: string) =>
  request.post(`${origin}/api/claim-status-links`, { form: { reference, email }, maxRedirects: 0 });

test.describe("the claim status refuses", () => {
  test.setTimeout(90_000);
  test.use({
    waitForHydration: false,
    expectedProblems: [/(HTTP (404|410|429)|status of (404|410|429)).*\/(claim-status|api\/claim-status-links)/],
  });

  test("a hundred lookups from one address: past the limit, 429 and no e-mail", async ({ page }) => {
    const service = await startService(`e2e-lookups-${randomUUID().slice(0, 8)}`, { SMTP_URL: smtpUrl });
    try {
      const origin = `http://localhost:${new URL(service.origin).port}`;
      const { reference, email } = await fileClaim(page.request, { origin });
      const answers: number[] = [];
      // Each a reference of its own, so that only the address's limit applies.
      for (let lookup = 1; lookup < 100; lookup += 1) {
        const other = `CLM-2026-9${String(lookup).padStart(5, "0")}`;
        answers.push((await lookUp(page.request, origin, other, email)).status());
      }
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(202));
      expect(answers.slice(10)).toEqual(Array(89).fill(429));

      // The hundredth, the claim's own reference and address, by the site's page: refused, and no link goes.
      await page.goto(`${origin}/claims/status/`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByLabel("Claim reference").fill(reference);
      await page.getByLabel("E-mail address used on the claim").fill(email);
      await page.getByRole("button", { name: "Send Me a Link" }).click();
      await expect(page.getByText(TOO_MANY)).toBeVisible();
      await page.waitForTimeout(3_000);
      expect(await linkMails(email)).toEqual([]);
    } finally {
      await service.stop();
    }
  });

  test("a link opened more than 24 hours after it was sent, with a way to ask again", async ({ page }) => {
    const port = String(await freePort());
    const name = `e2e-link-expiry-${randomUUID().slice(0, 8)}`;
    const first = await startService(name, { SMTP_URL: smtpUrl, PORT: port });
    let link: string;
    try {
      const origin = `http://localhost:${port}`;
      const { reference, email } = await fileClaim(page.request, { origin });
      expect((await lookUp(page.request, origin, reference, email)).status()).toBe(202);
      link = await linkFor(email);
    } finally {
      await first.stop();
    }
    const dayLater = await startService(
      name,
      {
        SMTP_URL: smtpUrl,
        PORT: port,
        NODE_OPTIONS: `--require ${path.join(__dirname, "support", "shifted-clock.cjs")}`,
        CLOCK_SHIFT_DAYS: "1.01",
      },
      { keepData: true },
    );
    try {
      const opened = await page.goto(link);
      expect(opened!.status()).toBe(410);
      await expect(page.getByText(LINK_NOT_USABLE)).toBeVisible();
      await page.getByRole("link", { name: "Send me a new link" }).click();
      await expect(page).toHaveURL(`http://localhost:${port}/claims/status/`);
      // The site's page takes over before its service stops.
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    } finally {
      await dayLater.stop();
    }
  });

  test("one claim's session on another claim's page: 404", async ({ page }) => {
    const mine = await fileClaim(page.request);
    const theirs = await fileClaim(page.request);
    expect((await lookUp(page.request, "", mine.reference, mine.email)).status()).toBe(202);
    await page.goto(await linkFor(mine.email));
    await page.getByRole("button", { name: "Show my claim" }).click();
    await expect(page).toHaveURL(`/claim-status/claims/${mine.reference}`);

    const other = await page.goto(`/claim-status/claims/${theirs.reference}`);
    expect(other!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not found");
    await expect(page.getByText("There is no such claim page.")).toBeVisible();
    expect(await page.content()).not.toContain(theirs.reference);
  });
});
