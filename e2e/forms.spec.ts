import type { Page } from "@playwright/test";
import { fillClaim, fillClaimFields, fillQuote } from "../tooling/form-filling";
import { expect, readData, test } from "./fixtures";
import { pdfFile as pdf } from "./pdf-documents";

const MB = 1024 * 1024;

/**
 * Holds the form's request back for a moment before it reaches the service, which answers in
 * milliseconds, so the test can see the 'Processing...' state a visitor on mobile data sees.
 */
async function slowDown(page: Page, api: string) {
  await page.route(`**${api}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

/** The quote form of each page that has one, found by the section it sits in. */
const quoteForms = { "/": "#quote form", "/contact/": "#get-a-quote form" } as const;

const homeQuote = {
  name: "Adaeze Obi",
  email: "adaeze@example.com",
  phone: "0803 555 0100",
  insuranceType: "home",
  message: "My three-bedroom flat in Ikeja and its contents.",
};

const motorClaim = {
  fullName: "Ibrahim Musa",
  email: "ibrahim@example.com",
  phone: "+234 802 555 0111",
  policyNumber: "MTR/2026/004512",
  claimType: "auto",
  incidentDate: "2026-11-01",
  description: "Another car hit my car at a junction on Allen Avenue, Ikeja.",
};

for (const path of ["/", "/contact/"] as const) {
  test.describe(`Quote form on ${path}`, () => {
    test("sends a request, shows 'Processing...', then success, and clears the form", async ({ page }) => {
      await slowDown(page, "/api/quote-requests");
      await page.goto(path);
      const form = await fillQuote(page.locator(quoteForms[path]), homeQuote);
      const submit = form.getByRole("button", { name: "Request a Quote" });
      await submit.click();
      const processing = form.getByRole("button", { name: "Processing..." });
      await expect(processing).toBeDisabled();
      const status = form.getByRole("status");
      await expect(status).toContainText("Request Submitted Successfully");
      await expect(status).toContainText("Our team will contact you shortly");
      await expect(form.getByLabel("Full name")).toHaveValue("");
      await expect(form.getByLabel("Insurance type")).toHaveValue("");
      await expect(form.getByRole("checkbox", { name: /I agree/ })).not.toBeChecked();
      await expect(submit).toBeEnabled();
    });

    test("shows every field error under its field and focuses the first", async ({ page }) => {
      await page.goto(path);
      const form = page.locator(quoteForms[path]);
      await form.getByLabel("Phone number").fill("0803");
      await expect(form.getByText("Phone number must be at least 10 digits")).toHaveCount(0);
      await form.getByRole("button", { name: "Request a Quote" }).click();
      const expected: [string, string][] = [
        ["Full name", "Name must be at least 2 characters"],
        ["E-mail address", "Invalid email address"],
        ["Phone number", "Phone number must be at least 10 digits"],
        ["Insurance type", "Please select an insurance type"],
        ["What would you like to insure?", "Message must be at least 10 characters"],
      ];
      for (const [label, message] of expected) {
        const field = form.getByLabel(label, { exact: true });
        await expect(field).toHaveAttribute("aria-invalid", "true");
        const describedBy = (await field.getAttribute("aria-describedby"))!;
        await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
      }
      await expect(form.getByText("Please agree to the privacy notice and terms of use")).toBeVisible();
      await expect(form.getByLabel("Full name")).toBeFocused();
      await expect(form.getByLabel("Phone number")).toHaveValue("0803");

      await form.getByLabel("Phone number").fill("08035550100");
      await expect(form.getByText("Phone number must be at least 10 digits")).toHaveCount(0);
      await expect(form.getByLabel("Phone number")).not.toHaveAttribute("aria-invalid", "true");
    });
  });
}

test.describe("Claim form", () => {
  test("'File Online' leads to the form", async ({ page }) => {
    await page.goto("/claims/");
    await expect(page.getByRole("link", { name: "File Online" })).toHaveAttribute("href", "#claims-form");
    await page.getByRole("link", { name: "File Online" }).click();
    await expect(page).toHaveURL(/\/claims\/#claims-form$/);
    await expect(page.getByRole("heading", { name: "File a Claim" })).toBeInViewport();
  });

  test("files a claim with a real PDF and shows success", async ({ page }) => {
    await slowDown(page, "/api/claims");
    const form = await fillClaim(page, motorClaim);
    await form.getByLabel("Supporting documents").setInputFiles([pdf("police-report.pdf"), pdf("repair-estimate.pdf")]);
    await expect(form.getByRole("list", { name: "Chosen documents" }).getByRole("listitem")).toHaveText([
      /police-report\.pdf \(1 KB\)/,
      /repair-estimate\.pdf \(1 KB\)/,
    ]);
    await form.getByRole("button", { name: "Remove repair-estimate.pdf" }).click();
    await expect(form.getByRole("list", { name: "Chosen documents" }).getByRole("listitem")).toHaveCount(1);
    await form.getByRole("button", { name: "Submit Claim" }).click();
    await expect(form.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(form.getByRole("status")).toContainText("Claim Submitted Successfully");
    await expect(form.getByRole("status")).toContainText("review your claim and contact you shortly");
    await expect(form.getByLabel("Policy number")).toHaveValue("");
    await expect(form.getByRole("list", { name: "Chosen documents" })).toHaveCount(0);
  });

  test("refuses a file over 5MB and an .exe, naming each file, and keeps what was typed", async ({ page }) => {
    const form = await fillClaim(page, motorClaim);
    await form.getByLabel("Supporting documents").setInputFiles([
      { name: "dashcam.png", mimeType: "image/png", buffer: Buffer.alloc(6 * MB, 1) },
      { name: "setup.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ") },
    ]);
    await form.getByRole("button", { name: "Submit Claim" }).click();
    await expect(form.getByText("dashcam.png: Max file size is 5MB")).toBeVisible();
    await expect(
      form.getByText("setup.exe: Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted"),
    ).toBeVisible();
    const input = form.getByLabel("Supporting documents");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeFocused();
    await expect(form.getByLabel("Policy number")).toHaveValue("MTR/2026/004512");
    await expect(form.getByRole("status")).toBeEmpty();
  });

  test("shows every field error under its field", async ({ page }) => {
    await page.goto("/claims/");
    const form = page.locator("#claims-form form");
    await form.getByRole("button", { name: "Submit Claim" }).click();
    for (const message of [
      "Full name must be at least 2 characters",
      "Invalid email address",
      "Phone number must be at least 10 digits",
      "Policy number is required",
      "Please select a claim type",
      "Incident date is required",
      "Description must be at least 20 characters",
      "At least one supporting document is required",
      "Please confirm that you are not a robot",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel("Full name")).toBeFocused();
  });
});

test.describe("Quick Quote Calculator", () => {
  test("shows no result until asked, then three estimates with the disclaimers", async ({ page }) => {
    await page.goto("/");
    const calculator = page.locator("#quick-quote");
    const result = calculator.getByRole("status");
    await expect(result).toBeEmpty();
    const calculate = calculator.getByRole("button", { name: "Calculate Quote" });

    await calculate.click();
    await expect(result).toContainText("₦500 per year");
    await expect(result).toContainText("This is an estimate. Contact us for a detailed quote.");
    await expect(result).toContainText("Final quotes may vary based on your specific circumstances.");

    await calculator.getByLabel("Insurance type").selectOption("home");
    await calculator.getByLabel("Coverage amount (₦)").fill("100000");
    await calculator.getByLabel("Your age").fill("65");
    await expect(result).toContainText("₦500 per year");
    await calculate.click();
    await expect(result).toContainText("₦2,080 per year");

    await calculator.getByLabel("Insurance type").selectOption("business");
    await calculator.getByLabel("Coverage amount (₦)").fill("2500000");
    await calculator.getByLabel("Your age").fill("20");
    await calculate.click();
    await expect(result).toContainText("₦75,000 per year");
  });
});

test.describe("Chat widget", () => {
  const company = readData<{ whatsappNumber: string }>("company.json");

  test("opens, sends the typed message to WhatsApp in a new tab and clears the input", async ({ page, context }) => {
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
    await page.goto("/services/");
    const toggle = page.getByRole("button", { name: "Chat with us" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("dialog", { name: "Chat with us on WhatsApp" });
    await expect(panel).toContainText("We typically reply instantly.");
    const message = panel.getByLabel("Your message");
    await expect(message).toBeFocused();

    await message.fill("   ");
    await panel.getByRole("button", { name: "Send on WhatsApp" }).click();
    await expect(panel.getByText("Please type a message first.")).toBeVisible();

    await message.fill("Hello, I need motor insurance for 2 cars & a bus?");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      panel.getByRole("button", { name: "Send on WhatsApp" }).click(),
    ]);
    expect(popup.url()).toBe(
      `https://wa.me/${company.whatsappNumber.slice(1)}?text=Hello%2C%20I%20need%20motor%20insurance%20for%202%20cars%20%26%20a%20bus%3F`,
    );
    await expect(message).toHaveValue("");

    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });
});

