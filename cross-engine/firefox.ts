/** Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi, at a phone's width. */
import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import { HYDRATED, VIEWPORT, waitUntil, type EnginePage } from "./engine-page";

export const FIREFOX_PATH = "/usr/bin/firefox-esr";

export async function openFirefox(origin: string): Promise<EnginePage> {
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
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
  const settle = () => waitUntil(() => read<boolean>(HYDRATED), "the app to take the page over");
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
    click: (selector) => page.click(selector),
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
