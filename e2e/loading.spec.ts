/** What each page loads, and when: the home form's and the chat panel's code wait until needed, icons from the sprite in the page. */
import type { Page } from "@playwright/test";
import { expect, pageRoutes, test } from "./fixtures";
import { chatPanelFile, quoteFormChunk, quoteFormChunkUrl, webpackStats } from "./support/built-chunks";

/** Every file of the home form's lazily loaded code: Formik, Yup and the form itself. */
const formFiles = webpackStats.namedChunkGroups["quote-form"]!.assets.map((asset) => asset.name);

/** Records the file names of every script the page requests. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname.slice(1));
  });
  return scripts;
}

test.describe("On a phone-sized home page", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the quote form's code loads only once the form is near the screen, and a Submit pressed while it loads is held for it", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    let codeArrives!: () => void;
    const arrived = new Promise<void>((resolve) => (codeArrives = resolve));
    await page.route(quoteFormChunkUrl, async (route) => {
      await arrived;
      await route.continue();
    });
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((name) => quoteFormChunk.test(name))).toEqual([]);

    await page.locator("#quote").scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.filter((name) => quoteFormChunk.test(name))).toHaveLength(1);
    const form = page.locator("#quote form");
    await form.getByRole("button", { name: "Request a Quote" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-submit-pending", "quote-heading");
    codeArrives();
    await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
    expect(posts).toEqual([]);
    expect(page.url()).toBe(new URL("/", page.url()).href);
  });

  test("focusing a field of the form loads its code, even where nearness is never reported", async ({ page }) => {
    // An IntersectionObserver that never reports leaves focus as the only trigger.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
    });
    const scripts = recordScripts(page);
    await page.goto("/");
    await page.locator("#quote").scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((name) => quoteFormChunk.test(name))).toEqual([]);
    await page.locator("#quote").getByLabel("Full name").focus();
    await expect.poll(() => scripts.filter((name) => quoteFormChunk.test(name))).toHaveLength(1);
  });
});

test("the chat panel's code loads when the chat is first opened, not before", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto("/about/");
  await page.waitForLoadState("networkidle");
  expect(chatPanelFile).toMatch(/\.js$/);
  expect(scripts.filter((name) => name === chatPanelFile)).toEqual([]);
  await page.getByRole("button", { name: "Chat with us" }).click();
  await expect(page.getByRole("dialog", { name: "Chat with us on WhatsApp" })).toBeVisible();
  expect(scripts.filter((name) => name === chatPanelFile)).toHaveLength(1);
});

test("a page fetches its data and its own chunks with the app's, each once, all after its first paint", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/about/");
  await page.waitForSelector("html[data-hydrated]");
  await page.waitForLoadState("networkidle");

  const aboutChunks = webpackStats.assetsByChunkName["component---src-pages-about-tsx"]!.filter((file) =>
    file.endsWith(".js"),
  ).map((file) => `/${file}`);
  const data = requested.filter((url) => url.startsWith("/page-data/"));
  expect(data.slice(0, 2)).toEqual(["/page-data/app-data.json", "/page-data/about/page-data.json"]);
  expect(data.length).toBeGreaterThan(2);
  expect(data.slice(2).every((url) => /^\/page-data\/sq\/d\/\d+\.json$/.test(url))).toBe(true);
  expect(new Set(data).size).toBe(data.length);
  const firstScript = requested.findIndex((url) => url.endsWith(".js"));
  for (const file of data) expect(requested.indexOf(file)).toBeLessThan(firstScript);
  for (const chunk of aboutChunks) expect(requested.filter((url) => url === chunk)).toHaveLength(1);

  // The preloads are what the runtime used: its own requests would show as XMLHttpRequests.
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
    const fetched = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/page-data\/|\.js$/.test(entry.name)) as PerformanceResourceTiming[];
    return {
      beforePaint: fetched.filter((entry) => entry.startTime < paint).map((entry) => entry.name),
      initiators: [...new Set(fetched.filter((e) => e.name.includes("/page-data/")).map((e) => e.initiatorType))],
    };
  });
  expect(timing).toEqual({ beforePaint: [], initiators: ["link"] });
});

test("every script a page loads is kept for a year, its name carrying 12 digits of its hash", async ({ page }) => {
  const scripts: { file: string; cacheControl: string | undefined }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push({ file: new URL(response.url()).pathname, cacheControl: response.headers()["cache-control"] });
  });
  await page.goto("/");
  await page.waitForSelector("html[data-hydrated]");
  await page.locator("#quote").scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.filter(({ file }) => quoteFormChunkUrl.test(file))).toHaveLength(1);

  expect(scripts.length).toBeGreaterThan(5);
  for (const { file, cacheControl } of scripts) {
    expect(file).toMatch(/-[0-9a-f]{12}\.js$/);
    expect(`${file} ${cacheControl}`).toBe(`${file} public, max-age=31536000, immutable`);
  }
});

test("a page that never reports its first paint, as a tab opened in the background, still starts", async ({ page }) => {
  await page.addInitScript(() => {
    PerformanceObserver.prototype.observe = () => undefined;
  });
  await page.goto("/claims/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Submit Claim" })).toBeEnabled();
});

test("where the browser has no paint timing, the app still starts once the page has loaded", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { value: [] }));
  await page.goto("/claims/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Submit Claim" })).toBeEnabled();
});

test("the app starts without removing or moving the critical style element", async ({ page }) => {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { styleChanges: string[] }).styleChanges = changes;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) if (node.nodeName === "STYLE") changes.push("removed");
      }
    });
    // From the end of parsing: the app's scripts run only after the page has loaded.
    document.addEventListener("DOMContentLoaded", () => observer.observe(document, { childList: true, subtree: true }));
  });
  for (const route of ["/", "/about", "/claims"]) {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    const styles = await page.evaluate(() => ({
      changes: (window as unknown as { styleChanges: string[] }).styleChanges,
      critical: document.querySelectorAll("head > style[data-critical-css]").length,
    }));
    expect(styles, route).toEqual({ changes: [], critical: 1 });
  }
});

test.describe("Type", () => {
  test.use({ expectedProblems: [/\/services\/no-such-product/] });

  // One test a page: on a loaded runner, 25 pages in one test outlast a test's time.
  for (const route of [...pageRoutes.map((pageRoute) => pageRoute.path), "/services/no-such-product"]) {
    test(`text on ${route} is set in the regular or the bold weight only, so the browser finds two font faces`, async ({
      page,
    }) => {
      await page.goto(route);
      const weights = await page.evaluate(() => {
        const found = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const element = walker.currentNode.parentElement;
          if (element && walker.currentNode.textContent!.trim()) found.add(getComputedStyle(element).fontWeight);
        }
        return [...found].sort();
      });
      expect(weights).toEqual(["400", "700"]);
    });
  }
});

test("pages without a form load none of the form code", async ({ page }) => {
  expect(formFiles.length).toBeGreaterThan(1);
  const scripts = recordScripts(page);
  for (const route of ["/about/", "/services/", "/services/motor-insurance/", "/careers/", "/privacy/"]) {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((name) => formFiles.includes(name))).toEqual([]);
});

/** The hrefs of the icons on screen that draw nothing: a <use> whose symbol the browser did not find is an empty box. */
const blankIcons = (page: Page) =>
  page
    .locator("svg use")
    .evaluateAll((uses) =>
      (uses as SVGUseElement[])
        .filter((use) => use.ownerSVGElement!.getBoundingClientRect().width > 0 && use.getBBox().width === 0)
        .map((use) => use.getAttribute("href")),
    );

