/**
 * A claim's whole conversation, end to end (issue 46), at 375 and 1280 px: the officer asks for documents; the
 * customer answers the step's e-mail from their mail client, the police report attached, and the reply is delivered
 * into the claims mailbox (Debian's Dovecot, e2e/mailbox-server.ts) that the service reads; the queue says "New
 * message"; the officer opens the claim, reads the reply in its timeline with its quoted history folded, marks the
 * attached PDF as the police report, and answers the customer, whose e-mail arrives at the sink in the same thread;
 * the customer reads the answer on their claim page and writes back there, and the queue says "New message" again.
 * Axe on each state of the pages; photographed into e2e/screenshots/.
 */
import type { Page } from "@playwright/test";
import path from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import { expectAccessible, SCREENSHOTS } from "./accessibility";
import { fileClaim } from "./claim-filing";
import { onClaimPage } from "./claim-page-session";
import { deliverToMailbox } from "./claims-mailbox";
import { deskUrl, signedInPerson } from "./desk-staff";
import { askForDocuments } from "./documents-asked-for";
import { expect, test } from "./fixtures";
import { smallPdf } from "./pdf-documents";
import { parsedMails, stepMailAbout } from "./staff-mail";

async function accessibleAndPhotographed(page: Page, name: string, width: number) {
  await expectAccessible(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `desk-conversation-${name}-${width}.png`), fullPage: true });
}

/** The queue's "New message" list, looked at again until the claim is on it (the mailbox is read within seconds). */
async function onNewMessages(page: Page, reference: string) {
  const row = page.locator("tr", { hasText: reference });
  await expect(async () => {
    await page.goto(deskUrl("/desk/?only=new-message"));
    await expect(row).toContainText("New message", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return row;
}

test.describe("A claim's conversation, from the customer's mail client to the desk and back", () => {
  test.use({
    waitForHydration: false,
    // The empty message comes back answered 400, as a form sent back is.
    expectedProblems: [/\b400\b.*\/desk\/submissions\/CLM-\d{4}-\d{6}\/messages\)?$/],
  });

  for (const width of [375, 1280]) {
    test(`the customer replies by e-mail, the officer keeps its police report and answers, the customer writes back, at ${width} px`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      const { reference, email } = await fileClaim(page.request, {
        mailbox: `conversation-${width}`,
        document: "claim-form.pdf",
      });
      await signedInPerson(page, `conversation-${width}`, "Ada Okafor");
      await page.goto(deskUrl(`/desk/submissions/${reference}`));
      await askForDocuments(page, "Police report\nRepair estimate");

      // The step's e-mail answers to the claim's own address on the claims mailbox; the customer's client replies.
      const asked = await stepMailAbout(reference);
      expect(asked.replyTo?.value.map(({ address }) => address)).toEqual([`claims+${reference}@cowryshield.com.ng`]);
      const messageId = `<reply-${reference}-${width}@mail.example.com>`;
      await deliverToMailbox(
        await new MailComposer({
          from: `Chinedu Eze <${email}>`,
          to: `claims+${reference}@cowryshield.com.ng`,
          subject: `Re: ${asked.subject}`,
          messageId,
          inReplyTo: asked.messageId,
          references: [asked.messageId!],
          text:
            "Good afternoon,\nHere is the police report from Ojota station.\n\n" +
            "On Sun, 29 Nov 2026 at 10:02, Cowry Shield <no-reply@cowryshield.com.ng> wrote:\n" +
            "> Your claim is waiting for documents.\n> Police report\n",
          attachments: [
            { filename: "police-report.pdf", content: smallPdf, contentType: "application/pdf" },
            {
              filename: "invoice.exe",
              content: Buffer.from("MZ\x90\x00 a program"),
              contentType: "application/octet-stream",
            },
          ],
        })
          .compile()
          .build(),
      );

      const row = await onNewMessages(page, reference);
      await expect(page.locator(".counts")).toContainText(/\d+ with a new message/);
      await accessibleAndPhotographed(page, "queue", width);

      await row.getByRole("link", { name: reference }).click();
      const message = page.locator('.timeline li[id^="message-"]', { hasText: "The customer wrote by e-mail" });
      const id = (await message.getAttribute("id"))!.slice("message-".length);
      await expect(message).toContainText(`The customer wrote by e-mail (${email}):`);
      await expect(message).toContainText(`Subject: Re: ${asked.subject}`);
      await expect(message.locator("blockquote").first()).toContainText(
        "Here is the police report from Ojota station.",
      );
      await expect(message.locator("details blockquote")).toBeHidden();
      await message.getByText("The history it quoted").click();
      await expect(message.locator("details blockquote")).toContainText("> Police report");
      await expect(message).toContainText(/invoice\.exe refused: /);
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
      await expect(page.locator(".timeline")).toContainText(`Ada Okafor wrote to the customer (${email}):`);
      await expect(page.locator(".state dd").first()).toHaveText("Waiting for documents");
      await accessibleAndPhotographed(page, "written", width);

      let answer: Awaited<ReturnType<typeof parsedMails>>[number] | undefined;
      await expect
        .poll(async () => {
          answer = (await parsedMails()).find((mail) => mail.inReplyTo === messageId);
          return answer?.subject;
        })
        .toBe(`Re: ${asked.subject}`);
      expect(answer!.references).toEqual([asked.messageId, messageId]);
      expect(answer!.replyTo?.value.map(({ address }) => address)).toEqual([`claims+${reference}@cowryshield.com.ng`]);
      expect(answer!.text).toContain("Thank you, Chinedu.\nWe have the police report.");

      // The customer reads the answer on their claim page and writes back there.
      const { context, customer } = await onClaimPage(browser, reference, email);
      await customer.setViewportSize({ width, height: 800 });
      const conversation = customer.locator(".conversation > li");
      await expect(conversation).toHaveCount(2);
      await expect(conversation.nth(0).locator(".written-by strong")).toHaveText("You, by e-mail");
      await expect(conversation.nth(0).locator(".text")).toContainText("Here is the police report from Ojota station.");
      await expect(conversation.nth(1).locator(".written-by strong")).toHaveText(
        "Ada Okafor, Cowry Shield claims team",
      );
      await expect(conversation.nth(1).locator(".text")).toHaveText("Thank you, Chinedu.\nWe have the police report.");
      await customer.getByLabel("Your message").fill("The garage's estimate comes on Monday.");
      await customer.locator("form.message-form").getByRole("button", { name: "Send message" }).click();
      await expect(customer).toHaveURL(`/claim-status/claims/${reference}?message=sent#messages`);
      await expect(conversation).toHaveCount(3);
      await expect(conversation.nth(2).locator(".text")).toHaveText("The garage's estimate comes on Monday.");
      await expectAccessible(customer);
      await customer.screenshot({
        path: path.join(SCREENSHOTS, `desk-conversation-customer-${width}.png`),
        fullPage: true,
      });
      await context.close();

      await onNewMessages(page, reference);
      await page.locator("tr", { hasText: reference }).getByRole("link", { name: reference }).click();
      await expect(page.locator(".timeline")).toContainText("The customer wrote on their claim page");
      await expect(page.locator(".timeline")).toContainText("The garage's estimate comes on Monday.");
    });
  }
});
