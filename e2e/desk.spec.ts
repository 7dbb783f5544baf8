/**
 * The staff's desk in Chromium with its virtual authenticator (a platform passkey with user verification): a person
 * added with the command line registers a passkey through their link, signs out and in again; the link a second
 * time is refused; a person removed is signed out at their next request; a claim sent from the site heads the queue and is found by its phone; the pages pass axe at 375
 * and 1280 px and are photographed into e2e/screenshots/.
 */
import type { Page } from "@playwright/test";
import fs from "node:fs";
import { fillClaimFields } from "../tooling/form-filling";
import { validClaimFields } from "../tooling/sample-submissions";
import { addedPerson, addPerson, addVirtualAuthenticator, auditOf, deskUrl, port, staffCommand } from "./desk-staff";
import { expectAccessible } from "./accessibility";
import { expect, test } from "./fixtures";
import { pdfFile, smallPdf } from "./pdf-documents";
import { stepMailAbout } from "./staff-mail";

const NEEDS_SCRIPT =
  "A passkey needs JavaScript, which is off or has not loaded in this browser. Turn it on and reload this page.";
const LINK_NOT_USABLE =
  "This registration link has been used or has expired (a link works once, for 24 hours). Ask whoever runs the desk for a new one.";

async function accessibleAtBothWidths(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page);
    await page.screenshot({ path: `e2e/screenshots/desk-${name}-${width}.png`, fullPage: true });
  }
}

