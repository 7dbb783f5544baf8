/**
 * The web editor at /admin/ of the built site, saving through a decap-server of the test's own into a copy of
 * data/. The configuration names decap-server's usual address; the browser's requests to it are sent on to the
 * test's port.
 */
import fs from "node:fs";
import path from "node:path";
import { test as base, expect as baseExpect, type Page } from "@playwright/test";
import sharp from "sharp";
import { checkContentDirectory } from "../gatsby/content/content-report";
import { textLength } from "../gatsby/content-model/limits";
import { formatProblem } from "../gatsby/content/content-rules";
import { DEFAULT_LOCAL_BACKEND } from "../gatsby/content-model/to-decap-config";
import { startDecapServer, type DecapServer } from "./decap-server-process";

// Decap's 5 MB bundle starts and saves slowly on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 60_000 });

const test = base.extend<{ decap: DecapServer; editor: Page; expectedProblems: RegExp[] }>({
  expectedProblems: [[], { option: true }],
  decap: async ({}, use) => {
    const server = await startDecapServer();
    await use(server);
    await server.stop();
  },
  editor: async ({ page, decap, expectedProblems }, use) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`uncaught error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/.test(message.text())) problems.push(message.text());
    });
    await page.route(`${DEFAULT_LOCAL_BACKEND}**`, (route) =>
      route.continue({ url: route.request().url().replace(DEFAULT_LOCAL_BACKEND, decap.apiUrl) }),
    );
    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click();
    await use(page);
    expect(problems.filter((problem) => !expectedProblems.some((pattern) => pattern.test(problem)))).toEqual([]);
  },
});

// Decap's bundle is 5 MB of script: on a busy two-core machine the editor takes its time to start.
test.describe.configure({ timeout: 120_000 });

const dataFile = (decap: DecapServer, file: string) => path.join(decap.repository, "data", file);

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

test("changing an FAQ answer saves faqs.json in the repository's format, and the checks pass", async ({
  editor,
  decap,
}) => {
  const before = fs.readFileSync(dataFile(decap, "faqs.json"), "utf8");
  const faqs = JSON.parse(before) as { question: string; answer: string }[];
  await editor.goto("/admin/#/collections/faqs/entries/faqs");
  // Each record is folded under its question; the first button of its bar unfolds it.
  await editor.getByText(faqs[0]!.question, { exact: true }).locator("xpath=..").getByRole("button").first().click();
  const answer = editor.getByLabel("Answer").first();
  const newAnswer = "No. Our fee is paid by the insurer, so you pay the same premium and get our advice on top.";
  await answer.fill(newAnswer);
  await publish(editor);
  await expect(editor.getByText("Entry saved")).toBeVisible();

  faqs[0]!.answer = newAnswer;
  expect(fs.readFileSync(dataFile(decap, "faqs.json"), "utf8")).toBe(`${JSON.stringify(faqs, null, 2)}\n`);
  expect(checkContentDirectory(path.join(decap.repository, "data")).problems.map(formatProblem)).toEqual([]);
});

test("a picture added to a product is saved into data/images/products/ and named in products.json", async ({
  editor,
  decap,
}) => {
  const products = JSON.parse(fs.readFileSync(dataFile(decap, "products.json"), "utf8")) as { id: string }[];
  const picture = path.join(decap.repository, "new-motor-banner.png");
  await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0B3558" } })
    .png()
    .toFile(picture);
  await editor.goto("/admin/#/collections/products/entries/products");
  await editor.getByText(products[0]!.id, { exact: true }).locator("xpath=..").getByRole("button").first().click();
  // The card picture is the first of the product's two image fields (the banner is the second).
  await editor.getByLabel("image field").first().getByRole("button", { name: "Choose different image" }).click();
  await editor.locator('input[type="file"]').setInputFiles(picture);
  await editor.getByRole("button", { name: "Choose selected" }).click();
  await publish(editor);
  await expect(editor.getByText("Entry saved")).toBeVisible();

  expect(fs.readFileSync(dataFile(decap, "images/products/new-motor-banner.png"))).toEqual(fs.readFileSync(picture));
  const saved = JSON.parse(fs.readFileSync(dataFile(decap, "products.json"), "utf8")) as { image: string }[];
  // Decap writes the public folder without its "./", which Gatsby and the checks read the same way.
  expect(saved[0]!.image).toBe("images/products/new-motor-banner.png");
  expect(checkContentDirectory(path.join(decap.repository, "data")).problems.map(formatProblem)).toEqual([]);
});

test("/admin/ says noindex, is left out of the sitemap, and no page of the site loads its scripts", async ({
  request,
}) => {
  const admin = await request.get("/admin/");
  expect(admin.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toContain("/services/motor-insurance/");
  expect(sitemap).not.toContain("/admin");
  for (const route of ["/", "/services/motor-insurance/", "/contact/"]) {
    expect(await (await request.get(route)).text()).not.toMatch(/decap|\/admin\//i);
  }
});

test.describe("a refused save", () => {
  // Decap rejects the save's promise with nothing when a field is invalid, after showing its messages.
  test.use({ expectedProblems: [/^uncaught error: undefined$/] });

  test("a product summary counts the characters left as it is typed; one too long shows the build's message and saves nothing", async ({
    editor,
    decap,
  }) => {
    const before = fs.readFileSync(dataFile(decap, "products.json"), "utf8");
    const [motor] = JSON.parse(before) as { id: string; summary: string }[];
    await editor.goto("/admin/#/collections/products/entries/products");
    await editor.getByText(motor!.id, { exact: true }).locator("xpath=..").getByRole("button").first().click();
    const summary = editor.getByLabel("Summary").first();
    await expect(summary).toHaveValue(motor!.summary);
    const count = summary.locator("xpath=following::p[@data-length-count][1]");
    await expect(count).toHaveText(`${75 - motor!.summary.length} characters left`);
    await summary.fill(`${motor!.summary} Ask us`);
    await expect(count).toHaveText(`${motor!.summary.length + 7 - 75} characters too many`);
    await summary.fill(`${motor!.summary} Ask us for a quote today.`);
    await expect(count).toHaveText("23 characters too many");
    await publish(editor);
    await expect(
      editor.getByText(
        "Summary is 98 characters long; it may have at most 75, so that its page loads in one go on a phone: " +
          "shorten it by 23",
      ),
    ).toBeVisible();
    expect(fs.readFileSync(dataFile(decap, "products.json"), "utf8")).toBe(before);
  });

  test("a phone number written 0803 123 4567 shows the build's message and saves nothing", async ({
    editor,
    decap,
  }) => {
    const before = fs.readFileSync(dataFile(decap, "company.json"), "utf8");
    await editor.goto("/admin/#/collections/company/entries/company");
    const hotline = editor.getByLabel("Claims hotline");
    await expect(hotline).toHaveValue((JSON.parse(before) as { claimsHotline: string }).claimsHotline);
    await hotline.fill("0803 123 4567");
    await publish(editor);
    await expect(
      editor.getByText(
        "Claims hotline didn't match the pattern: must be a phone number in E.164 form, e.g. +2348012345678.",
      ),
    ).toBeVisible();
    expect(fs.readFileSync(dataFile(decap, "company.json"), "utf8")).toBe(before);
  });
});

test.describe("a save over a total", () => {
  // Decap shows the preSave check's error and rejects the save's promise with its failed action, an object.
  test.use({ expectedProblems: [/^uncaught error: Object$/] });

  test("FAQ answers longer than the six may have together are refused with the build's message, saving nothing", async ({
    editor,
    decap,
  }) => {
    const before = fs.readFileSync(dataFile(decap, "faqs.json"), "utf8");
    const faqs = JSON.parse(before) as { question: string; answer: string }[];
    await editor.goto("/admin/#/collections/faqs/entries/faqs");
    const longAnswer = "We explain every exclusion before you pay, and we follow your claim until it is paid. ".repeat(
      5,
    );
    for (const [index, faq] of faqs.slice(0, 3).entries()) {
      await editor.getByText(faq.question, { exact: true }).locator("xpath=..").getByRole("button").first().click();
      await editor
        .getByLabel("Answer")
        .nth(index)
        .fill(longAnswer.slice(0, 379).trim() + ".");
    }
    const total = textLength(faqs) - faqs.slice(0, 3).reduce((sum, faq) => sum + faq.answer.length, 0) + 3 * 380;
    await publish(editor);
    await expect(
      editor.getByText(
        `Questions on the home page has ${total.toLocaleString("en")} characters in all; it may have at most 2,300, ` +
          `so that its page loads in one go on a phone: shorten it by ${total - 2_300}`,
      ),
    ).toBeVisible();
    expect(fs.readFileSync(dataFile(decap, "faqs.json"), "utf8")).toBe(before);
  });
});
