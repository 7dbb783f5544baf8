/**
 * The insurers on the desk (issue 45) at 375 and 1280 px: reached from the desk's top navigation, an insurer added
 * with its usual products after a form sent back with the error summary (its links lead to the fields), then
 * changed on its own page; each recorded, as `audit` prints. Axe on each page (accessibility.ts); photographs into
 * e2e/screenshots/.
 */
import { randomUUID } from "node:crypto";
import { deskUrl, signedInPerson, submissionsCommand } from "./desk-staff";
import { expectAccessible, SCREENSHOTS } from "./accessibility";
import { expect, test } from "./fixtures";

test.describe("The insurers on the desk", () => {
  test.use({ waitForHydration: false, expectedProblems: [/\b400\b.*\/desk\/insurers\/new\)?$/] });

  // A test for each width, with time for its four pages checked by axe, the form's long list of tick boxes among them.
  for (const width of [375, 1280]) {
    test(`an insurer added after an error summary, then changed, at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await signedInPerson(page, "tunde", "Tunde Bakare");
      // The service's data outlives a run, and a name is on the list once.
      const name = `Leadway Assurance ${randomUUID().slice(0, 6)}`;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(deskUrl("/desk/"));
      await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Insurers" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Insurers" })).toBeVisible();
      await page.getByRole("link", { name: "Add an insurer" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Add an insurer" })).toBeVisible();
      await expect(page.getByLabel("Days to acknowledge a claim")).toHaveValue("2");
      await expect(page.getByLabel("Days to make an offer")).toHaveValue("30");
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENSHOTS}/insurer-add-${width}.png`, fullPage: true });

      await page.getByLabel("Claims e-mail addresses").fill("claims@leadway.example\nclaims@leadway");
      await page.getByLabel("Phone").fill("0201 280 0700");
      await page.getByLabel("Days to make an offer").fill("91");
      await page.getByRole("button", { name: "Add the insurer" }).click();
      const summary = page.getByRole("alert");
      await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
      await expect(summary.getByRole("link")).toHaveText([
        "Enter the insurer's name",
        "“claims@leadway” is not an e-mail address: write each like claims@insurer.com.ng",
        "The days to make an offer must be a whole number from 1 to 90",
      ]);
      await expect(page.getByLabel("Claims e-mail addresses")).toHaveValue("claims@leadway.example\nclaims@leadway");
      await expect(page.getByLabel("Days to make an offer")).toHaveAccessibleDescription(
        "Days, from 1 to 90. The days to make an offer must be a whole number from 1 to 90",
      );
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENSHOTS}/insurer-problems-${width}.png`, fullPage: true });
      await summary.getByRole("link", { name: "Enter the insurer's name" }).click();
      await expect(page.getByLabel("Name", { exact: true })).toBeFocused();

      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByLabel("Claims e-mail addresses").fill("claims@leadway.example, motorclaims@leadway.example");
      await page.getByLabel("Days to make an offer").fill("30");
      await page.getByRole("checkbox", { name: "Motor Insurance" }).check();
      await page.getByRole("button", { name: "Add the insurer" }).click();
      await expect(page.getByRole("status")).toHaveText(`${name} was added.`);
      const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
      await expect(row.locator('[data-label="Claims e-mail"]')).toHaveText(
        "claims@leadway.examplemotorclaims@leadway.example",
      );
      await expect(row.locator('[data-label="Phone"]')).toHaveText("0201 280 0700");
      await expect(row.locator('[data-label="Service Charter"]')).toHaveText(
        "2 working days to acknowledge, 30 days to make an offer",
      );
      await expect(row.locator('[data-label="Usual insurer of"]')).toHaveText("Motor Insurance");
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENSHOTS}/insurers-${width}.png`, fullPage: true });

      await row.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Motor Insurance" })).toBeChecked();
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENSHOTS}/insurer-change-${width}.png`, fullPage: true });
      await page.getByLabel("Days to make an offer").fill("21");
      await page.getByRole("checkbox", { name: "Travel Insurance" }).check();
      await page.getByRole("button", { name: "Save the changes" }).click();
      await expect(page.getByRole("status")).toHaveText(`${name} was changed.`);
      await expect(row.locator('[data-label="Service Charter"]')).toHaveText(
        "2 working days to acknowledge, 21 days to make an offer",
      );
      await expect(row.locator('[data-label="Usual insurer of"]')).toHaveText("Motor Insurance, Travel Insurance");

      const recorded = submissionsCommand("audit")
        .split("\n")
        .filter((line) => line.includes(name))
        .map((line) => line.split("  ").slice(1, 3).join("  "));
      expect(recorded).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Tunde Bakare <tunde\\.\\w+@cowryshield\\.com\\.ng>  added an insurer: ${name}: claims e-mail addresses claims@leadway\\.example, motorclaims@leadway\\.example; phone \\+234 201 280 0700; 2 working days to acknowledge, 30 days to offer; usual insurer of Motor Insurance$`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^Tunde Bakare <tunde\\.\\w+@cowryshield\\.com\\.ng>  changed an insurer: ${name}: days to offer 30 → 21; made usual insurer of Travel Insurance$`,
          ),
        ),
      ]);
    });
  }
});