test.describe("The desk", () => {
  test.use({ waitForHydration: false });

  test("a person added with the command line registers a passkey, signs out, and signs in with it", async ({
    page,
  }) => {
    const link = addPerson("amaka", "Amaka Nwachukwu");
    expect(link).toMatch(new RegExp(`^http://desk\\.localhost:${port}/desk/register#[A-Za-z0-9_-]{43}$`));
    await addVirtualAuthenticator(page);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Register a passkey");
    await accessibleAtBothWidths(page, "register");
    await page.getByRole("button", { name: "Register a passkey" }).click();
    await expect(page).toHaveURL(deskUrl("/desk/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Open claims and quotes");
    await expect(page.getByText("Signed in as Amaka Nwachukwu", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Your passkeys" }).click();
    await expect(page).toHaveURL(deskUrl("/desk/passkeys"));
    await expect(page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem")).toHaveText([
      /^Passkey on one device, added .* WAT; last used .* WAT$/,
    ]);
    await accessibleAtBothWidths(page, "passkeys");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(deskUrl("/desk/sign-in"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the desk");
    await accessibleAtBothWidths(page, "sign-in");
    await page.goto(deskUrl("/desk/"));
    await expect(page).toHaveURL(deskUrl("/desk/sign-in"));

    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(deskUrl("/desk/"));
    await expect(page.getByText("Signed in as Amaka Nwachukwu", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Your passkeys" }).click();
    await expect(page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem")).toHaveText([
      /; last used .* WAT$/,
    ]);
  });

  test("a claim just sent from the site is at the top of the queue, and found by its phone written another way", async ({
    page,
  }) => {
    // A claim sent from the site, then worked on the desk from assignment to its e-mail: 30 s is too close.
    test.setTimeout(90_000);
    await addVirtualAuthenticator(page);
    await page.goto(addPerson("chidi", "Chidi Okeke"));
    await page.getByRole("button", { name: "Register a passkey" }).click();
    await expect(page).toHaveURL(deskUrl("/desk/"));
    const queued = page.locator("table.queue tbody th");
    const before = new Set(await queued.allTextContents());

    const phone = `0803 ${String(Date.now()).slice(-3)} ${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
    await page.goto("/claims/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const form = await fillClaimFields(page.locator("#claims-form form"), {
      fullName: "Ngozi Adeleke",
      email: "ngozi.adeleke@example.com",
      phone,
      policyNumber: "FIR/2026/007731",
      claimType: "property",
      incidentDate: "2026-11-20",
      description: "A fire in the kitchen spread to the store room; the roof and the stock are burnt.",
    });
    await form.getByLabel("Supporting documents").setInputFiles([pdfFile("fire-report.pdf")]);
    await form.getByRole("button", { name: "Submit Claim" }).click();
    const status = form.getByRole("status");
    await expect(status).toContainText(/Your reference is CLM-\d{4}-\d{6}\./, { timeout: 30_000 });
    const reference = /CLM-\d{4}-\d{6}/.exec((await status.textContent())!)![0];

    await page.goto(deskUrl("/desk/?order=newest"));
    const references = await queued.allTextContents();
    // Only what arrived since this test looked (another test's, sent meanwhile) may come before it.
    expect(references.slice(0, references.indexOf(reference)).filter((above) => before.has(above))).toEqual([]);
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: reference }) });
    await expect(row.getByRole("cell")).toHaveText([
      "Ngozi Adeleke",
      "Property claim",
      /^\w{3} \d{1,2} \w{3} 2\d{3}, \d{2}:\d{2} WAT$/,
      "Received · today",
      "Nobody",
      "0 of 60 days, 60 left",
    ]);
    await accessibleAtBothWidths(page, "queue");

    await row.getByRole("link", { name: reference }).click();
    await expect(page).toHaveURL(deskUrl(`/desk/submissions/${reference}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Claim ${reference}`);
    await expect(page.locator(".sent dd").first()).toHaveText("Ngozi Adeleke");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe("fire-report.pdf");
    expect(fs.readFileSync(await (await download).path())).toEqual(smallPdf);
    await accessibleAtBothWidths(page, "submission");

    await page.getByLabel("Owner", { exact: true }).selectOption({ label: "Chidi Okeke (you)" });
    await page.getByRole("button", { name: "Assign" }).click();
    await expect(page.locator(".state dd").nth(1)).toHaveText("Chidi Okeke");
    await page.locator("summary", { hasText: "Move to Waiting for documents" }).click();
    const move = page.locator("details[open] form");
    await move.getByLabel("Police report where arson, riot or malicious damage is involved").check();
    await move.getByLabel("Others, one a line").fill("The fire service's report");
    await move.getByLabel(/^Message for the customer/).fill("Please send the police report when you have it.");
    await move.getByRole("button", { name: "Move to Waiting for documents" }).click();
    await expect(page.locator(".state dd").first()).toHaveText("Waiting for documents");
    await page.getByLabel("Internal note (the customer never sees it)").fill("Called her: the report comes Monday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.locator(".timeline li")).toHaveText([
      /Received from the website\.$/,
      /Chidi Okeke assigned it to Chidi Okeke\.$/,
      /Chidi Okeke moved it to Waiting for documents\.\s*The documents needed: Police report where arson, riot or malicious damage is involved; The fire service's report\s*Message for the customer:\s*Please send the police report when you have it\.\s*The customer was e-mailed\.$/,
      /Chidi Okeke wrote a note:\s*Called her: the report comes Monday\.$/,
    ]);
    await accessibleAtBothWidths(page, "submission-worked");
    const told = await stepMailAbout(reference);
    expect(told.subject).toBe(`Your claim ${reference}: We need documents from you`);
    expect(told.text).toContain("Please send the police report when you have it.");
    expect(told.text).toContain("- The fire service's report");
    expect(told.text).toContain(`/claims/status/?reference=${reference} and give your reference, ${reference},`);
    await page.getByRole("link", { name: "Back to the queue" }).click();
    await expect(page).toHaveURL(deskUrl("/desk/"));

    await page.getByLabel("Reference, name, e-mail, phone or policy number").fill(`+234 ${phone.slice(1)}`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(deskUrl("/desk/"));
    await expect(page.locator(".count")).toHaveText(/^\d+ open submissions? matching “\+234 803 \d{3} \d{4}”$/);
    await expect(queued.filter({ hasText: reference })).toHaveCount(1);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(deskUrl("/desk/sign-in"));
    await page.goto(deskUrl(`/desk/submissions/${reference}`));
    await expect(page).toHaveURL(deskUrl(`/desk/sign-in?next=%2Fdesk%2Fsubmissions%2F${reference}`));
    // The record holds each look and each change, by this person; the views between them are its pages' reloads.
    const chidi = "Chidi Okeke <chidi\\.[0-9a-f]{8}@cowryshield\\.com\\.ng>";
    const recorded = auditOf(reference);
    expect(recorded.filter((line) => !line.endsWith(`viewed ${reference}`))).toEqual([
      expect.stringMatching(new RegExp(`^${chidi}  opened document 1 of ${reference}$`)),
      expect.stringMatching(new RegExp(`^${chidi}  changed ${reference}: assigned it to ${chidi}$`)),
      expect.stringMatching(
        new RegExp(
          `^${chidi}  changed ${reference}: moved it to Waiting for documents, with a message for the customer, and told the customer by e-mail$`,
        ),
      ),
      expect.stringMatching(new RegExp(`^${chidi}  changed ${reference}: wrote a note$`)),
    ]);
    expect(recorded[0]).toMatch(new RegExp(`^${chidi}  viewed ${reference}$`));
  });

  test("two people changing the same claim: the second is told who changed it and when, and loses nothing", async ({
    page,
    browser,
  }) => {
    const sent = await page.request.post("/api/claims", {
      multipart: { ...validClaimFields, document_0: pdfFile("report.pdf") },
    });
    expect(sent.status()).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };
    await addVirtualAuthenticator(page);
    await page.goto(addPerson("dayo", "Dayo Lawal"));
    await page.getByRole("button", { name: "Register a passkey" }).click();
    await expect(page).toHaveURL(deskUrl("/desk/"));
    const other = await browser.newContext({ baseURL: `http://localhost:${port}` });
    const second = await other.newPage();
    await addVirtualAuthenticator(second);
    await second.goto(addPerson("ese", "Ese Oghene"));
    await second.getByRole("button", { name: "Register a passkey" }).click();
    await expect(second).toHaveURL(deskUrl("/desk/"));

    await page.goto(deskUrl(`/desk/submissions/${reference}`));
    await second.goto(deskUrl(`/desk/submissions/${reference}`));
    await page.getByLabel("Internal note (the customer never sees it)").fill("Dayo: rang the customer.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.locator(".timeline li").last()).toHaveText(
      /Dayo Lawal wrote a note:\s*Dayo: rang the customer\.$/,
    );

    await second.getByLabel("Internal note (the customer never sees it)").fill("Ese: the insurer wants photos.");
    await second.getByRole("button", { name: "Add note" }).click();
    await expect(second.getByRole("alert").getByRole("heading")).toHaveText("There is a problem");
    await expect(second.getByRole("alert").getByRole("link")).toHaveText(
      new RegExp(
        `^Dayo Lawal changed ${reference} at \\w{3} \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} WAT, after the version you saw; nothing of yours was saved\\. See their change, then make yours again\\.$`,
      ),
    );
    await expect(second.locator(".timeline li").last()).toHaveText(
      /Dayo Lawal wrote a note:\s*Dayo: rang the customer\.$/,
    );
    await expect(second.getByLabel("Internal note (the customer never sees it)")).toHaveValue(
      "Ese: the insurer wants photos.",
    );
    await second.getByRole("button", { name: "Add note" }).click();
    await expect(second.locator(".timeline li").last()).toHaveText(
      /Ese Oghene wrote a note:\s*Ese: the insurer wants photos\.$/,
    );
    await other.close();

    const lines = auditOf(reference);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^Dayo Lawal <dayo\\.[0-9a-f]{8}@cowryshield\\.com\\.ng>  viewed ${reference}$`),
      ),
      expect.stringMatching(new RegExp(`^Ese Oghene <ese\\.[0-9a-f]{8}@cowryshield\\.com\\.ng>  viewed ${reference}$`)),
      expect.stringMatching(new RegExp(`^Dayo Lawal <.*>  changed ${reference}: wrote a note$`)),
      // The page a change leads back to is no view of its own; the page refusing Ese's stale change is one.
      expect.stringMatching(new RegExp(`^Ese Oghene <.*>  viewed ${reference}$`)),
      expect.stringMatching(new RegExp(`^Ese Oghene <.*>  changed ${reference}: wrote a note$`)),
    ]);
  });

  test.describe("a registration link used once already", () => {
    // The browser reports the refusal of the link on its console too.
    test.use({ expectedProblems: [/410.*\/desk\/register\/options\)?$/] });

    test("is refused, saying why", async ({ page }) => {
      const link = addPerson("bode", "Bode Akin");
      await addVirtualAuthenticator(page);
      await page.goto(link);
      await page.getByRole("button", { name: "Register a passkey" }).click();
      await expect(page).toHaveURL(deskUrl("/desk/"));

      await page.goto(link);
      await page.getByRole("button", { name: "Register a passkey" }).click();
      await expect(page.getByRole("status")).toHaveText(LINK_NOT_USABLE);
      await expect(page.getByRole("button", { name: "Register a passkey" })).toBeHidden();
    });
  });

  test.describe("a person removed with the command line", () => {
    // The browser reports both refusals, the form's and the passkey's, on its console too.
    test.use({ expectedProblems: [/401.*\/desk\/(sign-in)?\)?$/] });

    test("is signed out at their next request, and their passkey no longer signs them in", async ({ page }) => {
      const { email, link } = addedPerson("funmi", "Funmi Bello");
      await addVirtualAuthenticator(page);
      await page.goto(link);
      await page.getByRole("button", { name: "Register a passkey" }).click();
      await expect(page).toHaveURL(deskUrl("/desk/"));
      await expect(page.getByText("Signed in as Funmi Bello", { exact: true })).toBeVisible();

      expect(staffCommand("remove", email)).toBe(
        `Removed Funmi Bello <${email}>: signed out everywhere, passkeys deleted; their name stays on the desk's history.\n`,
      );

      // A form sent from the page already open: refused.
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are signed out");
      await page.goto(deskUrl("/desk/"));
      await expect(page).toHaveURL(deskUrl("/desk/sign-in"));
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "That passkey did not sign you in: it may have been removed, or be for another person or site. Try again, or ask for a registration link.",
      );
      await expect(page).toHaveURL(deskUrl("/desk/sign-in"));
    });
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the sign-in page says a passkey needs scripts", async ({ page }) => {
      await page.goto(deskUrl("/desk/sign-in"));
      await expect(page.getByRole("status")).toHaveText(NEEDS_SCRIPT);
      await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeHidden();
    });
  });
});
