import { expect, pageRoutes, readData, test } from "./fixtures";

const company = readData<{ email: string; phones: { number: string }[] }>("company.json");

test.describe("With JavaScript off", () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  for (const { path, heading } of pageRoutes) {
    test(`${path} shows its content and every link leads somewhere`, async ({ page, request }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("button", { name: "Chat with us" })).toBeHidden();
      const hrefs = await page
        .locator("a[href^='/']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      for (const href of new Set(hrefs.map((href) => href.split("#")[0]!))) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
    });
  }

  test("the quote calculator offers the phone number and e-mail address instead", async ({ page }) => {
    await page.goto("/");
    const calculator = page.locator("#quick-quote");
    await expect(calculator.getByText("The calculator needs JavaScript")).toBeVisible();
    await expect(calculator.locator(`a[href="tel:${company.phones[0]!.number}"]`)).toBeVisible();
    await expect(calculator.locator(`a[href="mailto:${company.email}"]`)).toBeVisible();
  });

  test("the FAQ answers are readable", async ({ page }) => {
    await page.goto("/");
    const faqs = readData<{ answer: string }[]>("faqs.json");
    for (const { answer } of faqs) await expect(page.getByText(answer)).toBeVisible();
  });

  test("the menu links are visible on a phone, without a toggle", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/about/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(page.locator("#main-menu").getByRole("link")).toHaveText([
      "Home",
      "About",
      "Services",
      "Claims",
      "Careers",
      "Get a Quote",
    ]);
    for (const link of await page.locator("#main-menu").getByRole("link").all()) await expect(link).toBeVisible();
  });

  test("the careers page lists the opening without filter buttons", async ({ page }) => {
    await page.goto("/careers/");
    await expect(page.getByRole("heading", { name: "Sales/Marketing Executive" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Tech" })).toBeHidden();
  });
});

test("with JavaScript on, the fallbacks stay hidden", async ({ page }) => {
  await page.goto("/claims/");
  await expect(page.locator("[data-without-js]")).toBeHidden();
  await expect(page.locator("#claims-form form")).toBeVisible();
});