test.describe("At 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the chat button never covers a submit button or a footer link", async ({ page }) => {
    for (const path of ["/", "/contact", "/claims"]) {
      await page.goto(path);
      const chat = (await page.getByRole("button", { name: "Chat with us" }).boundingBox())!;
      const targets = page.locator("form button[type=submit], footer a");
      for (const box of await targets.evaluateAll((elements) =>
        elements.map((element) => {
          const rect = element.getBoundingClientRect();
          return { left: rect.left, right: rect.right, text: element.textContent };
        }),
      )) {
        expect(box.right <= chat.x || box.left >= chat.x + chat.width, `${path}: ${box.text}`).toBe(true);
      }
    }
  });
});

/** Holds every script back until the test lets them load, so it can act on the page as the server sent it. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  return release;
}

test.describe("Before the page's script has loaded", () => {
  test("text typed is kept and sent", async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto("/contact/", { waitUntil: "domcontentloaded" });
    const form = page.locator(quoteForms["/contact/"]);
    await form.getByLabel("Full name").fill("Chioma Eze");
    await form.getByLabel("Insurance type").selectOption("life");
    await form.getByRole("checkbox", { name: /I agree/ }).check();

    releaseScripts();
    await page.waitForLoadState("load");
    await form.getByLabel("E-mail address").fill("chioma@example.com");
    await form.getByLabel("Phone number").fill("08035550123");
    await form.getByLabel("What would you like to insure?").fill("Life cover for my family.");
    await expect(form.getByLabel("Full name")).toHaveValue("Chioma Eze");
    await form.getByRole("button", { name: "Request a Quote" }).click();
    await expect(form.getByRole("status")).toContainText("Request Submitted Successfully");
  });

  test("a quote request submitted is held, then sent with what was typed once the app runs", async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const form = await fillQuote(page.locator(quoteForms["/"]), homeQuote);
    const submit = form.getByRole("button", { name: "Request a Quote" });
    await expect(submit).toBeEnabled();
    const sent = page.waitForRequest("**/api/quote-requests");
    await submit.click();
    await expect(page.locator("html")).toHaveAttribute("data-submit-pending", "quote-heading");
    await expect(submit).toHaveCSS("cursor", "progress");
    // A turning ring beside the label, which keeps the button's name.
    expect(await submit.evaluate((button) => getComputedStyle(button, "::after").borderTopStyle)).toBe("solid");
    await expect(form.getByRole("button", { name: "Request a Quote", exact: true })).toBeEnabled();
    // The browser did not send the form itself, as a GET of the page with the fields in its address.
    expect(new URL(page.url()).search).toBe("");

    releaseScripts();
    expect((await sent).postDataJSON()).toEqual({ ...homeQuote, agreement: true, company_website: "" });
    await expect(form.getByRole("status")).toContainText("Request Submitted Successfully");
    await expect(page.locator("html")).not.toHaveAttribute("data-submit-pending");
  });

  test("a claim submitted with a missing field shows its message once the app runs, and keeps the rest", async ({
    page,
  }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto("/claims/", { waitUntil: "domcontentloaded" });
    const form = await fillClaimFields(page.locator("#claims-form form"), { ...motorClaim, policyNumber: "" });
    await form.getByLabel("Supporting documents").setInputFiles([pdf("police-report.pdf")]);
    await form.getByRole("button", { name: "Submit Claim" }).click();

    releaseScripts();
    await expect(form.getByText("Policy number is required")).toBeVisible();
    await expect(form.getByLabel("Policy number")).toBeFocused();
    await expect(form.getByLabel("Full name")).toHaveValue(motorClaim.fullName);
    await expect(form.getByRole("list", { name: "Chosen documents" }).getByRole("listitem")).toHaveText([
      /police-report\.pdf \(1 KB\)/,
    ]);
    const sent = page.waitForRequest("**/api/claims");
    await form.getByLabel("Policy number").fill(motorClaim.policyNumber);
    await form.getByRole("button", { name: "Submit Claim" }).click();
    // The document went ahead as an upload; the claim names it.
    expect((await sent).postDataJSON()).toMatchObject({
      policyNumber: motorClaim.policyNumber,
      uploads: [expect.stringMatching(/^[0-9a-f]{32}$/)],
    });
    await expect(form.getByRole("status")).toContainText("Claim Submitted Successfully");
  });
});

test.describe("When the service fails", () => {
  test.use({ expectedProblems: [/\/api\/quote-requests/] });

  // A connection that fails is not a failure: the request waits on the phone (e2e/claim-resilience.spec.ts).
  test("the quote form says 'Submission Failed', offers the phone and e-mail, and keeps what was typed", async ({
    page,
  }) => {
    const company = readData<{ phones: { number: string }[]; email: string }>("company.json");
    await page.route("**/api/quote-requests", (route) =>
      route.fulfill({ status: 500, json: { error: "server_error", message: "The submission could not be stored" } }),
    );
    await page.goto("/contact/");
    const form = await fillQuote(page.locator(quoteForms["/contact/"]), homeQuote);
    await form.getByRole("button", { name: "Request a Quote" }).click();
    const status = form.getByRole("status");
    await expect(status).toContainText("Submission Failed");
    await expect(status).toContainText("There was an error submitting your request. Please try again.");
    await expect(status.locator(`a[href="tel:${company.phones[0]!.number}"]`)).toBeVisible();
    await expect(status.locator(`a[href="mailto:${company.email}"]`)).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue(homeQuote.name);
  });
});
