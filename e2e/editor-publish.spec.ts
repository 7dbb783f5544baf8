/**
 * What an editor saves in /admin/ reaches the site: an FAQ answer and a product's new banner, saved through a
 * decap-server of the test's own, then a real build of the project with that data as its content
 * (CONTENT_DIRECTORY), as build:e2e-cross-origin builds the content at its limits. Slow (a build while the other
 * tests run), so it is one test.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test as base, expect as baseExpect, type Page } from "@playwright/test";
import sharp from "sharp";
import { DEFAULT_LOCAL_BACKEND } from "../gatsby/content-model/to-decap-config";
import { startDecapServer, type DecapServer } from "./decap-server-process";

const root = path.join(__dirname, "..");

// Decap's 5 MB bundle starts and saves slowly on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 60_000 });

const test = base.extend<{ decap: DecapServer }>({
  decap: async ({}, use) => {
    const server = await startDecapServer();
    await use(server);
    await server.stop();
  },
});

test.describe.configure({ timeout: 600_000 });
test.use({ actionTimeout: 60_000 });

/** Opens a file's editor in a fresh page load: moving from one entry to another by address alone leaves it empty. */
async function openEntry(page: Page, collection: string) {
  await page.goto("about:blank");
  await page.goto(`/admin/#/collections/${collection}/entries/${collection}`);
  const login = page.getByRole("button", { name: "Login" });
  const entry = page.getByText("Writing in", { exact: false });
  await expect(login.or(entry)).toBeVisible();
  if (await login.isVisible()) await login.click();
  await expect(entry).toBeVisible();
}

async function unfold(page: Page, summary: string) {
  await page.getByText(summary, { exact: true }).locator("xpath=..").getByRole("button").first().click();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Entry saved")).toBeVisible();
}

/**
 * Builds the project with `dataDirectory` as its content; returns the built site. The build goes where every build
 * of the project goes, public/, and reuses its cache: only what the editor changed is made anew. What the other
 * tests load is the published site (site/live) and the cross-origin build, copies this leaves alone.
 */
function buildWithContent(dataDirectory: string): string {
  execFileSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", CONTENT_DIRECTORY: dataDirectory },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return path.join(root, "public");
}

test("an FAQ answer and a product banner saved in the editor appear on the built site", async ({ page, decap }) => {
  const data = path.join(decap.repository, "data");
  const faqs = JSON.parse(fs.readFileSync(path.join(data, "faqs.json"), "utf8")) as { question: string }[];
  const products = JSON.parse(fs.readFileSync(path.join(data, "products.json"), "utf8")) as { id: string }[];
  const banner = path.join(decap.repository, "new-motor-banner.png");
  await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#0B3558" } })
    .png()
    .toFile(banner);
  await page.route(`${DEFAULT_LOCAL_BACKEND}**`, (route) =>
    route.continue({ url: route.request().url().replace(DEFAULT_LOCAL_BACKEND, decap.apiUrl) }),
  );
  await openEntry(page, "faqs");
  await unfold(page, faqs[0]!.question);
  const newAnswer = "Saved in the web editor: our fee is paid by the insurer, so you pay the same premium.";
  await page.getByLabel("Answer").first().fill(newAnswer);
  await publish(page);

  await openEntry(page, "products");
  await unfold(page, products[0]!.id);
  // The product page's banner is the second of the product's two image fields (the card picture is the first).
  await page.getByLabel("image field").nth(1).getByRole("button", { name: "Choose different image" }).click();
  await page.locator('input[type="file"]').setInputFiles(banner);
  await page.getByRole("button", { name: "Choose selected" }).click();
  await publish(page);
  expect(fs.existsSync(path.join(data, "images", "products", "new-motor-banner.png"))).toBe(true);

  const site = buildWithContent(data);
  expect(fs.readFileSync(path.join(site, "index.html"), "utf8")).toContain(newAnswer);
  expect(fs.readFileSync(path.join(site, "services", products[0]!.id, "index.html"), "utf8")).toMatch(
    /\/static\/[^"' ]+\/new-motor-banner\.(avif|webp|png|jpg)/,
  );
});
