/**
 * The documents asked of a customer, end to end against the production build, the service and the e-mail sink: a
 * claim filed from the site, staff asking on the desk for "Police report" with a message, the customer's e-mail,
 * the link, "Show my claim", the upload from the claim's page, and the desk showing the document with nothing
 * missing, the queue marking it and staff e-mailed. With scripts, the customer's browser reaches the service through
 * a TCP proxy that really cuts the connection once mid-upload (its address kept as the site's: Chromium resolves
 * the site's host and port to the proxy), and a reload in the middle of an upload resumes it; without scripts the
 * site's plain forms file the claim and send the document. Axe checks the claim's page, photographed at 375 and
 * 1280 px.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tooling/chromium";
import { startCuttingProxy, type CuttingProxy } from "../tooling/cutting-proxy";
import { fillClaimFields } from "../tooling/form-filling";
import { validClaimFields } from "../tooling/sample-submissions";
import { storedSubmissions } from "../tooling/service-process";
import { sha256 } from "../tooling/sha256";
import { auditOf, deskUrl, port, signedInPerson } from "./desk-staff";
import { fileClaim } from "./claim-filing";
import { expect, test } from "./fixtures";
import { throttleToMobileData } from "./mobile-upload";
import { pdfFile, scan } from "./pdf-documents";
import { parsedMails, receiptAbout, stepMailAbout } from "./staff-mail";

const dataDir = path.join(__dirname, "..", "var", "e2e");
const screenshots = path.join(__dirname, "screenshots");
const MESSAGE = "Please send the police report from Wuse station.";

/** The claim form's entries of the sample claim, for a customer of their own. */
const claimEntries = (email: string) => ({
  fullName: validClaimFields.fullName!,
  email,
  phone: validClaimFields.phone!,
  policyNumber: validClaimFields.policyNumber!,
  claimType: validClaimFields.claimType!,
  incidentDate: validClaimFields.incidentDate!,
  description: validClaimFields.description!,
});

/** The police report's file field: "Choose a file", its accessible name the document's too. */
const reportField = (customer: Page) =>
  customer.locator(".task", { hasText: "Police report" }).getByLabel("Choose a file");

/** Staff ask for the police report on the desk, with a message, telling the customer by e-mail. */
async function askForPoliceReport(staff: Page, reference: string) {
  await signedInPerson(staff, "ifeoma", "Ifeoma Obi");
  await staff.goto(deskUrl(`/desk/submissions/${reference}`));
  await staff.locator("summary", { hasText: "Move to Waiting for documents" }).click();
  const move = staff.locator("details[open] form");
  await move.getByLabel("Others, one a line").fill("Police report");
  await move.getByLabel(/^Message for the customer/).fill(MESSAGE);
  await move.getByRole("button", { name: "Move to Waiting for documents" }).click();
  await expect(staff.locator(".state dd").first()).toHaveText("Waiting for documents");
}

/** The customer's e-mail of the step, then a link asked for at /claims/status/ and opened: the claim's page. */
async function openClaimFromInbox(customer: Page, reference: string, email: string) {
  const told = await stepMailAbout(reference);
  expect(told.subject).toBe(`Your claim ${reference}: We need documents from you`);
  expect(told.text).toContain(MESSAGE);
  expect(told.text).toMatch(/^- Police report$/m);
  expect(told.text).toContain(`http://localhost:${port}/claims/status/`);

  await customer.goto("/claims/status/");
  await customer.getByLabel("Claim reference").fill(reference);
  await customer.getByLabel("E-mail address used on the claim").fill(email);
  await customer.getByRole("button", { name: "Send Me a Link" }).click();
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Check your e-mail");
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await parsedMails()).find((received) => received.subject === `Your link to claim ${reference}`);
      link = /^(http:\/\/localhost:\d+\/claim-status\/link\?token=[\w-]+)$/m.exec(mail?.text ?? "")?.[1];
      return link;
    })
    .toBeDefined();
  await customer.goto(link!);
  await customer.getByRole("button", { name: "Show my claim" }).click();
  await expect(customer).toHaveURL(`/claim-status/claims/${reference}`);
  await expect(customer.locator(".current")).toHaveText("We need documents from you");
  await expect(customer.locator(".message")).toContainText(MESSAGE);
  await expect(customer.getByRole("heading", { level: 3, name: "Police report" })).toBeVisible();
  await expect(customer.getByText("Not sent yet")).toBeVisible();
}

