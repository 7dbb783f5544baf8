/**
 * The conversation about a claim on the desk, at 375 and 1280 px: the customer's e-mailed reply with the police
 * report attached (stored as the mailbox's reader stores it, into the running service's database) makes the queue
 * say "New message"; the officer opens the claim, reads the message in its timeline, marks the attached PDF as the
 * police report the claim was waiting for, and writes back to the customer, whose e-mail arrives at the sink in the
 * same thread (subject, In-Reply-To, References). Axe on each state of the pages; photographed into e2e/screenshots/.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { validClaimFields } from "../tooling/sample-submissions";
import { openDatabase } from "../server/storage/database/database";
import { incomingDir } from "../server/storage/documents/documents";
import { createClaimMessages } from "../server/storage/messages/claim-messages";
import { deskUrl, signedInPerson } from "./desk-staff";
import { expectAccessible, SCREENSHOTS } from "./accessibility";
import { expect, test } from "./fixtures";
import { pdfFile, smallPdf } from "./pdf-documents";
import { parsedMails } from "./staff-mail";

/** The running service's data folder (playwright.config.ts). */
const DATA_DIR = path.join(__dirname, "..", "var", "e2e");

async function accessibleAndPhotographed(page: Page, name: string, width: number) {
  await expectAccessible(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `desk-conversation-${name}-${width}.png`), fullPage: true });
}

/** The customer's reply to their receipt, with the police report attached, as the mailbox's reader files it. */
function customerReplies(reference: string, width: number): { id: number; messageId: string } {
  const db = openDatabase(DATA_DIR);
  try {
    const tempPath = path.join(incomingDir(DATA_DIR), `e2e-reply-${reference}`);
    fs.writeFileSync(tempPath, smallPdf);
    const sha256 = createHash("sha256").update(smallPdf).digest("hex");
    const messageId = `<reply-${reference}-${width}@mail.example.com>`;
    const { id } = createClaimMessages(db, DATA_DIR).receiveMail({
      messageId,
      place: { folder: "INBOX", uidValidity: "1", uid: Number(reference.slice(-6)) * 10 + (width === 375 ? 1 : 2) },
      reference,
      sender: "customer",
      fromAddress: "chinedu@example.com",
      fromName: "Chinedu Eze",
      recipients: [`claims+${reference}@cowryshield.com.ng`],
      subject: `Re: Your claim ${reference}: We need documents from you`,
      body: "Good afternoon,\nHere is the police report from Ojota station.\n<b>Chinedu</b>",
      quoted: "> Your claim is waiting for documents.\n> Police report",
      inReplyTo: `<${reference}.step-1@cowryshield.com.ng>`,
      references: [`<${reference}.receipt@cowryshield.com.ng>`, `<${reference}.step-1@cowryshield.com.ng>`],
      writtenAt: new Date().toISOString(),
      autoReply: false,
      leftOut: null,
      attachments: [
        {
          originalName: "police-report.pdf",
          tempPath,
          size: smallPdf.length,
          sha256,
          originalSha256: sha256,
          mediaType: "application/pdf",
        },
        { originalName: "invoice.exe", refused: "a program, which we never keep" },
      ],
    });
    return { id, messageId };
  } finally {
    db.close();
  }
}

