/**
 * A claim's page on the desk as a ticket (issue 44), at 375 and 1280 px: where it stands, its owner and the moves
 * beside what was sent and the timeline from 1024 px, above them on a phone; the customer's e-mail previewed before
 * the move; what a change did said at the top; a form sent back with GOV.UK's error summary whose links reach the
 * fields; a property claim's documents grouped by product. Axe on each state; photographs into
 * e2e/screenshots/desk-ticket-*.png.
 */
import { validClaimFields } from "../tooling/sample-submissions";
import { deskUrl, signedInPerson } from "./desk-staff";
import { expectAccessible, SCREENSHOTS } from "./accessibility";
import { expect, test } from "./fixtures";
import { pdfFile } from "./pdf-documents";

test.describe("A claim's page as a ticket", () => {
  test.use({ waitForHydration: false, expectedProblems: [/400.*\/desk\/submissions\/[^/]+\/move\)?$/] });

  for (const width of [375, 1280]) {
    test(`side column, preview, what was done and the error summary at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const filed = await page.request.post("/api/claims", {
        multipart: {
          ...validClaimFields,
          fullName: "Ngozi Adeleke",
          claimType: "property",
          description: "A fire in the kitchen spread to the store room; the stock and the shelving are lost.",
          document_0: pdfFile("fire-service-report.pdf"),
          document_1: pdfFile("stock-list.pdf"),
          document_2: pdfFile("repair-estimate.pdf"),
        },
      });
      expect(filed.status()).toBe(201);
      const { reference } = (await filed.json()) as { reference: string };
      await signedInPerson(page, `ticket-${width}`, "Amaka Obi");
      await page.goto(deskUrl(`/desk/submissions/${reference}`));

      const standing = page.getByRole("region", { name: "Where it stands" });
      const sent = page.getByRole("heading", { level: 2, name: "What was sent" });
      const [side, main] = [(await standing.boundingBox())!, (await sent.boundingBox())!];
      if (width === 1280) {
        expect(side.x + side.width).toBeLessThan(main.x);
        expect(Math.abs(side.y - main.y)).toBeLessThan(24);
      } else {
        expect(side.y + side.height).toBeLessThanOrEqual(main.y);
        const term = standing.locator("dt", { hasText: "Received" });
        const [termBox, valueBox] = [
          (await term.boundingBox())!,
          (await term.locator("xpath=following-sibling::dd[1]").boundingBox())!,
        ];
        expect(valueBox.y).toBeGreaterThanOrEqual(termBox.y + termBox.height);
      }
      await expect(standing.getByLabel("Owner", { exact: true })).toBeVisible();

      // "Amaka Obi (you)", with the e-mail too when the tests' desk has another Amaka Obi.
      const owner = page.getByLabel("Owner", { exact: true });
      const mine = owner.locator("option", { hasText: /^Amaka Obi (\(\S+\) )?\(you\)$/ });
      await owner.selectOption(await mine.getAttribute("value"));
      await page.getByRole("button", { name: "Assign" }).click();
      await expect(page).toHaveURL(deskUrl(`/desk/submissions/${reference}?changed=1#done`));
      await expect(page.getByRole("status")).toHaveText("Assigned to Amaka Obi.");

      await standing.locator("summary", { hasText: "Move to Waiting for documents" }).click();
      await standing.getByRole("button", { name: "Move to Waiting for documents" }).click();
      await expect(page).toHaveTitle(new RegExp(`^Error: Claim ${reference} · Cowry Shield desk$`));
      const summary = page.getByRole("alert");
      await expect(summary.getByRole("heading", { level: 2 })).toHaveText("There is a problem");
      await expect(summary.getByRole("link")).toHaveText(["The documents needed: name at least one"]);
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENSHOTS}/desk-ticket-error-${width}.png`, fullPage: true });
      await summary.getByRole("link").click();
      await expect(
        page.getByLabel("Written notice of the loss to the broker or insurer as soon as possible"),
      ).toBeFocused();
      await expect(page.getByRole("group", { name: "The documents needed" })).toHaveAccessibleDescription(
        "The documents needed: name at least one",
      );

      const move = standing.locator("details[open] form");
      const needed = move.getByRole("group", { name: "The documents needed" });
      for (const product of ["Fire & Special Perils Insurance", "Burglary Insurance", "Householder Insurance"]) {
        await expect(needed.getByRole("group", { name: product })).toBeVisible();
      }
      await move
        .getByRole("group", { name: "Fire & Special Perils Insurance" })
        .getByLabel("Completed fire claim form")
        .check();
      await move.getByLabel("Others, one a line").fill("Photographs of the store room");
      await move.getByLabel(/^Message for the customer/).fill("Please send these so we can pass your claim on.");
      await move.getByRole("button", { name: "Preview e-mail" }).click();
      const preview = page.getByRole("region", { name: "The e-mail the customer will get" });
      await expect(preview.getByText(`Subject: Your claim ${reference}: We need documents from you`)).toBeVisible();
      await expect(preview.locator("pre")).toContainText(
        "- Completed fire claim form\n- Photographs of the store room",
      );
      const kept = page.locator("details[open] form");
      await expect(kept.getByLabel("Completed fire claim form")).toBeChecked();
      await expect(kept.getByLabel(/^Message for the customer/)).toHaveValue(
        "Please send these so we can pass your claim on.",
      );
      await expectAccessible(page);
      await preview.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/desk-ticket-preview-${width}.png`, fullPage: true });

      await kept.getByRole("button", { name: "Move to Waiting for documents" }).click();
      await expect(page).toHaveURL(deskUrl(`/desk/submissions/${reference}?changed=2#done`));
      await expect(page.getByRole("status")).toHaveText("Moved to Waiting for documents; the customer was e-mailed.");
      await expect(page.locator(".state dd").first()).toHaveText("Waiting for documents");

      await page.getByLabel("Internal note (the customer never sees it)").fill("Rang her: the report comes Monday.");
      await page.getByRole("button", { name: "Add note" }).click();
      await expect(page).toHaveURL(deskUrl(`/desk/submissions/${reference}?changed=3#change-3`));
      await expect(page.getByRole("status")).toHaveText("Note added.");
      await expect(page.locator("#change-3")).toBeInViewport();
      await expectAccessible(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SCREENSHOTS}/desk-ticket-claim-${width}.png`, fullPage: true });

      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
    });
  }
});
