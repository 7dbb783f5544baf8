/**
 * Code fetched after the page has started that never arrives, as on congested mobile data: the page keeps what the
 * server sent, the quote form posts as it does without scripts, and the chat button becomes the WhatsApp link.
 */
import type { Page } from "@playwright/test";
import path from "node:path";
import { fillQuote, type QuoteEntries } from "../tooling/form-filling";
import { storedSubmissions } from "../tooling/service-process";
import { expect, readData, test } from "./fixtures";
import { sentPageAddress } from "./sent-page";
import { chatPanelFile, quoteFormChunkUrl } from "./support/built-chunks";

const dataDir = path.join(__dirname, "..", "var", "e2e");

/**
 * A connection cut at each try: the form's chunk, or the chat panel's, never arrives, and the browser says so in its
 * console. One pattern: a list of two would be read as a fixture's value and its options.
 */
test.use({
  expectedProblems: [
    /^(request failed: http:\/\/[^/]+\/[\w-]+\.js \(net::ERR_CONNECTION_RESET\)|console error: Failed to load resource: net::ERR_CONNECTION_RESET \(http:\/\/[^/]+\/[\w-]+\.js\))$/,
  ],
});

/** Cuts every request for the file at `url`; returns how many were made. */
async function neverArrives(page: Page, url: RegExp | string): Promise<() => number> {
  let tries = 0;
  await page.route(url, (route) => {
    tries += 1;
    return route.abort("connectionreset");
  });
  return () => tries;
}

/** The home page, its quote form's code cut, with `quote` typed into the form; the tries, the posts, the form. */
async function typeIntoHomeForm(page: Page, quote: QuoteEntries) {
  const tries = await neverArrives(page, quoteFormChunkUrl);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(`${new URL(request.url()).pathname} ${request.postData()}`);
  });
  await page.goto("/");
  const form = page.locator("#quote form");
  await form.scrollIntoViewIfNeeded();
  await fillQuote(form, quote);
  return { tries, posts, form };
}

/**
 * That the browser shows the sent page, and that `quote` was posted as the browser posts the form without scripts,
 * once, and stored once under the reference the page shows.
 */
async function expectPostedOnce(page: Page, baseURL: string, posts: string[], quote: QuoteEntries) {
  await page.waitForURL(sentPageAddress(baseURL, "quote-requests"), { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request Submitted Successfully");
  const reference = /Your reference is (QTE-\d{4}-\d{6})\./.exec(await page.locator("main").innerText())![1]!;
  expect(posts).toEqual([
    `/api/quote-requests ${new URLSearchParams({ ...quote, agreement: "true", company_website: "" })}`,
  ]);
  const stored = storedSubmissions(dataDir).filter((submission) => submission.fields.message === quote.message);
  expect(stored.map((submission) => [submission.reference, submission.fields])).toEqual([
    [reference, { ...quote, agreement: true }],
  ]);
}

test.describe("On a phone-sized home page whose quote form code never arrives", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the page keeps its content and what was typed; after four tries a press posts the form once", async ({
    page,
    baseURL,
  }) => {
    const quote = {
      name: "Chidi Eze",
      email: "chidi@example.com",
      phone: "0803 555 0190",
      insuranceType: "home",
      message: "Fire and burglary cover for a shop in Onitsha main market.",
    };
    const { tries, posts, form } = await typeIntoHomeForm(page, quote);
    // Four tries, 1, 2 and 4 s apart.
    await expect.poll(tries, { timeout: 15_000 }).toBe(4);

    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue(quote.name);
    await expect(form.getByLabel("What would you like to insure?")).toHaveValue(quote.message);
    await expect(form.getByRole("checkbox", { name: /I agree to the privacy notice/ })).toBeChecked();

    await form.getByRole("button", { name: "Request a Quote" }).click();
    await expectPostedOnce(page, baseURL!, posts, quote);
  });

  test("a Submit pressed while the code is tried is held, then the form is posted once with what was typed", async ({
    page,
    baseURL,
  }) => {
    const quote = {
      name: "Hauwa Bello",
      email: "hauwa@example.com",
      phone: "0806 555 0171",
      insuranceType: "life",
      message: "Life cover for a trader in Kaduna, with her two children as beneficiaries.",
    };
    const { tries, posts, form } = await typeIntoHomeForm(page, quote);
    await form.getByRole("button", { name: "Request a Quote" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-submit-pending", "quote-heading");
    expect(tries()).toBeLessThan(4);
    expect(posts).toEqual([]);

    await expectPostedOnce(page, baseURL!, posts, quote);
    expect(tries()).toBe(4);
  });
});

test("the chat button becomes the link to a WhatsApp chat when the panel's code never arrives", async ({
  page,
  context,
}) => {
  const { whatsappNumber } = readData<{ whatsappNumber: string }>("company.json");
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
  );
  expect(chatPanelFile).toMatch(/\.js$/);
  const tries = await neverArrives(page, `**/${chatPanelFile}`);
  await page.goto("/about/");
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  await page.getByRole("button", { name: "Chat with us" }).click();

  const link = page.getByRole("link", { name: "Chat with us on WhatsApp" });
  await expect(link).toBeFocused({ timeout: 15_000 });
  expect(tries()).toBe(4);
  await expect(page.getByRole("button", { name: "Chat with us" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
  await link.click();
  await expect(page).toHaveURL(`https://wa.me/${whatsappNumber.slice(1)}`);
});
