import fs from "node:fs";
import path from "node:path";
import { headersFor } from "../hosting/headers";
import { expect, products, test } from "./fixtures";
import { liveSite, siteHeaderRules } from "../tooling/nginx-process";

test.describe("Product pages", () => {
  for (const product of products) {
    test(`/services/${product.id} shows its details`, async ({ page }) => {
      await page.goto(`/services/${product.id}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
      await expect(page.getByText(product.description)).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services/");

      const cards: [string, string[] | undefined][] = [
        ["Benefits", product.benefits],
        ["Coverage", product.coverage],
        ["Underwriting Requirements", product.requirements],
        ["Claim Substatiating Documents", product.claimDocuments],
        ["In Case of Total Loss", product.incaseOfTotalLoss],
      ];
      const shown = cards.filter(([, items]) => items !== undefined);
      await expect(page.locator("main h2")).toHaveText(shown.map(([title]) => title));
      for (const [title, items] of shown) {
        const card = page.locator("li", { has: page.getByRole("heading", { name: title, exact: true }) });
        await expect(card.getByRole("listitem")).toHaveText(items!);
      }

      await expect(page.getByRole("link", { name: "Get a Quote" }).last()).toHaveAttribute("href", "/contact/");
      const hero = page.locator("main img").first();
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(page.locator("main picture source[type='image/avif']").first()).toHaveAttribute("srcset", /\.avif/);
    });
  }

  test("a product with neither optional list shows no Coverage or 'In Case of Total Loss' card", async ({ page }) => {
    const plain = products.find((product) => !product.coverage && !product.incaseOfTotalLoss);
    expect(plain, "the content should include a product without optional lists").toBeDefined();
    await page.goto(`/services/${plain!.id}/`);
    await expect(page.getByRole("heading", { name: "Coverage", exact: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "In Case of Total Loss" })).toHaveCount(0);
  });
});

test.describe("Unknown product", () => {
  test.use({ expectedProblems: [/\/services\/no-such-product/] });

  test("answers 404, shows 'Product Not Found' and 'Back to Services' leads to /services", async ({ page }) => {
    const response = await page.goto("/services/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Not Found");
    await page.getByRole("link", { name: "Back to Services" }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Insurance Products");
  });
});

test.describe("Unknown product on a plain static host, which answers with the site's 404 page", () => {
  test.use({ expectedProblems: [/\/services\/no-such-product/] });

  test("ends on 'Product Not Found' with 'Back to Services', and no console error", async ({ page }) => {
    const notFoundPage = fs.readFileSync(path.join(liveSite, "404.html"));
    const policy = headersFor(siteHeaderRules(), "/404.html")["Content-Security-Policy"]!;
    await page.route("**/services/no-such-product", (route) =>
      route.fulfill({
        status: 404,
        contentType: "text/html; charset=utf-8",
        headers: { "Content-Security-Policy": policy },
        body: notFoundPage,
      }),
    );
    await page.goto("/services/no-such-product");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Not Found");
    await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services/");
  });
});

test.describe("Unknown page", () => {
  test.use({ expectedProblems: [/\/no-such-page/] });

  test("answers 404 with a page that leads home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByRole("link", { name: "Go to the Home Page" })).toHaveAttribute("href", "/");
  });
});
