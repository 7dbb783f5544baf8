/**
 * The customer's side of the conversation, end to end against the production build and the service (issue 46): the
 * officer's messages to the customer (put on the service's data as the desk's store writes them: a long sentence, a
 * long unbroken word and one of 5,000 characters) and the customer's reply by e-mail as the mailbox's reader files
 * it, on the claim's page; the customer writes back with a photo from
 * "Write to the claims team", a document with a script in it sent back first with the text kept, and reads their
 * message in the conversation. With scripts and without; axe, no sideways scroll and a photograph at 375 and 1280 px
 * of each page.
 */
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import sharp from "sharp";
import { createClaimMessages } from "../server/storage/messages/claim-messages";
import { arrivingMail } from "../server/test/arriving-mail";
import { onePage, pdfFile, scriptAction } from "../server/test/pdf-files";
import { expectAccessible, SCREENSHOTS } from "./accessibility";
import { fileClaim } from "./claim-filing";
import { addedPerson } from "./desk-staff";
import { expect, test } from "./fixtures";
import { onClaimPage } from "./claim-page-session";

const dataDir = path.join(__dirname, "..", "var", "e2e");

const OFFICER_MESSAGE =
  "Good morning. Thank you for the police report. The insurer's loss adjuster, who will visit on Thursday between ten in the morning and two in the afternoon, asks for a clear photo of the damaged bumper taken in daylight, and for the repair estimate from the garage, quoting PolicyScheduleEndorsementLWMTR2026000123ComprehensiveMotorPrivateVehicle, at https://claims.cowryshield.example/uploads/CLM-2026-000123/photographs-of-the-damaged-bumper-taken-in-daylight";
const LONG_MESSAGE =
  `The full list of what the adjuster looks at. ${"Each item is read against the policy schedule. ".repeat(120)}`.slice(
    0,
    5000,
  );
const E_MAILED = "I will send the photo this evening.";
const REPLY = "Here is the photo of the bumper.\nThe garage's estimate comes on Monday.";

/** The officer's messages to the customer, written as the desk's store writes them. */
function officerWrites(reference: string) {
  const { email } = addedPerson("ifeoma", "Ifeoma Obi");
  const db = new Database(path.join(dataDir, "submissions.sqlite"));
  try {
    db.pragma("busy_timeout = 5000");
    const { id: staffId } = db.prepare<[string], { id: number }>("SELECT id FROM staff WHERE email = ?").get(email)!;
    const messages = createClaimMessages(db, dataDir);
    const desk = (body: string, index: number) =>
      messages.write({
        reference,
        channel: "desk",
        sender: "staff",
        staffId,
        recipient: "customer",
        subject: `Your claim ${reference}`,
        body,
        messageId: `<${reference}.desk-e2e-${index}-${Date.now()}@cowryshield.com.ng>`,
      });
    desk(OFFICER_MESSAGE, 1);
    // The customer's reply by e-mail, as the mailbox's reader files it: its quoted history is kept apart.
    messages.receiveMail(
      arrivingMail({
        reference,
        fromAddress: "customer@example.com",
        recipients: [`claims+${reference}@cowryshield.com.ng`],
        subject: `Re: Your claim ${reference}`,
        body: E_MAILED,
        quoted: `> ${OFFICER_MESSAGE}`,
        attachments: [
          { originalName: "estimate.docm", refused: "this Word document contains macros, which we cannot accept." },
        ],
      }),
    );
    desk(LONG_MESSAGE, 2);
  } finally {
    db.close();
  }
}

/**
 * At 375 and 1280 px: axe finds nothing and nothing scrolls sideways (both need a script in the page, so only with
 * scripts: without, the markup is the same but for the counter's empty line), and a photograph.
 */
async function expectReadable(page: Page, name: string, scripts: boolean) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (scripts) await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

const photo = async () => ({
  name: "bumper.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: "#8a2b1d" } })
    .jpeg()
    .toBuffer(),
});