/** The desk shows the document the customer sent, nothing missing, and the queue marks the claim. */
async function expectDeskHasIt(staff: Page, reference: string, fileName: string) {
  await staff.goto(deskUrl(`/desk/submissions/${reference}`));
  await expect(staff.locator(".documents li").last()).toContainText(
    new RegExp(`^${fileName.replace(".", "\\.")} PDF, .* sent by the customer for Police report, `),
  );
  await expect(staff.getByText("Every document asked for is in.")).toBeVisible();
  await expect(staff.locator("ul.asked li")).toHaveText(["Police report: arrived"]);
  await expect(staff.locator(".timeline li").last()).toHaveText(
    new RegExp(`The customer sent ${fileName.replace(".", "\\.")} for Police report\\.$`),
  );
  await staff.screenshot({ path: path.join(screenshots, "claim-documents-desk.png"), fullPage: true });
  // The queue's list of the claims with every document in holds it.
  await staff.goto(deskUrl("/desk/?only=documents-in"));
  const row = staff.getByRole("row").filter({ has: staff.getByRole("rowheader", { name: reference }) });
  await expect(row.getByRole("cell", { name: /Waiting for documents/ })).toHaveText(
    "Waiting for documents · todayEvery document asked for is in",
  );
  expect(auditOf(reference)).toContain(`the customer  sent Police report as document 2 of ${reference}`);
  await expect
    .poll(async () =>
      (await parsedMails())
        .filter((mail) => mail.subject === `Claim ${reference}: every document asked for has arrived`)
        .map((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address),
    )
    .toEqual(["claims@cowryshield.com.ng"]);
}

/** At 375 and 1280 px: axe finds nothing (it runs as a script: not with scripts off), nothing scrolls sideways, a photograph. */
async function expectAccessible(page: Page, name: string, { axe = true } = {}) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    if (axe) expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    const sideways = await page.locator("html").evaluate((html) => html.scrollWidth - html.clientWidth);
    expect(sideways).toBe(0);
    await page.screenshot({ path: path.join(screenshots, `claim-documents-${name}-${width}.png`), fullPage: true });
  }
}

