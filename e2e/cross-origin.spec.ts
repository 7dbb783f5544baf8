/**
 * Two origins: the site built with GATSBY_API_URL (npm run build:e2e-cross-origin) served by nginx on one, the
 * service on another that lists the site in ALLOWED_ORIGINS. A copy of the site on a third origin is refused.
 */
import fs from "node:fs";
import path from "node:path";
import { CROSS_ORIGIN_API, CROSS_ORIGIN_SITE } from "./cross-origin-build";
import { fillClaim, fillQuote } from "../tooling/form-filling";
import { throttleToMobileData } from "./mobile-upload";
import { expect, test } from "./fixtures";
import { sentPageAddress } from "./sent-page";
import { liveSite, startNginx, type NginxProcess } from "../tooling/nginx-process";
import { startService, storedSubmissions, type ServiceProcess } from "../tooling/service-process";
import { pdfFile, smallPdf } from "./pdf-documents";
import { sha256 } from "../tooling/sha256";

test.describe.configure({ mode: "serial" });

let site: NginxProcess;
let thirdOrigin: NginxProcess;
let service: ServiceProcess;

test.beforeAll(async () => {
  if (!fs.existsSync(path.join(CROSS_ORIGIN_SITE, "index.html"))) {
    throw new Error(`${CROSS_ORIGIN_SITE} is missing: run npm run build:e2e-cross-origin first`);
  }
  site = await startNginx(CROSS_ORIGIN_API, { site: CROSS_ORIGIN_SITE });
  thirdOrigin = await startNginx(CROSS_ORIGIN_API, { site: CROSS_ORIGIN_SITE });
  service = await startService("e2e-cross-origin", {
    PORT: new URL(CROSS_ORIGIN_API).port,
    ALLOWED_ORIGINS: site.origin,
  });
});

test.afterAll(async () => {
  await Promise.all([site?.stop(), thirdOrigin?.stop(), service?.stop()]);
});

const quote = {
  name: "Oluwaseun Bakare",
  email: "seun@example.com",
  phone: "0806 555 0177",
  insuranceType: "life",
  message: "Term life cover for a teacher in Ibadan, aged 34.",
};

const claim = {
  fullName: "Halima Yusuf",
  email: "halima@example.com",
  phone: "0703 555 0122",
  policyNumber: "HOM/2026/000871",
  claimType: "property",
  incidentDate: "2026-11-02",
  description: "Rain came through the roof of my shop in Kano and soaked the stock.",
};

const report = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1_200_000, 32), Buffer.from("\n%%EOF\n")]);
const receipt = smallPdf;

