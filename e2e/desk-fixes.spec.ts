/**
 * The desk's layout at 375 and 1280 px as issue 44 found it wrong: a reference on one line (the queue, the claim's
 * heading), the "Move to …" rows shown as disclosures, the tick boxes of "Waiting for documents" full size however
 * their label wraps, and on a phone each value under its label, whole words. Photographs the queue and the claim's
 * page into e2e/screenshots/.
 */
import type { Locator } from "@playwright/test";
import { validClaimFields, validQuote } from "../tooling/sample-submissions";
import { deskUrl, signedInPerson } from "./desk-staff";
import { expect, test } from "./fixtures";
import { pdfFile } from "./pdf-documents";

/** How many lines an element's text takes: the distinct tops of its text's boxes. */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter(({ width }) => width > 0).map(({ top }) => Math.round(top))).size;
  });

test.describe("The desk's layout", () => {
  test.use({ waitForHydration: false });

  test("keeps references and values whole, shows its disclosures and full-size tick boxes, at 375 and 1280 px", async ({
    page,
  }) => {
    const filed = await page.request.post("/api/claims", {
      multipart: {
        ...validClaimFields,
        fullName: "Chinedu Oluwaseun Okonkwo-Eze Adebayo-Williams Nwachukwu-Obi",
        email: "chinedu.okonkwo-eze@example.com.ng",
        policyNumber: "MTR/ABJ/2026/000123-A",
        document_0: pdfFile("police-report.pdf"),
      },
    });
    expect(filed.status()).toBe(201);
    const { reference } = (await filed.json()) as { reference: string };
    const quoted = await page.request.post("/api/quote-requests", { data: validQuote });
    expect(quoted.status()).toBe(201);
    const quote = ((await quoted.json()) as { reference: string }).reference;
    await signedInPerson(page, "okon", "Okon Etim");

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(deskUrl("/desk/?order=newest"));
      expect.soft(await linesOf(page.getByRole("link", { name: reference }))).toBe(1);
      await page.screenshot({ path: `e2e/screenshots/desk-fixes-queue-${width}.png`, fullPage: true });

      // "Quote request QTE-…" is the longer heading: at 375 px it wrapped at the reference's hyphen.
      await page.goto(deskUrl(`/desk/submissions/${quote}`));
      expect.soft(await linesOf(page.getByRole("heading", { level: 1 }).locator(".reference"))).toBe(1);

      await page.goto(deskUrl(`/desk/submissions/${reference}`));
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(`Claim ${reference}`);
      expect.soft(await linesOf(heading.locator(".reference"))).toBe(1);

      for (const label of ["E-mail", "Phone", "Policy number"]) {
        const term = page.locator(".sent dt", { hasText: new RegExp(`^${label}$`) });
        const value = term.locator("xpath=following-sibling::dd[1]");
        expect.soft(await linesOf(value), `${label} at ${width} px`).toBe(1);
        const [termBox, valueBox] = [(await term.boundingBox())!, (await value.boundingBox())!];
        if (width === 375)
          expect.soft(valueBox.y, `${label} under its label`).toBeGreaterThanOrEqual(termBox.y + termBox.height);
        else expect.soft(valueBox.y, `${label} beside its label`).toBeCloseTo(termBox.y, 0);
      }

      const summaries = page.locator("summary");
      expect(await summaries.count()).toBeGreaterThan(0);
      for (const display of await summaries.evaluateAll((all) => all.map((one) => getComputedStyle(one).display))) {
        expect.soft(display).toBe("list-item");
      }

      const waiting = page.locator("details", { has: page.getByText("Move to Waiting for documents") });
      await waiting.locator("summary").click();
      const boxes = waiting.locator('input[type="checkbox"]');
      expect(await boxes.count()).toBeGreaterThan(1);
      for (const box of await boxes.all()) {
        const { width: boxWidth, height } = (await box.boundingBox())!;
        expect.soft(boxWidth, `a tick box at ${width} px`).toBeGreaterThanOrEqual(24);
        expect.soft(height).toBeGreaterThanOrEqual(24);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      await page.screenshot({ path: `e2e/screenshots/desk-fixes-claim-${width}.png`, fullPage: true });
    }
  });
});
