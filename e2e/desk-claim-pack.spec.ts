/**
 * A motor claim's pack sent to its insurer from the claim's page (issue 45), at 375 and 1280 px: the side column's
 * "Send to the insurer" form, the move to With the insurer with the pack on the timeline, the insurer's e-mail at
 * the mail sink with the cover sheet and each document, and the cover sheet opened again. Axe on the form and after
 * the send (accessibility.ts); photographs of both and of the cover sheet's first page into e2e/screenshots/.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { validClaimFields } from "../tooling/sample-submissions";
import { deskUrl, signedInPerson } from "./desk-staff";
import { expectAccessible, SCREENSHOTS } from "./accessibility";
import { expect, test } from "./fixtures";
import { addInsurer } from "./insurer-data";
import { pdfFile } from "./pdf-documents";
import { parsedMails } from "./staff-mail";

test.describe("A claim pack sent to the insurer", () => {
  test.use({ waitForHydration: false });

  for (const width of [375, 1280]) {
    test(`from the claim's page, at the sink, on the timeline at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const filed = await page.request.post("/api/claims", {
        multipart: {
          ...validClaimFields,
          fullName: "Emeka Obi",
          policyNumber: "MTR/LAG/2026/004512",
          claimType: "auto",
          description: "A danfo bus reversed into my Corolla at the Ojota bus stop; the bumper and bonnet are broken.",
          document_0: pdfFile("police-report.pdf"),
          document_1: pdfFile("repair-estimate.pdf"),
        },
      });
      expect(filed.status()).toBe(201);
      const { reference } = (await filed.json()) as { reference: string };
      const insurer = addInsurer("Leadway Assurance");
      await signedInPerson(page, `pack-${width}`, "Ada Okafor");
      await page.goto(deskUrl(`/desk/submissions/${reference}`));
      const standing = page.getByRole("region", { name: "Where it stands" });
      await standing.locator("summary", { hasText: "Move to In review" }).click();
      await standing.getByRole("button", { name: "Move to In review" }).click();
      await expect(page.getByRole("status")).toHaveText("Moved to In review; the customer was e-mailed.");

      await standing.locator("summary", { hasText: "Send to the insurer" }).click();
      const form = standing.locator("details#pack form");
      await expect(form.getByLabel("police-report.pdf")).toBeChecked();
      await expect(form.getByLabel("repair-estimate.pdf")).toBeChecked();
      await form.getByLabel("Insurer").selectOption({ label: insurer.name });
      await form
        .getByLabel(/^Covering note/)
        .fill("Please register this motor claim. The garage estimates the repairs at ₦450,000.");
      await expectAccessible(page);
      await page.locator("details#pack").screenshot({ path: `${SCREENSHOTS}/pack-form-${width}.png` });

      await form.getByRole("button", { name: "Send to the insurer" }).click();
      await expect(page).toHaveURL(deskUrl(`/desk/submissions/${reference}?changed=2#done`));
      await expect(page.getByRole("status")).toHaveText("Moved to With the insurer; the customer was e-mailed.");
      await expect(page.locator(".state dd").first()).toHaveText("With the insurer");
      const line = page.locator(".timeline li", { hasText: "sent a claim pack" });
      await expect(line).toContainText(
        `Ada Okafor sent a claim pack to ${insurer.name}, at ${insurer.claimsEmails[0]!}.`,
      );
      await expect(line).toContainText("Enclosed: the cover sheet, police-report.pdf and repair-estimate.pdf.");
      // The page was written as the pack was queued; its e-mail goes right after.
      await expect(line).toContainText("Waiting in the outbox (one e-mail).");
      await expectAccessible(page);

      const subject = `Claim notification ${reference}: Emeka Obi, policy MTR/LAG/2026/004512`;
      await expect.poll(async () => (await parsedMails()).filter((mail) => mail.subject === subject).length).toBe(1);
      const mail = (await parsedMails()).find((found) => found.subject === subject)!;
      expect(mail.to && !Array.isArray(mail.to) && mail.to.value.map(({ address }) => address)).toEqual(
        insurer.claimsEmails,
      );
      expect(mail.attachments.map(({ filename }) => filename)).toEqual([
        `${reference} cover sheet.pdf`,
        "police-report.pdf",
        "repair-estimate.pdf",
      ]);
      await page.reload();
      await expect(line).toContainText("E-mailed (one e-mail).");
      await line.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/pack-sent-${width}.png`, fullPage: true });

      const href = await line.getByRole("link", { name: "Open the cover sheet" }).getAttribute("href");
      // Fetched by the desk's page itself: Node may not take desk.localhost to this machine (desk-staff.ts).
      const fetched = await page.evaluate(async (address) => {
        const response = await fetch(address);
        const body = new Uint8Array(await response.arrayBuffer());
        return { type: response.headers.get("content-type"), body: Array.from(body) };
      }, href!);
      expect(fetched.type).toBe("application/pdf");
      const bytes = Buffer.from(fetched.body);
      expect(bytes.equals(mail.attachments[0]!.content)).toBe(true);
      if (width === 1280) {
        const pdf = path.join(SCREENSHOTS, "cover-sheet.pdf");
        fs.writeFileSync(pdf, bytes);
        execFileSync("pdftoppm", [
          "-png",
          "-r",
          "60",
          "-f",
          "1",
          "-l",
          "1",
          "-singlefile",
          pdf,
          path.join(SCREENSHOTS, "cover-sheet"),
        ]);
        fs.rmSync(pdf);
      }
    });
  }
});
