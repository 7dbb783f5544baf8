import { expect, pageRoutes, test } from "./fixtures";

test.describe("Mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens, closes when a link is chosen and on Escape", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    const menuLink = page.locator("#main-menu").getByRole("link", { name: "Claims" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menuLink).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menuLink).toBeVisible();
    await menuLink.click();
    await expect(page).toHaveURL(/\/claims\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claims Process");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menuLink).toBeHidden();

    await toggle.click();
    await expect(page.locator("#main-menu").getByRole("link", { name: "Get a Quote" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(menuLink).toBeHidden();
  });
});

test("the header stays at the top of a phone's screen as the page scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/claims/");
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  expect((await page.locator("header").boundingBox())!.y).toBe(0);
});

test("a phone's menu left open as the window widens closes, and its links are back in the bar", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");

  // A tablet turned from portrait to landscape.
  await page.setViewportSize({ width: 1024, height: 768 });
  const menu = page.locator("#main-menu");
  await expect.poll(() => menu.evaluate((list) => list.matches(":popover-open"))).toBe(false);
  await expect(toggle).toBeHidden();
  const bar = (await page.locator("header").boundingBox())!;
  for (const link of await menu.getByRole("link").all()) {
    const box = (await link.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
  }

  // Narrow again, the menu is closed and opens with its button.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu.getByRole("link", { name: "Claims" })).toBeHidden();
});

test.describe("Desktop header at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the links without a toggle and marks the current page", async ({ page }) => {
    await page.goto("/careers/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "About", "Services", "Claims", "Careers", "Get a Quote"]);
    await expect(nav.getByRole("link", { name: "Careers" })).toHaveAttribute("aria-current", "page");
  });
});

test("every header and footer link leads to a page that exists", async ({ page, request }) => {
  await page.goto("/");
  const hrefs = await page
    .locator("header a, footer a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const internal = [...new Set(hrefs.filter((href) => href.startsWith("/")))];
  expect(internal.sort()).toEqual([
    "/",
    "/about/",
    "/careers/",
    "/claims/",
    "/contact/",
    "/privacy/",
    "/services/",
    "/terms/",
  ]);
  for (const href of internal) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
  const footer = page.locator("footer");
  await expect(footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link")).toHaveText([
    "About",
    "Services",
    "Claims",
    "Contact",
  ]);
  const types = footer.getByRole("navigation", { name: "Insurance Types" }).getByRole("link");
  await expect(types).toHaveText(["Auto Insurance", "Home Insurance", "Life Insurance", "Business Insurance"]);
  expect(await types.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
    Array(4).fill("/services/"),
  );
  await expect(footer.locator("address strong")).toHaveText(["Head Office", "Lagos Office", "Wuse Office"]);
  await expect(footer.getByRole("link", { name: /on (Facebook|Twitter|LinkedIn|Instagram)$/ })).toHaveCount(4);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
  await expect(footer.locator('a[href^="tel:+234"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
});

for (const { path, heading } of pageRoutes) {
  test(`${path} sets its own title, description, canonical URL, sharing tags and language`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const title = await page.title();
    expect(title).toMatch(/^.+ \| Cowry Shield$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-NG");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(50);
    const canonical = `https://www.cowryshield.com.ng${path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", description!);
    const name = path === "/" ? "home" : path.slice(1, -1).replace(/\//g, "-");
    const image = `/share/${name}.png`;
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `https://www.cowryshield.com.ng${image}`,
    );
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
      "content",
      `https://www.cowryshield.com.ng${image}`,
    );
    const picture = await page.request.get(image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/png");
  });
}

test("no two pages share a title", async ({ request }) => {
  const titles = await Promise.all(
    pageRoutes.map(
      async ({ path }) => /<title[^>]*>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1],
    ),
  );
  expect(new Set(titles).size).toBe(pageRoutes.length);
});