for (const scripts of [true, false]) {
  const mode = scripts ? "scripts" : "no-scripts";

  test.describe(`the conversation on the claim page, ${scripts ? "with scripts" : "without scripts"}`, () => {
    test.setTimeout(120_000);
    test.use({ waitForHydration: false });

    test("the customer reads the officer's message, writes back with a photo and sees it", async ({
      browser,
      request,
    }) => {
      const { reference, email } = await fileClaim(request, { mailbox: `messages-${mode}` });
      officerWrites(reference);
      const { context, customer } = await onClaimPage(browser, reference, email, scripts);

      const conversation = customer.locator(".conversation > li");
      await expect(conversation).toHaveCount(3);
      await expect(conversation.nth(0).locator(".written-by strong")).toHaveText(
        "Ifeoma Obi, Cowry Shield claims team",
      );
      await expect(conversation.nth(0).locator("time")).toHaveText(/^\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} WAT$/);
      await expect(conversation.nth(0).locator(".text")).toHaveText(OFFICER_MESSAGE);
      await expect(conversation.nth(1).locator(".written-by strong")).toHaveText("You, by e-mail");
      await expect(conversation.nth(1).locator(".text")).toHaveText(E_MAILED);
      await expect(conversation.nth(1).locator(".attachments li")).toHaveText([
        "estimate.docm (not kept: this Word document contains macros, which we cannot accept.)",
      ]);
      await expect(conversation.nth(2).locator(".text")).toHaveText(LONG_MESSAGE.trim());
      await expectReadable(customer, `claim-page-officer-message-${mode}`, scripts);

      // A document with a script in it is sent back under its field, with the text as typed.
      const form = customer.locator("form.message-form");
      const text = customer.getByLabel("Your message");
      const count = customer.locator("#message-text-count");
      if (scripts) {
        await text.fill("a".repeat(5001));
        await expect(count).toHaveText("You have 1 character too many");
      }
      await text.fill(REPLY);
      if (scripts)
        await expect(count).toHaveText(
          `You have ${(5000 - REPLY.length).toLocaleString("en-NG")} characters remaining`,
        );
      await customer.getByLabel("Documents or photos").setInputFiles([
        await photo(),
        {
          name: "estimate.pdf",
          mimeType: "application/pdf",
          buffer: pdfFile([...onePage("/OpenAction 4 0 R"), scriptAction]),
        },
      ]);
      await form.getByRole("button", { name: "Send message" }).click();
      const summary = customer.getByRole("alert").filter({ hasText: "There is a problem" });
      await expect(summary).toContainText("estimate.pdf: this PDF contains scripts");
      await expect(text).toHaveValue(REPLY);
      // The count is there again for the text that came back, and only with scripts.
      await expect(count).toHaveText(
        scripts ? `You have ${(5000 - REPLY.length).toLocaleString("en-NG")} characters remaining` : "",
      );
      await expect(customer.getByLabel("Documents or photos")).toHaveAttribute("aria-invalid", "true");
      await expectReadable(customer, `claim-page-message-refused-${mode}`, scripts);

      await summary.getByRole("link").click();
      await expect(customer.getByLabel("Documents or photos")).toBeFocused();
      await customer.getByLabel("Documents or photos").setInputFiles([await photo()]);
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(customer).toHaveURL(`/claim-status/claims/${reference}?message=sent#messages`);
      await expect(customer.getByRole("status").filter({ hasText: "Your message has been sent" })).toHaveText(
        "Your message has been sent to the claims team. We will reply by e-mail and on this page.",
      );
      await expect(conversation).toHaveCount(4);
      const mine = conversation.nth(3);
      await expect(mine.locator(".written-by strong")).toHaveText("You, on this page");
      await expect(mine.locator(".text")).toHaveText(REPLY);
      await expect(mine.locator(".attachments li")).toHaveText(["bumper.jpg"]);
      await expect(text).toHaveValue("");
      await expectReadable(customer, `claim-page-message-sent-${mode}`, scripts);

      // A reload shows the page again and sends nothing.
      await customer.reload();
      await expect(conversation).toHaveCount(4);
      await context.close();
    });
  });
}
