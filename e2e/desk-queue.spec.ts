/**
 * The queue as a work list (issue 44) at 375 and 1280 px: the counts at its top, each a link to its list, the
 * filters behind one "Filter" button that opens without scripts, a "Clear search" link back to the plain queue, a
 * row a card of three lines on a phone and a table row on a laptop, each saying how long it has been at its step;
 * the search with "Include closed", by a POST. Axe on each (accessibility.ts); photographs into e2e/screenshots/.
 */
import type { Locator } from "@playwright/test";
import { validClaimFields } from "../tooling/sample-submissions";
import { deskUrl, signedInPerson } from "./desk-staff";
import { expectAccessible, SCREENSHOTS } from "./accessibility";
import { expect, test } from "./fixtures";
import { pdfFile } from "./pdf-documents";

/** The top of each of the cells' boxes, rounded to the pixel. */
const topOf = async (cell: Locator) => Math.round((await cell.boundingBox())!.y);

test.describe("The queue as a work list", () => {
  test.use({ waitForHydration: false });

  test("counts at its top, filters behind one button, and reads a row as a card on a phone, at 375 and 1280 px", async ({
    page,
    browser,
  }) => {
    // Two widths, each with its lists and axe twice, then the same without scripts.
    test.setTimeout(90_000);
    const filed = await page.request.post("/api/claims", {
      multipart: { ...validClaimFields, fullName: "Adaeze Nwachukwu", document_0: pdfFile("police-report.pdf") },
    });
    expect(filed.status()).toBe(201);
    const { reference } = (await filed.json()) as { reference: string };
    await signedInPerson(page, "ifeoma", "Ifeoma Obi");

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(deskUrl("/desk/"));
      const counts = page.getByRole("region", { name: /^\d+ open$/ });
      for (const count of [
        /^\d+ overdue$/,
        /^\d+ due within 14 days$/,
        /^\d+ nobody's$/,
        /^\d+ waiting on the customer$/,
        /^\d+ waiting on the insurer$/,
        /^\d+ with every document in$/,
        /^\d+ to chase today$/,
      ]) {
        await expect(counts.getByRole("link", { name: count })).toBeVisible();
      }
      // The filters are folded away behind one button, the plain queue has no "Clear search".
      await expect(page.getByLabel("Step")).toBeHidden();
      await expect(page.getByRole("link", { name: "Clear search" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Recently closed" })).toBeVisible();

      const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: reference }) });
      const cell = (label: string) => row.locator(`[data-label="${label}"]`);
      await expect(cell("Step")).toHaveText("Received · today");
      await expect(cell("Type")).toHaveText("Motor claim");
      const [referenceTop, daysTop, nameTop, typeTop, stepTop, ownerTop] = await Promise.all(
        ["Reference", "Days", "Name", "Type", "Step", "Owner"].map((label) => topOf(cell(label))),
      );
      if (width === 375) {
        // Three lines: reference and days; name and type; step and owner (the right-hand ones smaller, on the
        // line's baseline: a few pixels lower, never a line).
        for (const [left, right] of [
          [referenceTop, daysTop],
          [nameTop, typeTop],
          [stepTop, ownerTop],
        ]) {
          expect.soft(Math.abs(left! - right!)).toBeLessThan(8);
        }
        expect.soft(referenceTop).toBeLessThan(nameTop!);
        expect.soft(nameTop).toBeLessThan(stepTop!);
        await expect(cell("Received")).toBeHidden();
      } else {
        // One line of a table, its headings shown.
        expect.soft(new Set([referenceTop, daysTop, nameTop, typeTop, stepTop, ownerTop]).size).toBe(1);
        await expect(page.getByRole("columnheader", { name: "Received" })).toBeVisible();
      }
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENSHOTS}/queue-${width}.png`, fullPage: true });

      await counts.getByRole("link", { name: /nobody's$/ }).click();
      await expect(page).toHaveURL(deskUrl("/desk/?owner=nobody"));
      await expect(counts.getByRole("link", { name: /nobody's$/ })).toHaveAttribute("aria-current", "page");
      await expect(page.getByLabel("Owner")).toHaveValue("nobody");
      await expect(page.getByLabel("Owner")).toBeVisible();
      await expect(row).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENSHOTS}/queue-nobodys-${width}.png`, fullPage: true });
      await page.getByRole("link", { name: "Clear search" }).click();
      await expect(page).toHaveURL(deskUrl("/desk/"));

      // The search, closed ones included, by a POST: the name stays out of the address.
      await page.getByLabel("Reference, name, e-mail, phone or policy number").fill("Adaeze Nwachukwu");
      await page.getByLabel("Include closed").check();
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(deskUrl("/desk/"));
      await expect(page.locator(".count")).toHaveText(/^\d+ submissions? open or closed matching “Adaeze Nwachukwu”$/);
      await expect(row).toBeVisible();
      await expect(page.getByLabel("Include closed")).toBeChecked();
      await expect(page.getByRole("link", { name: "Clear search" })).toBeVisible();
    }

    // Without scripts the "Filter" button opens the filters, and they narrow the queue by a GET.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      viewport: { width: 375, height: 900 },
    });
    const noScript = await plain.newPage();
    await noScript.goto(deskUrl("/desk/"));
    await noScript.getByText("Filter", { exact: true }).click();
    await noScript.getByLabel("Only").selectOption({ label: "Due within 14 days" });
    await noScript.getByRole("button", { name: "Show" }).click();
    await expect(noScript).toHaveURL(/\/desk\/\?kind=&step=&owner=anyone&only=due-soon&order=work$/);
    await expect(noScript.getByRole("link", { name: /due within 14 days$/ })).toHaveAttribute("aria-current", "page");
    await expect(noScript.getByRole("rowheader", { name: reference })).toHaveCount(0);
    await plain.close();
  });
});