for (const { path: route } of pageRoutes) {
  test(`every icon on ${route} is drawn from the sprite inside the page, with nothing fetched for it`, async ({
    page,
  }) => {
    const images: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".svg")) images.push(new URL(request.url()).pathname);
    });
    await page.goto(route);
    const symbols = await page.locator("body > svg[aria-hidden] > symbol").evaluateAll((all) => all.map((s) => s.id));
    const references = await page.locator("svg use").evaluateAll((uses) => uses.map((use) => use.getAttribute("href")));
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(symbols, reference!).toContain(reference!.replace(/^#/, ""));
    expect(await blankIcons(page)).toEqual([]);
    expect(images.filter((file) => file !== "/favicon.svg")).toEqual([]);
  });
}

test("a page's sprite holds only its own icons, and a page reached by a link draws the rest from the sprite's file", async ({
  page,
}) => {
  const spriteFiles: string[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/static\/icons-[0-9a-f]{20}\.svg$/.test(pathname)) {
      spriteFiles.push(`${pathname} ${response.status()} ${response.headers()["cache-control"]}`);
    }
  });
  await page.goto("/about/");
  const aboutSymbols = await page.locator("body > svg[aria-hidden] > symbol").count();
  expect(aboutSymbols).toBeLessThan(20);
  await expect(page.locator("svg use[href='#icon-Car']")).toHaveCount(0);

  // The services page lists every product with its icon, most of which /about does not draw.
  await page.locator("#main-menu").getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services\/$/);
  await expect(page.locator("body > svg[aria-hidden] > symbol")).toHaveCount(aboutSymbols);
  const fromFile = page.locator("main svg use[href^='/static/icons-']");
  expect(await fromFile.count()).toBeGreaterThan(10);
  await expect.poll(() => blankIcons(page)).toEqual([]);
  expect(spriteFiles).toEqual([
    `${await fromFile.first().evaluate((use) => use.getAttribute("href")!.split("#")[0])} 200 public, max-age=31536000, immutable`,
  ]);
});
