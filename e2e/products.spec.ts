import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { PRODUCT_NOT_FOUND_PAGE } from "../hosting/host-files";
import { expect, products, test } from "./fixtures";
import { liveSite } from "../tooling/nginx-process";

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
  // One pattern: Playwright would take a list of two for a value and its options.
  test.use({ expectedProblems: [/\/services\/(no-such-product|x\/y\/)/] });

  for (const address of ["/services/no-such-product/", "/services/no-such-product", "/services/x/y/"]) {
    test(`${address} is answered 404 with the 'Product Not Found' page as built, whose address and text the app keeps`, async ({
      page,
      request,
    }) => {
      const served = await request.get(address, { maxRedirects: 0 });
      expect(served.status()).toBe(404);
      expect(await served.text()).toBe(fs.readFileSync(path.join(liveSite, PRODUCT_NOT_FOUND_PAGE), "utf8"));

      const textChanges = await watchPageText(page);
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Not Found");
      await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services/");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // Served, not switched: the app keeps the address and the page's text as they came.
      expect(new URL(page.url()).pathname).toBe(address);
      expect(await textChanges()).toEqual([]);
    });
  }

  test("'Back to Services' leads to /services", async ({ page }) => {
    await page.goto("/services/no-such-product/");
    await page.getByRole("link", { name: "Back to Services" }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Insurance Products");
  });

  test("a known product is still its own page, 200", async ({ request }) => {
    const response = await request.get("/services/motor-insurance/");
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain("Product Not Found");
  });
});

/**
 * Records, from the moment the served page is parsed, every change to its heading, its explanation and its way
 * back, and whether any of them is replaced: the app that takes over a served page must leave them as they came.
 * (The hero's "years in business" may change: it is counted on the visitor's clock once the app runs.)
 */
async function watchPageText(page: Page) {
  await page.addInitScript(() => {
    const watch = window as unknown as { textChanges: string[]; servedText: Element[] };
    watch.textChanges = [];
    document.addEventListener("DOMContentLoaded", () => {
      watch.servedText = ["main h1", "main p", 'main a[href="/services/"]'].map((selector) =>
        document.querySelector(selector)!,
      );
      const observer = new MutationObserver((records) => {
        for (const record of records) watch.textChanges.push(`${record.type}: ${record.target.textContent}`);
      });
      for (const element of watch.servedText)
        observer.observe(element, { subtree: true, childList: true, characterData: true });
    });
  });
  return async () => {
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    return page.evaluate(() => {
      const watch = window as unknown as { textChanges: string[]; servedText: Element[] };
      return [
        ...watch.servedText
          .filter((element) => !element.isConnected)
          .map((element) => `replaced: ${element.outerHTML}`),
        ...watch.textChanges,
      ];
    });
  };
}

test.describe("Unknown page", () => {
  test.use({ expectedProblems: [/\/no-such-page/] });

  test("answers 404 with a page that leads home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByRole("link", { name: "Go to the Home Page" })).toHaveAttribute("href", "/");
  });
});
