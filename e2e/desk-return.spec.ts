/**
 * An officer signed out who opens a claim's "On the desk" link from a staff e-mail signs in and lands on that claim,
 * not on the queue; the sign-in page's address names the claim's desk path, and nothing else. A note typed once the
 * session has ended is not lost: the page it gets keeps it, to send again once signed in in another tab.
 */
import AxeBuilder from "@axe-core/playwright";
import { fileClaim } from "./claim-filing";
import { addVirtualAuthenticator, deskUrl, signedInPerson, staffCommand } from "./desk-staff";
import { expect, test } from "./fixtures";
import { mailAbout } from "./staff-mail";

test.describe("The desk after sign-in", () => {
  test.use({ waitForHydration: false });

  test("the 'On the desk' link of a staff e-mail, opened signed out, lands on the claim after sign-in", async ({
    page,
  }) => {
    const { reference } = await fileClaim(page.request, { mailbox: "desk-return" });
    await signedInPerson(page, "desk-return", "Tunde Bakare");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(deskUrl("/desk/sign-in"));

    const mail = await mailAbout(reference);
    const onTheDesk = /^On the desk: (\S+)$/m.exec(mail.text ?? "")?.[1];
    expect(onTheDesk).toBe(deskUrl(`/desk/submissions/${reference}`));
    await page.goto(onTheDesk!);
    await expect(page).toHaveURL(deskUrl(`/desk/sign-in?next=%2Fdesk%2Fsubmissions%2F${reference}`));
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(deskUrl(`/desk/submissions/${reference}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Claim ${reference}`);
  });

  test.describe("signed out meanwhile", () => {
    // The note's post is refused (401) with the page that keeps it: an answer the test means.
    test.use({ expectedProblems: [/401.*\/desk\/submissions\/[^/]+\/note/] });

    test("a note typed after the session ended is kept, and saved once signed in again in another tab", async ({
      page,
    }) => {
      const { reference } = await fileClaim(page.request, { mailbox: "desk-note-kept" });
      const email = await signedInPerson(page, "desk-note-kept", "Ngozi Uba");
      await page.goto(deskUrl(`/desk/submissions/${reference}`));
      // Signed out meanwhile, as 30 minutes without use would: from another tab.
      const other = await page.context().newPage();
      await other.goto(deskUrl("/desk/"));
      await other.getByRole("button", { name: "Sign out" }).click();
      await other.close();

      const note = "Rang her at 3pm: the police report comes Monday";
      const noteForm = page.locator('form[action$="/note"]');
      await noteForm.getByRole("textbox").fill(note);
      await noteForm.getByRole("button").click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are signed out");
      await expect(page.getByLabel("Your note")).toHaveValue(note);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const { violations } = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        expect(violations.map(({ id }) => id)).toEqual([]);
      }

      const [signIn] = await Promise.all([
        page.context().waitForEvent("page"),
        page.getByRole("link", { name: "Sign in again in a new tab" }).click(),
      ]);
      await expect(signIn).toHaveURL(deskUrl(`/desk/sign-in?next=%2Fdesk%2Fsubmissions%2F${reference}`));
      // The virtual authenticator is the first tab's alone: this one signs in with a passkey of its own.
      await addVirtualAuthenticator(signIn);
      await signIn.goto(staffCommand("link", email).trimEnd().split("\n").at(-1)!);
      await signIn.getByRole("button", { name: "Register a passkey" }).click();
      await signIn.waitForURL(deskUrl("/desk/"));

      await page.getByRole("button", { name: "Send it again" }).click();
      await expect(page).toHaveURL(deskUrl(`/desk/submissions/${reference}?changed=1#change-1`));
      await expect(page.getByText(note)).toBeVisible();
    });
  });
});
