/**
 * "Unfiled mail" on the desk (issue 46) at 375 and 1280 px: reached from the desk's bar with how many wait, each
 * message shown as text with its quoted history folded, one filed to a claim after the form came back with the
 * error summary (its link leads to the field), another set aside. The messages are put into the tests' service's
 * data as the mailbox reader stores them. Axe on each page (accessibility.ts); photographs into e2e/screenshots/.
 */
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createClaimMessages, type ArrivingMail } from "../server/storage/messages/claim-messages";
import { arrivingMail } from "../server/test/arriving-mail";
import { validClaimFields } from "../tooling/sample-submissions";
import { expectAccessible, SCREENSHOTS } from "./accessibility";
import { deskUrl, signedInPerson } from "./desk-staff";
import { expect, test } from "./fixtures";
import { pdfFile } from "./pdf-documents";

const dataDir = path.join(__dirname, "..", "var", "e2e");

/** A message no claim was found for, stored as the reader stores one; its subject made unique to the run. */
function unfiledMessage(subject: string, overrides: Partial<ArrivingMail> = {}) {
  const db = new Database(path.join(dataDir, "submissions.sqlite"));
  try {
    db.pragma("busy_timeout = 5000");
    createClaimMessages(db, dataDir).receiveMail(
      arrivingMail({
        sender: "other",
        fromAddress: "bisi.ade@example.com",
        fromName: "Bisi Ade",
        subject,
        body: "Good afternoon,\n\nThe garage's estimate for the repairs is NGN 450,000. Please add it to my claim.\n\nBisi",
        quoted:
          "On Fri, 27 Nov 2026 at 16:02, Cowry Shield <claims@cowryshield.com.ng> wrote:\n> Please send the garage's estimate.",
        writtenAt: new Date().toISOString(),
        attachments: [
          { originalName: "estimate.exe", refused: "Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted" },
        ],
        ...overrides,
      }),
    );
  } finally {
    db.close();
  }
}

test.describe("Unfiled mail on the desk", () => {
  test.use({ waitForHydration: false, expectedProblems: [/\b400\b.*\/desk\/mail\/\d+\/file\)?$/] });

  for (const width of [375, 1280]) {
    test(`a message filed to its claim after an error summary, another set aside, at ${width} px`, async ({ page }) => {
      test.setTimeout(60_000);
      const filed = await page.request.post("/api/claims", {
        multipart: { ...validClaimFields, fullName: "Bisi Ade", document_0: pdfFile("police-report.pdf") },
      });
      expect(filed.status()).toBe(201);
      const { reference } = (await filed.json()) as { reference: string };
      const run = randomUUID().slice(0, 6);
      const [estimate, enquiry] = [`Estimate for my car ${run}`, `Motor insurance for a new car ${run}`];
      unfiledMessage(estimate);
      unfiledMessage(enquiry, { body: "Do you cover a 2024 Toyota Corolla?", quoted: "", attachments: [] });

      await signedInPerson(page, `unfiled-${width}`, "Efe Ighodaro");
      await page.setViewportSize({ width, height: 900 });
      await page.goto(deskUrl("/desk/"));
      await page
        .getByRole("navigation", { name: "Desk" })
        .getByRole("link", { name: /^Unfiled mail \(\d+\)$/ })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: "Unfiled mail" })).toBeVisible();
      const message = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: estimate }) });
      await expect(message.locator("dl")).toContainText("Bisi Ade <bisi.ade@example.com>");
      await expect(message.locator("pre").first()).toHaveText(/^Good afternoon,\n\nThe garage's estimate/);
      await expect(message.getByText("Please send the garage's estimate.")).toBeHidden();
      await message.getByText("Quoted history").click();
      await expect(message.getByText("> Please send the garage's estimate.")).toBeVisible();
      await expectAccessible(page);
      await message.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/unfiled-mail-${width}.png`, fullPage: true });

      await message.getByLabel("File it to the claim or quote request").fill("CLM 45");
      await message.getByRole("button", { name: "File it" }).click();
      const summary = page.getByRole("alert");
      await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
      await expect(summary.getByRole("link")).toHaveText([
        "Enter the reference as it is written, such as CLM-2026-000123",
      ]);
      const field = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: estimate }) })
        .getByLabel("File it to the claim or quote request");
      await expect(field).toHaveValue("CLM 45");
      await expect(field).toHaveAccessibleDescription(
        "Its reference, such as CLM-2026-000123 Enter the reference as it is written, such as CLM-2026-000123",
      );
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENSHOTS}/unfiled-mail-problem-${width}.png`, fullPage: true });
      await summary.getByRole("link").click();
      await expect(field).toBeFocused();

      await field.fill(reference);
      await page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: estimate }) })
        .getByRole("button", { name: "File it" })
        .click();
      await expect(page.getByRole("status")).toHaveText(`The message was filed to ${reference}.`);
      await expect(page.getByRole("heading", { name: estimate })).toHaveCount(0);
      await expectAccessible(page);

      await page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: enquiry }) })
        .getByRole("button", { name: "Set it aside" })
        .click();
      await expect(page.getByRole("status")).toHaveText("The message was set aside.");
      await expect(page.getByRole("heading", { name: enquiry })).toHaveCount(0);
    });
  }
});
