/** Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi, at a phone's width. */
import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import { HYDRATED, VIEWPORT, waitUntil, type EnginePage, type OpenOptions } from "./engine-page";

export const FIREFOX_PATH = "/usr/bin/firefox-esr";

export async function openFirefox(origin: string, { scripts = true }: OpenOptions = {}): Promise<EnginePage> {
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    // Scripts are turned off for the whole browser, as in about:config: Firefox ESR 153 answers BiDi's
    // emulation.setScriptingEnabled (puppeteer's page.setJavaScriptEnabled) with "unknown command".
    extraPrefsFirefox: scripts ? {} : { "javascript.enabled": false },
  });
  const page: Page = await browser.newPage();
  await page.setViewport(VIEWPORT);
  let problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught error: ${String(error)}`));
  page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
  const read = <T>(expression: string) => page.evaluate(expression) as Promise<T>;
  const settle = () =>
    scripts ? waitUntil(() => read<boolean>(HYDRATED), "the app to take the page over") : undefined;
  return {
    engine: "Firefox",
    async open(path) {
      await page.goto(new URL(path, origin).href, { waitUntil: "load" });
      await settle();
    },
    async reload() {
      await page.reload({ waitUntil: "load" });
      await settle();
    },
    address: () => Promise.resolve(page.url()),
    click: (selector) => (scripts ? page.click(selector) : clickWithoutScripts(page, selector)),
    type: (selector, text) => page.type(selector, text),
    choose: async (selector, value) => void (await page.select(selector, value)),
    async upload(selector, files) {
      const input = await page.$(selector);
      if (!input) throw new Error(`No ${selector} to choose files in`);
      await (input as ElementHandle<HTMLInputElement>).uploadFile(...files);
    },
    read,
    problems() {
      const found = problems;
      problems = [];
      return Promise.resolve(found);
    },
    close: () => browser.close(),
  };
}

/**
 * Puppeteer's click first waits for an IntersectionObserver in the page to say the element is in view, and with
 * scripts off no observer calls back: the click would wait for ever. The element is brought to the middle of the
 * window by the driver's script instead, and the mouse pressed at its centre once that point is the element's and
 * has stayed put for a moment: the site scrolls smoothly (`scroll-behavior`), and Firefox may still be scrolling the
 * field typed in last into view, carrying the element away after it was placed.
 */
async function clickWithoutScripts(page: Page, selector: string) {
  /** The element's centre, brought to the middle of the window first or not, and what is there. */
  const centre = (scroll: boolean) =>
    page.evaluate(
      (selector, scroll) => {
        const element = document.querySelector(selector);
        if (!element) return { x: 0, y: 0, there: `no ${selector}` };
        if (scroll) element.scrollIntoView({ block: "center", behavior: "instant" });
        const box = element.getBoundingClientRect();
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        const found = document.elementFromPoint(x, y);
        return { x, y, there: found && element.contains(found) ? "" : (found?.outerHTML.slice(0, 120) ?? "nothing") };
      },
      selector,
      scroll,
    );
  let placed = await centre(true);
  await waitUntil(async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = await centre(false);
    if (now.x === placed.x && now.y === placed.y) return true;
    placed = await centre(true);
    return false;
  }, `${selector} to stay in the middle of the window`);
  if (placed.there !== "") throw new Error(`Firefox's click on ${selector} would press ${placed.there}`);
  await page.mouse.click(placed.x, placed.y);
}