test.describe("A claim's conversation on the desk", () => {
  test.use({
    waitForHydration: false,
    // The empty message comes back answered 400, as a form sent back is.
    expectedProblems: [/\b400\b.*\/desk\/submissions\/CLM-\d{4}-\d{6}\/messages\)?$/],
  });

  for (const width of [375, 1280]) {
    test(`an officer reads the customer's e-mail, keeps its police report and answers, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const filed = await page.request.post("/api/claims", {
        multipart: { ...validClaimFields, document_0: pdfFile("claim-form.pdf") },
      });
      expect(filed.status()).toBe(201);
      const { reference } = (await filed.json()) as { reference: string };
      await signedInPerson(page, `conversation-${width}`, "Ada Okafor");
      await page.goto(deskUrl(`/desk/submissions/${reference}`));
      await page.locator("summary", { hasText: "Move to Waiting for documents" }).click();
      const move = page.locator("details[open] form");
      await move.getByLabel("Others, one a line").fill("Police report\nRepair estimate");
      await move.getByRole("button", { name: "Move to Waiting for documents" }).click();
      await expect(page.locator(".state dd").first()).toHaveText("Waiting for documents");

      const { id, messageId } = customerReplies(reference, width);

      await page.goto(deskUrl("/desk/?only=new-message"));
      const row = page.locator("tr", { hasText: reference });
      await expect(row).toContainText("New message");
      await expect(page.locator(".counts")).toContainText(/\d+ with a new message/);
      await accessibleAndPhotographed(page, "queue", width);

      await row.getByRole("link", { name: reference }).click();
      const message = page.locator(`#message-${id}`);
      await expect(message).toContainText("The customer wrote by e-mail (chinedu@example.com):");
      await expect(message).toContainText(`Subject: Re: Your claim ${reference}: We need documents from you`);
      await expect(message.locator("blockquote").first()).toHaveText(
        "Good afternoon,Here is the police report from Ojota station.<b>Chinedu</b>",
      );
      await expect(message.locator("details blockquote")).toBeHidden();
      await message.getByText("The history it quoted").click();
      await expect(message.locator("details blockquote")).toContainText("> Police report");
      await expect(message).toContainText("invoice.exe refused: a program, which we never keep");
      await expect(page.locator(".looked")).toContainText(`viewed it with messages ${id}`);
      await accessibleAndPhotographed(page, "message", width);

      await message.getByLabel("Mark it as the document the claim was waiting for").selectOption("Police report");
      await message.getByRole("button", { name: "Mark as this document" }).click();
      await expect(page).toHaveURL(deskUrl(`/desk/submissions/${reference}?added=2#done`));
      await expect(page.getByRole("status").first()).toHaveText("Added police-report.pdf for Police report.");
      await expect(page.locator(".asked")).toHaveText("Police report: arrivedRepair estimate: still missing");
      await expect(page.locator(`#message-${id}`)).toContainText("Kept as document 2 of the claim.");

      const write = page.locator("#write-customer");
      await write.getByRole("button", { name: "Send to the customer" }).click();
      await expect(page.getByRole("alert")).toContainText("Write the message.");
      await expect(page.locator("#write-customer textarea")).toHaveAttribute("aria-invalid", "true");
      await accessibleAndPhotographed(page, "write-refused", width);
      await page.getByRole("alert").getByRole("link", { name: "Write the message." }).click();
      await expect(page.locator("#write-customer textarea")).toBeFocused();
      await page.locator("#write-customer textarea").fill("Thank you, Chinedu.\nWe have the police report.");
      await page.locator("#write-customer").getByRole("button", { name: "Send to the customer" }).click();
      await expect(page.getByRole("status").first()).toHaveText(
        "Message written to the customer: it goes by e-mail now.",
      );
      await expect(page.locator(".timeline")).toContainText("Ada Okafor wrote to the customer (chinedu@example.com):");
      await expect(page.locator(".state dd").first()).toHaveText("Waiting for documents");
      await accessibleAndPhotographed(page, "written", width);

      let answer: Awaited<ReturnType<typeof parsedMails>>[number] | undefined;
      await expect
        .poll(async () => {
          answer = (await parsedMails()).find((mail) => mail.inReplyTo === messageId);
          return answer?.subject;
        })
        .toBe(`Re: Your claim ${reference}: We need documents from you`);
      expect(answer!.references).toEqual([
        `<${reference}.receipt@cowryshield.com.ng>`,
        `<${reference}.step-1@cowryshield.com.ng>`,
        messageId,
      ]);
      expect(answer!.text).toContain("Thank you, Chinedu.\nWe have the police report.");

      await page.goto(deskUrl("/desk/?only=new-message"));
      await expect(page.locator("tr", { hasText: reference })).toHaveCount(0);
    });
  }
});
