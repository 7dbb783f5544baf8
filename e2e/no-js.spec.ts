import { expect, pageRoutes, readData, test } from "./fixtures";
import type { Locator } from "@playwright/test";

const company = readData<{ email: string; phones: { number: string }[]; whatsappNumber: string }>("company.json");

/** The bar's 4rem and the header's 1px bottom border. */
const HEADER_HEIGHT = 65;

/** The site's focus ring (global-css.tsx): a 3 px solid outline. */
async function expectFocusRing(element: Locator) {
  await expect(element).toHaveCSS("outline-style", "solid");
  await expect(element).toHaveCSS("outline-width", "3px");
}

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

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the menu closed takes only the bar's height; it opens from the keyboard and each link is reached and followed", async ({
      page,
    }) => {
      await page.goto("/about/");
      const header = page.locator("header");
      const toggle = header.getByRole("button", { name: "Menu" });
      const links = page.locator("#main-menu").getByRole("link");
      expect((await header.boundingBox())!.height).toBe(HEADER_HEIGHT);
      for (const link of await links.all()) await expect(link).toBeHidden();

      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(header.getByRole("link", { name: "Cowry Shield" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(toggle).toBeFocused();
      await expectFocusRing(toggle);
      await page.keyboard.press("Enter");

      const menu = page.locator("#main-menu");
      await expect(menu).toBeVisible();
      const box = (await menu.boundingBox())!;
      expect([box.x, box.y, box.width]).toEqual([0, HEADER_HEIGHT, 375]);
      expect((await header.boundingBox())!.height).toBe(HEADER_HEIGHT);
      for (const name of ["Home", "About", "Services", "Claims", "Careers", "Get a Quote"]) {
        await page.keyboard.press("Tab");
        const link = menu.getByRole("link", { name });
        await expect(link).toBeFocused();
        await expect(link).toBeVisible();
        await expectFocusRing(link);
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }

      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await toggle.click();
      await expect(menu).toBeHidden();

      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: "Claims" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/claims\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claims Process");
      await expect(page.locator("#main-menu")).toBeHidden();
    });

    test("a browser without popovers shows every link in the bar, and the header scrolls away", async ({ page }) => {
      // Such a browser (before 2024) drops every rule that names :popover-open and ignores the attribute.
      await page.route("**/claims/", async (route) => {
        const response = await route.fetch();
        const body = (await response.text())
          .replaceAll(":popover-open", ":no-such-state")
          .replaceAll(" popover=", " data-");
        await route.fulfill({ response, body });
      });
      await page.goto("/claims/");
      const header = page.locator("header");
      await expect(header.getByRole("button", { name: "Menu" })).toBeHidden();
      const links = page.locator("#main-menu").getByRole("link");
      await expect(links).toHaveText(["Home", "About", "Services", "Claims", "Careers", "Get a Quote"]);
      const bar = (await header.boundingBox())!;
      for (const link of await links.all()) {
        await expect(link).toBeVisible();
        const box = (await link.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
      }
      await page.mouse.wheel(0, 600);
      await expect.poll(async () => (await header.boundingBox())!.y).toBeLessThanOrEqual(-bar.height);
    });

    test("the chat is a plain link that opens a WhatsApp chat with us", async ({ page }) => {
      await page.goto("/");
      const chat = page.getByRole("link", { name: "Chat with us on WhatsApp" });
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute("href", `https://wa.me/${company.whatsappNumber.replace(/\D/g, "")}`);
      const box = (await chat.boundingBox())!;
      expect([box.width, box.height, box.x + box.width, box.y + box.height]).toEqual([56, 56, 375 - 16, 740 - 16]);
    });
  });

  test("on a wide screen the links stand in the bar, without a toggle", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about/");
    const header = page.locator("header");
    await expect(header.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(page.locator("#main-menu").getByRole("link")).toHaveText([
      "Home",
      "About",
      "Services",
      "Claims",
      "Careers",
      "Get a Quote",
    ]);
    for (const link of await page.locator("#main-menu").getByRole("link").all()) await expect(link).toBeVisible();
    expect((await header.boundingBox())!.height).toBe(HEADER_HEIGHT);
  });

  test("the careers page lists the opening without filter buttons", async ({ page }) => {
    await page.goto("/careers/");
    await expect(page.getByRole("heading", { name: "Sales/Marketing Executive" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Tech" })).toBeHidden();
  });
});

test("with JavaScript on, the fallbacks stay hidden", async ({ page }) => {
  await page.goto("/claims/");
  for (const fallback of await page.locator("[data-without-js]").all()) await expect(fallback).toBeHidden();
  await expect(page.locator("#claims-form form")).toBeVisible();
});