test("the live build, built after this one, compiles its own API address, not this one's", () => {
  // Gatsby's webpack cache kept the last build's GATSBY_API_URL until gatsby/hooks/webpack-config.ts versioned it.
  for (const pagePath of ["contact", "claims"]) {
    const html = fs.readFileSync(path.join(liveSite, pagePath, "index.html"), "utf8");
    const scripts = [...new Set(html.match(/\/[\w-]+\.js(?=")/g))];
    expect(scripts).toContainEqual(expect.stringMatching(/^\/component---src-pages-(contact|claims)-tsx-/));
    for (const script of scripts) {
      expect(fs.readFileSync(path.join(liveSite, script), "utf8")).not.toContain(CROSS_ORIGIN_API);
    }
  }
});

test("the site's pages allow scripts to reach the service's origin, and no other", async ({ request }) => {
  const response = await request.get(`${site.origin}/contact/`);
  expect(response.headers()["content-security-policy"]).toContain(`connect-src 'self' ${CROSS_ORIGIN_API};`);
});

test("a quote request and a claim with documents go to the service's origin, with the upload's progress", async ({
  page,
  context,
}) => {
  await page.goto(`${site.origin}/contact/`);
  const quoteForm = await fillQuote(page.locator("#get-a-quote form"), quote);
  const quoteSent = page.waitForRequest(
    (request) => request.url() === `${CROSS_ORIGIN_API}/api/quote-requests` && request.method() === "POST",
  );
  await quoteForm.getByRole("button", { name: "Request a Quote" }).click();
  expect(await (await quoteSent).headerValue("origin")).toBe(site.origin);
  await expect(quoteForm.getByRole("status")).toContainText("Request Submitted Successfully");

  const claimForm = await fillClaim(page, claim, site.origin);
  // A 1 MB document takes a few seconds, so its progress shows.
  await throttleToMobileData(context, page);
  await claimForm
    .getByLabel("Supporting documents")
    .setInputFiles([pdfFile("loss-report.pdf", report), pdfFile("receipt.pdf", receipt)]);
  await claimForm.getByRole("button", { name: "Submit Claim" }).click();
  const progress = claimForm.getByRole("progressbar", { name: /^Uploading your claim: \d+%$/ });
  await expect(progress).toBeVisible();
  expect(Number(await progress.getAttribute("value"))).toBeLessThan(100);
  await expect(claimForm.getByRole("status")).toContainText("Claim Submitted Successfully", { timeout: 20_000 });

  const [storedQuote, storedClaim] = storedSubmissions(service.dataDir);
  expect(storedQuote?.fields).toEqual({ ...quote, agreement: true });
  expect(storedClaim?.fields).toEqual({ ...claim, notARobot: true });
  expect(storedClaim?.documents.map((document) => [document.originalName, document.sha256])).toEqual([
    ["loss-report.pdf", sha256(report)],
    ["receipt.pdf", sha256(receipt)],
  ]);
});

test.describe("from a third origin", () => {
  // The browser reports the refused calls itself; the form then says 'Submission Failed'.
  test.use({ expectedProblems: [/\/api\/(quote-requests|claims|uploads|health)|CORS policy/] });

  test("the same forms are refused by CORS and nothing is stored", async ({ page }) => {
    const before = storedSubmissions(service.dataDir).length;
    await page.goto(`${thirdOrigin.origin}/contact/`);
    const quoteForm = await fillQuote(page.locator("#get-a-quote form"), quote);
    await quoteForm.getByRole("button", { name: "Request a Quote" }).click();
    await expect(quoteForm.getByRole("status")).toContainText("Submission Failed");

    const claimForm = await fillClaim(page, claim, thirdOrigin.origin);
    await claimForm.getByLabel("Supporting documents").setInputFiles([pdfFile("receipt.pdf", receipt)]);
    await claimForm.getByRole("button", { name: "Submit Claim" }).click();
    await expect(claimForm.getByRole("status")).toContainText("Submission Failed");
    expect(storedSubmissions(service.dataDir)).toHaveLength(before);
  });
});

test.describe("with JavaScript off", () => {
  test.use({
    javaScriptEnabled: false,
    waitForHydration: false,
    // The refusal of a third origin's post, as the fixture and the browser's console each report it.
    expectedProblems: [/^(HTTP 403: |console error: Failed to load resource: .* 403 .*).*\/api\/quote-requests\)?$/],
  });

  test("the site's pages allow the forms to be posted to the service's origin", async ({ request }) => {
    const response = await request.get(`${site.origin}/contact/`);
    expect(response.headers()["content-security-policy"]).toContain(`form-action 'self' ${CROSS_ORIGIN_API};`);
  });

  test("a quote request posted from the site is stored, and its page links back to the site", async ({ page }) => {
    await page.goto(`${site.origin}/contact/`);
    const form = await fillQuote(page.locator("#get-a-quote form"), quote);
    await expect(form).toHaveAttribute("action", `${CROSS_ORIGIN_API}/api/quote-requests`);
    await form.getByRole("button", { name: "Request a Quote" }).click();
    // Sent on to its page, which names the site it came from, to link back to it.
    await expect(page).toHaveURL(sentPageAddress(CROSS_ORIGIN_API, "quote-requests", site.origin));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request Submitted Successfully");
    const reference = /[A-Z]{3}-\d{4}-\d{6}/.exec((await page.getByText(/^Your reference is /).textContent())!)![0];
    expect(storedSubmissions(service.dataDir).find((entry) => entry.reference === reference)?.fields).toEqual({
      ...quote,
      agreement: true,
    });
    await expect(page.getByRole("link", { name: "Go to the Home Page" })).toHaveAttribute("href", `${site.origin}/`);
  });

  test("a claim with two documents posted from the site is stored byte for byte, and its page links back", async ({
    page,
  }) => {
    const form = await fillClaim(page, claim, site.origin);
    await expect(form).toHaveAttribute("action", `${CROSS_ORIGIN_API}/api/claims`);
    await form
      .getByLabel("Supporting documents")
      .setInputFiles([pdfFile("roof-report.pdf", report), pdfFile("receipt.pdf", receipt)]);
    await form.getByRole("button", { name: "Submit Claim" }).click();
    await expect(page).toHaveURL(sentPageAddress(CROSS_ORIGIN_API, "claims", site.origin));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claim Submitted Successfully");
    const reference = /CLM-\d{4}-\d{6}/.exec((await page.getByText(/^Your reference is /).textContent())!)![0];
    const stored = storedSubmissions(service.dataDir).find((entry) => entry.reference === reference)!;
    expect(stored.fields).toEqual({ ...claim, notARobot: true });
    expect(stored.documents.map((document) => [document.originalName, document.sha256])).toEqual([
      ["roof-report.pdf", sha256(report)],
      ["receipt.pdf", sha256(receipt)],
    ]);
    await expect(page.getByRole("link", { name: "Go to the Home Page" })).toHaveAttribute("href", `${site.origin}/`);
  });

  test("a quote request posted from a third origin is refused with the failed page; nothing stored", async ({
    page,
  }) => {
    const before = storedSubmissions(service.dataDir).length;
    await page.goto(`${thirdOrigin.origin}/contact/`);
    const form = await fillQuote(page.locator("#get-a-quote form"), quote);
    const answer = page.waitForResponse(`${CROSS_ORIGIN_API}/api/quote-requests`);
    await form.getByRole("button", { name: "Request a Quote" }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submission Failed");
    expect(storedSubmissions(service.dataDir)).toHaveLength(before);
  });
});
