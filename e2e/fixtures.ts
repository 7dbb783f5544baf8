/** The browser-test `page`: fails the test on any console error, uncaught error or failed request. */
import { test as base, expect, type Page } from "@playwright/test";

interface Options {
  /** Problems a test expects, such as the 404 of a page that does not exist. */
  expectedProblems: RegExp[];
  /** Whether `page.goto` waits for the app to take over the page; off for tests with JavaScript disabled. */
  waitForHydration: boolean;
}

export const test = base.extend<Options>({
  expectedProblems: [[], { option: true }],
  waitForHydration: [true, { option: true }],
  page: async ({ page, expectedProblems, waitForHydration }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console error: ${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught error: ${error.message}`));
    page.on("requestfailed", (request) => {
      // A request cut short because the page moved on is not a failure of the site.
      if (request.failure()?.errorText !== "net::ERR_ABORTED") {
        problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
      }
    });
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    // Tests act as a visitor once the page is interactive; the one test of earlier typing asks for
    // "domcontentloaded" and is left to act before that.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (waitForHydration && options?.waitUntil !== "domcontentloaded") {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    await use(page);
    expect(problems.filter((problem) => !expectedProblems.some((pattern) => pattern.test(problem)))).toEqual([]);
  },
});

export { expect };

export { pageRoutes, products, readData, type Product } from "../tooling/site-routes";

/**
 * Scrolls through the page so lazy images load before a screenshot or an audit, and back to the top.
 * Instantly: the site scrolls smoothly, and an audit run while the page still glides back would find
 * links passing under the sticky header, hidden for that moment.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    // Each image gets a few seconds: one that never loads (hidden, or failed) must not hang the test;
    // a failed request is reported by the page fixture anyway.
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener("load", resolve, { once: true });
              image.addEventListener("error", resolve, { once: true });
              setTimeout(resolve, 5000);
            }),
        ),
    );
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await page.waitForLoadState("networkidle");
}
