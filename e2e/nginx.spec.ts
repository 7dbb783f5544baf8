/**
 * The one-origin deployment: Debian's nginx with the server block the build generates serves the site,
 * and passes /api/ to the submissions service.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import { headersFor } from "../hosting/headers";
import { expect, pageRoutes, test } from "./fixtures";
import { fillClaim, fillQuote } from "./form-filling";
import { liveSite, siteHeaderRules, startNginx, type NginxProcess } from "../tooling/nginx-process";
import { startService, storedSubmissions, type ServiceProcess } from "../tooling/service-process";

let service: ServiceProcess;
let nginx: NginxProcess;
test.beforeAll(async ({}, testInfo) => {
  service = await startService(`e2e-nginx-${testInfo.workerIndex}`, { RATE_LIMIT_MAX: "10000", TRUST_PROXY: "1" });
  nginx = await startNginx(service.origin);
});
test.afterAll(async () => {
  await nginx?.stop();
  await service?.stop();
});

for (const { path: pagePath, heading } of pageRoutes) {
  test(`${pagePath} answers 200 with the headers _headers gives it, from nginx and the service alike, and runs without a console error`, async ({
    page,
    request,
  }) => {
    const expected = Object.entries(headersFor(siteHeaderRules(), pagePath));
    const response = await page.goto(`${nginx.origin}${pagePath}`);
    expect(response?.status()).toBe(200);
    const fromService = await request.get(`${service.origin}${pagePath}`);
    expect(fromService.status()).toBe(200);
    for (const [name, value] of expected) {
      expect(response!.headers()[name.toLowerCase()], `nginx: ${name}`).toBe(value);
      expect(fromService.headers()[name.toLowerCase()], `service: ${name}`).toBe(value);
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  });
}

test("sends a page asked for without its slash to its address, as static hosts do", async ({ request }) => {
  const response = await request.get(`${nginx.origin}/services/motor-insurance`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(new URL(response.headers().location!).pathname).toBe("/services/motor-insurance/");
});

test.describe("an unknown product", () => {
  test.use({ expectedProblems: [/\/services\/no-such-product/] });

  test("answers 404 with 'Product Not Found' and its own policy", async ({ page }) => {
    const response = await page.goto(`${nginx.origin}/services/no-such-product`);
    expect(response?.status()).toBe(404);
    expect(response!.headers()["content-security-policy"]).toBe(
      headersFor(siteHeaderRules(), "/services/[...]/")["Content-Security-Policy"],
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Not Found");
    await expect(page.getByRole("link", { name: "Back to Services" })).toBeVisible();
  });
});

test("sends the build's brotli copy, byte for byte, to a client that asks for it", async () => {
  const body = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
    http
      .get(`${nginx.origin}/about/`, { headers: { "Accept-Encoding": "br, gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ encoding: response.headers["content-encoding"], bytes: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
  expect(body.encoding).toBe("br");
  expect(body.bytes.equals(fs.readFileSync(path.join(liveSite, "about", "index.html.br")))).toBe(true);
});

test("takes a quote request and a claim with two documents through /api/, stored byte for byte", async ({ page }) => {
  const quote = {
    name: "Chiamaka Nwosu",
    email: "chiamaka@example.com",
    phone: "0805 555 0133",
    insuranceType: "auto",
    message: "Comprehensive cover for a 2019 Toyota Corolla in Enugu.",
  };
  await page.goto(`${nginx.origin}/contact/`);
  const quoteForm = await fillQuote(page.locator("#get-a-quote form"), quote);
  await quoteForm.getByRole("button", { name: "Request a Quote" }).click();
  await expect(quoteForm.getByRole("status")).toContainText("Request Submitted Successfully");

  const report = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const claim = {
    fullName: "Musa Danjuma",
    email: "musa@example.com",
    phone: "0802 555 0188",
    policyNumber: "MTR/2026/004512",
    claimType: "auto",
    incidentDate: "2026-10-28",
    description: "My parked car was hit by a reversing truck at the Wuse market car park.",
  };
  const claimForm = await fillClaim(page, claim, nginx.origin);
  await claimForm.getByLabel("Supporting documents").setInputFiles([
    { name: "police-report.pdf", mimeType: "application/pdf", buffer: report },
    { name: "damage.png", mimeType: "image/png", buffer: photo },
  ]);
  await claimForm.getByRole("button", { name: "Submit Claim" }).click();
  await expect(claimForm.getByRole("status")).toContainText("Claim Submitted Successfully");

  const [storedQuote, storedClaim] = storedSubmissions(service.dataDir);
  expect(storedQuote?.fields).toEqual({ ...quote, agreement: true });
  expect(storedClaim?.fields).toEqual({ ...claim, notARobot: true });
  const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
  expect(storedClaim?.documents.map((document) => [document.originalName, document.sha256])).toEqual([
    ["police-report.pdf", sha256(report)],
    ["damage.png", sha256(photo)],
  ]);
  for (const document of storedClaim!.documents) {
    const bytes = fs.readFileSync(path.join(service.dataDir, "documents", document.storedPath));
    expect(sha256(bytes)).toBe(document.sha256);
  }
});
