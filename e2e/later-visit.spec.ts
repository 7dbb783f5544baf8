/**
 * The production build visited weeks after it was made: every dated thing follows the visitor's clock
 * (and the service's), none the day of the build.
 */
import { fillClaim } from "../tooling/form-filling";
import { expect, readData, test } from "./fixtures";
import { startService, storedSubmissions, type ServiceProcess } from "../tooling/service-process";
import { pdfFile } from "./pdf-documents";

const DAY_MS = 24 * 60 * 60 * 1000;
const SHIFT_DAYS = 42;

/** The calendar date in Lagos of a moment, as a date input writes it. */
const lagosDate = (moment: Date) => moment.toLocaleDateString("en-CA", { timeZone: "Africa/Lagos" });

test.use({ timezoneId: "Africa/Lagos" });

test.describe("six weeks after the build", () => {
  let service: ServiceProcess;
  test.beforeAll(async ({}, testInfo) => {
    service = await startService(`e2e-later-${testInfo.workerIndex}`, {
      NODE_OPTIONS: `--require ${__dirname}/support/shifted-clock.cjs`,
      CLOCK_SHIFT_DAYS: String(SHIFT_DAYS),
    });
  });
  test.afterAll(async () => service?.stop());

  test("the incident date ends on the visitor's today, and yesterday's accident can be claimed", async ({ page }) => {
    const later = new Date(Date.now() + SHIFT_DAYS * DAY_MS);
    const yesterday = lagosDate(new Date(later.getTime() - DAY_MS));
    await page.clock.setFixedTime(later);

    const form = await fillClaim(
      page,
      {
        fullName: "Funmilayo Okafor",
        email: "funmi@example.com",
        phone: "0803 555 0177",
        policyNumber: "MTR-2026-7731",
        claimType: "auto",
        incidentDate: yesterday,
        description: "A danfo bus hit my car's rear door on Ikorodu Road in traffic yesterday evening.",
      },
      service.origin,
    );
    await expect(form.getByLabel("Date of the incident")).toHaveAttribute("max", lagosDate(later));
    await form.getByLabel("Supporting documents").setInputFiles(pdfFile("police-report.pdf"));
    await form.getByRole("button", { name: "Submit Claim" }).click();

    await expect(form.getByRole("status")).toContainText("Claim Submitted Successfully");
    expect(storedSubmissions(service.dataDir).map((stored) => stored.fields.incidentDate)).toEqual([yesterday]);
  });
});

test.describe("a job opening", () => {
  const [opening] = readData<{ title: string; validThrough: string }[]>("jobs.json");
  const closingDay = opening!.validThrough;
  const dayAfter = new Date(Date.parse(`${closingDay}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const structuredDataTypes = (page: import("@playwright/test").Page) =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => (JSON.parse(script.textContent ?? "{}") as { "@type"?: unknown })["@type"]),
      );

  test("is listed, with its JobPosting, until the end of its closing day", async ({ page }) => {
    await page.clock.setFixedTime(new Date(`${closingDay}T23:30:00+01:00`));
    await page.goto("/careers/");
    await expect(page.getByRole("heading", { name: opening!.title })).toBeVisible();
    await expect.poll(() => structuredDataTypes(page)).toContain("JobPosting");
  });

  test("leaves the list and its JobPosting once the closing day has passed on the visitor's clock", async ({
    page,
  }) => {
    const afterClosing = new Date(`${dayAfter}T00:30:00+01:00`);
    await page.clock.setFixedTime(afterClosing);
    await page.goto("/careers/");
    await expect(page.getByRole("heading", { name: opening!.title })).toHaveCount(0);
    await expect(page.getByText("There are no openings right now.")).toBeVisible();
    await expect.poll(() => structuredDataTypes(page)).not.toContain("JobPosting");
    await expect(page.getByRole("contentinfo")).toContainText(`© ${lagosDate(afterClosing).slice(0, 4)} `);
  });
});
