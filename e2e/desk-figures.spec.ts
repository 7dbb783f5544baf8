/**
 * The claims figures (/desk/figures) at 375 and 1280 px: reached from the desk's bar, the quarter of today first,
 * another period chosen in a plain GET form, each table in a labelled region that scrolls sideways on a phone while
 * the page does not, and each table downloaded as CSV. Axe on each (accessibility.ts); photographs into e2e/screenshots/.
 */
import fs from "node:fs";
import { validClaimFields } from "../tooling/sample-submissions";
import { deskUrl, signedInPerson } from "./desk-staff";
import { expectAccessible, SCREENSHOTS } from "./accessibility";
import { expect, test } from "./fixtures";
import { pdfFile } from "./pdf-documents";

/** The quarter of today in Lagos (UTC+1), as the period's select names it: "Q4 2026 (October to December)". */
function quarterOfToday() {
  const lagos = new Date(Date.now() + 60 * 60 * 1000);
  const quarter = Math.floor(lagos.getUTCMonth() / 3) + 1;
  const month = (index: number) => new Date(Date.UTC(2026, index, 1)).toLocaleString("en-GB", { month: "long" });
  return `Q${quarter} ${lagos.getUTCFullYear()} (${month(quarter * 3 - 3)} to ${month(quarter * 3 - 1)})`;
}

test.describe("The claims figures", () => {
  test.use({ waitForHydration: false });

  test.beforeEach(async ({ page }) => {
    const filed = await page.request.post("/api/claims", {
      multipart: { ...validClaimFields, fullName: "Obinna Uche", document_0: pdfFile("police-report.pdf") },
    });
    expect(filed.status()).toBe(201);
    await signedInPerson(page, "halima", "Halima Sani");
  });

  test("the quarter's tables by insurer and by class from the desk's bar, each scrolling in its region on a phone, at 375 and 1280 px", async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(deskUrl("/desk/"));
      await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Figures" }).click();
      await expect(page).toHaveURL(deskUrl("/desk/figures"));
      const quarter = quarterOfToday();
      await expect(page.getByRole("heading", { level: 2, name: quarter })).toBeVisible();
      await expect(page.getByLabel("Period: a month, a quarter or a year")).toHaveValue(/^\d{4}-Q[1-4]$/);

      for (const [name, heading, rows] of [
        [`Claims by insurer, ${quarter}`, "Insurer", ["No insurer yet", "All claims"]],
        [`Claims by class of business, ${quarter}`, "Class", ["Life business", "Non-life business", "Motor"]],
      ] as const) {
        const region = page.getByRole("region", { name });
        const table = region.getByRole("table", { name });
        await expect(table.getByRole("columnheader", { name: heading, exact: true })).toBeVisible();
        for (const row of rows) await expect(table.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
        // The claim filed above is a motor claim received today, sent to no insurer yet.
        const received = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "All claims" }) });
        await expect(received.getByRole("cell").first()).not.toHaveText("0");
        // On a phone the table scrolls inside its region, which a keyboard reaches; the page itself does not.
        const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
        if (width === 375) expect(overflow).toBeGreaterThan(0);
      }
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENSHOTS}/figures-${width}.png`, fullPage: true });
      // How they are counted, opened; the table by insurer focused and scrolled to its last column by the keyboard.
      await page.getByText("How these are counted").click();
      await expect(page.getByText(/The median and the 90th percentile are by nearest rank/)).toBeVisible();
      const byInsurer = page.getByRole("region", { name: `Claims by insurer, ${quarter}` });
      await byInsurer.focus();
      await expect(byInsurer).toBeFocused();
      for (let press = 0; press < 40; press += 1) await page.keyboard.press("ArrowRight");
      if (width === 375)
        await expect.poll(() => byInsurer.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      await page.screenshot({ path: `${SCREENSHOTS}/figures-counted-scrolled-${width}.png`, fullPage: true });
    }
  });

  test("another period by the form's GET, and a table as CSV, at 375 and 1280 px", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(deskUrl("/desk/figures"));
      // A year, by the form's GET: the address names it, nothing personal.
      const year = String(new Date(Date.now() + 60 * 60 * 1000).getUTCFullYear());
      await page.getByLabel("Period: a month, a quarter or a year").selectOption(year);
      await page.getByRole("button", { name: "Show the figures" }).click();
      await expect(page).toHaveURL(deskUrl(`/desk/figures?period=${year}`));
      await expect(page.getByRole("heading", { level: 2, name: year, exact: true })).toBeVisible();
      await expect(page.getByRole("table", { name: `Claims by class of business, ${year}` })).toBeVisible();
      await expectAccessible(page);

      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download the figures by class as CSV" }).click();
      const csv = await download;
      expect(csv.suggestedFilename()).toBe(`claims-by-class-${year}.csv`);
      const text = fs.readFileSync(await csv.path(), "utf8");
      expect(text.split("\r\n")[0]).toBe(
        "\uFEFFClass,Received,Sent to insurer,Offers made,Settled,Settled (naira),Declined,Withdrawn,Still open," +
          "Open past 60 days,Days received to sent: median,Days received to sent: 90th percentile," +
          "Days sent to offer: median,Days sent to offer: 90th percentile,Days received to paid: median," +
          "Days received to paid: 90th percentile",
      );
      expect(text).toMatch(/\r\nMotor,[1-9]\d*,/);
    }
  });
});