test.describe("documents asked of a customer", () => {
  test.setTimeout(120_000);
  test.use({ waitForHydration: false });

  let proxy: CuttingProxy;
  let customerBrowser: Browser;
  let customerContext: BrowserContext;
  test.beforeEach(async ({ playwright }) => {
    proxy = await startCuttingProxy(port);
    // Every request to the site's own host and port goes through the proxy: the pages keep the site's origin.
    customerBrowser = await playwright.chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP localhost:${port} 127.0.0.1:${proxy.port}`],
    });
    customerContext = await customerBrowser.newContext({ baseURL: `http://localhost:${port}` });
  });
  test.afterEach(async () => {
    await customerBrowser.close();
    await proxy.close();
  });

  test("are sent from the claim's page through a connection cut once, and the desk has them", async ({
    page: staff,
  }) => {
    const customer = await customerContext.newPage();
    const problems: string[] = [];
    customer.on("pageerror", (error) => problems.push(error.message));
    const uploadRequests: string[] = [];
    customer.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/(api\/uploads|claim-status\/claims\/)/.test(pathname) && request.method() !== "GET") {
        uploadRequests.push(
          `${request.method()} ${pathname.replace(/[0-9a-f]{32}$/, "ID").replace(/CLM-\d{4}-\d{6}/, "REF")}`,
        );
      }
    });
    const email = `documents-${randomUUID()}@example.com`;

    await customer.goto("/claims/");
    await customer.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const form = await fillClaimFields(customer.locator("#claims-form form"), claimEntries(email));
    await form.getByLabel("Supporting documents").setInputFiles([pdfFile("photo-of-the-car.pdf")]);
    await form.getByRole("button", { name: "Submit Claim" }).click();
    const status = form.getByRole("status");
    await expect(status).toContainText(/Your reference is CLM-\d{4}-\d{6}\./, { timeout: 30_000 });
    const reference = /CLM-\d{4}-\d{6}/.exec((await status.textContent())!)![0];
    expect((await receiptAbout(reference)).subject).toContain(reference);

    await askForPoliceReport(staff, reference);
    await openClaimFromInbox(customer, reference, email);
    await expectAccessible(customer, "asked");

    // A slow upload, cut once a first part of it has gone.
    await throttleToMobileData(customerContext, customer);
    const report = scan(1_200_000, 2);
    // The upload script comes only once the customer touches an upload form.
    await expect(customer.locator('script[src*="/document-upload-"]')).toHaveCount(0);
    // Only what the claim's page sends from here (the claim form sent the claim's own document by upload too).
    uploadRequests.length = 0;
    const sentBefore = proxy.bytesFromBrowser();
    await reportField(customer).setInputFiles([pdfFile("police-report.pdf", report)]);
    await expect(customer.locator("form.upload[data-resumable]")).toHaveCount(1);
    await customer.getByRole("button", { name: "Send Police report" }).click();
    await expect.poll(() => proxy.bytesFromBrowser() - sentBefore, { timeout: 30_000 }).toBeGreaterThan(300_000);
    proxy.cutAll();

    await expect(customer.getByText("Thank you: we have received police-report.pdf for Police report.")).toBeVisible({
      timeout: 60_000,
    });
    await expect(customer.getByText("Thank you: we have every document we asked for.", { exact: false })).toBeVisible();
    const [stored] = storedSubmissions(dataDir).filter((submission) => submission.reference === reference);
    expect(stored!.documents.map((document) => [document.originalName, document.originalSha256])).toEqual([
      ["photo-of-the-car.pdf", expect.any(String)],
      ["police-report.pdf", sha256(report)],
    ]);
    // The script sent it resumably: created once, its bytes in more than one PATCH (one cut short), then named to
    // the claim by one JSON post, never posted whole by the plain form.
    expect(uploadRequests[0]).toBe("POST /api/uploads");
    expect(uploadRequests.filter((line) => line === "PATCH /api/uploads/ID").length).toBeGreaterThan(2);
    expect(uploadRequests.filter((line) => line.startsWith("POST /claim-status/"))).toEqual([
      "POST /claim-status/claims/REF/documents",
    ]);
    expect(uploadRequests.filter((line) => line === "POST /api/uploads")).toHaveLength(1);
    await expectAccessible(customer, "received");
    expect(problems).toEqual([]);

    await expectDeskHasIt(staff, reference, "police-report.pdf");
  });

  test("a reload in the middle of the upload loses nothing: the page resumes it by itself and sends it once", async ({
    page: staff,
  }) => {
    const customer = await customerContext.newPage();
    const creations: string[] = [];
    customer.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/uploads")
        creations.push(request.url());
    });
    const { reference, email } = await fileClaim(customerContext.request, {
      mailbox: "documents-reload",
      document: "photo-of-the-car.pdf",
    });
    await askForPoliceReport(staff, reference);
    await openClaimFromInbox(customer, reference, email);

    await throttleToMobileData(customerContext, customer);
    const report = scan(1_200_000, 3);
    const sentBefore = proxy.bytesFromBrowser();
    await reportField(customer).setInputFiles([pdfFile("police-report.pdf", report)]);
    await expect(customer.locator("form.upload[data-resumable]")).toHaveCount(1);
    await customer.getByRole("button", { name: "Send Police report" }).click();
    await expect.poll(() => proxy.bytesFromBrowser() - sentBefore, { timeout: 30_000 }).toBeGreaterThan(300_000);
    await customer.reload();

    await expect(customer.getByText("Thank you: we have received police-report.pdf for Police report.")).toBeVisible({
      timeout: 60_000,
    });
    expect(creations).toHaveLength(1);
    const [stored] = storedSubmissions(dataDir).filter((submission) => submission.reference === reference);
    expect(stored!.documents.map((document) => document.originalSha256)).toEqual([expect.any(String), sha256(report)]);
  });

  test.describe("with scripts off", () => {
    test("the document goes by the plain form, a wrong file is refused under its field, and the desk has it", async ({
      page: staff,
      browser,
    }) => {
      const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: `http://localhost:${port}` });
      const customer = await plain.newPage();
      const email = `documents-plain-${randomUUID()}@example.com`;
      // The claim filed from the site's plain form.
      await customer.goto("/claims/");
      const form = await fillClaimFields(customer.locator("#claims-form form"), claimEntries(email));
      await form.getByLabel("Supporting documents").setInputFiles([pdfFile("photo-of-the-car.pdf")]);
      await form.getByRole("button", { name: "Submit Claim" }).click();
      await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Claim Submitted Successfully");
      const reference = /CLM-\d{4}-\d{6}/.exec((await customer.locator("main").textContent())!)![0];
      expect((await receiptAbout(reference)).subject).toContain(reference);

      await askForPoliceReport(staff, reference);
      await openClaimFromInbox(customer, reference, email);

      const field = reportField(customer);
      await field.setInputFiles([
        { name: "police-report.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ not a PDF") },
      ]);
      await customer.getByRole("button", { name: "Send Police report" }).click();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(/^police-report\.pdf: .+ A PDF, a Word file or a photo/);
      await expectAccessible(customer, "refused", { axe: false });

      await reportField(customer).setInputFiles([pdfFile("police-report.pdf")]);
      await customer.getByRole("button", { name: "Send Police report" }).click();
      await expect(customer).toHaveURL(`/claim-status/claims/${reference}?received=1`);
      await expect(
        customer.getByText("Thank you: we have received police-report.pdf for Police report."),
      ).toBeVisible();
      await expect(customer.locator(".task-head .tag")).toHaveText("Sent");
      await expect(customer.getByText(/^police-report\.pdf on /)).toBeVisible();
      await plain.close();

      await expectDeskHasIt(staff, reference, "police-report.pdf");
    });
  });
});
