/**
 * An officer signed out who opens a claim's "On the desk" link from a staff e-mail signs in and lands on that claim,
 * not on the queue; the sign-in page's address names the claim's desk path, and nothing else.
 */
import { fileClaim } from "./claim-filing";
import { deskUrl, signedInPerson } from "./desk-staff";
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
});
