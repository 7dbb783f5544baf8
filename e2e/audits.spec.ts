import AxeBuilder from "@axe-core/playwright";
import { expect, pageRoutes, scrollThrough, test } from "./fixtures";

const notFoundRoutes = [
  { path: "/services/no-such-product", expected: /\/services\/no-such-product/ },
  { path: "/no-such-page", expected: /\/no-such-page/ },
];

const routes = [...pageRoutes.map(({ path }) => ({ path, expected: undefined })), ...notFoundRoutes];

for (const width of [375, 1280]) {
  test.describe(`At ${width} px`, () => {
    for (const { path, expected } of routes) {
      test.describe(path, () => {
        test.use({ viewport: { width, height: 800 }, expectedProblems: expected ? [expected] : [] });

        test("has no axe violations, no horizontal scroll, and is photographed", async ({ page }) => {
          test.setTimeout(60_000);
          await page.goto(path);
          await scrollThrough(page);
          const results = await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
            .analyze();
          expect(
            results.violations.map(
              ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`,
            ),
          ).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBe(0);
          const name = path === "/" ? "home" : path.replace(/^\/|\/$/g, "").replace(/\//g, "_");
          await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
        });
      });
    }
  });
}

test.describe("With errors shown and the chat open", () => {
  for (const width of [375, 1280]) {
    test(`the claims and contact forms have no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/claims/", "/contact/"]) {
        await page.goto(path);
        await page.locator("form button[type=submit]").last().click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        await page.getByRole("button", { name: "Chat with us" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        expect(
          results.violations.map(
            ({ id, nodes }) => `${path} ${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`,
          ),
        ).toEqual([]);
      }
    });
  }
});
