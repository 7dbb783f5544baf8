/**
 * One person on the desk from two devices (two browser contexts, each with its own passkey in Chromium's virtual
 * authenticator, the second registered with a `staff link`): removing the second device's passkey from the first
 * signs the second out at its next request, and "Sign out everywhere else" does so too; the first stays signed in.
 * The passkeys page with both sessions is photographed at 375 and 1280 px into e2e/screenshots/.
 */
import type { Browser, Page } from "@playwright/test";
import { addVirtualAuthenticator, deskOrigin, signedInPerson, staffCommand } from "./desk-staff";
import { expect, test } from "./fixtures";

/** The person's second device: a browser of its own, its passkey registered through a new link. */
async function secondDevice(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: deskOrigin });
  const phone = await context.newPage();
  await addVirtualAuthenticator(phone);
  await phone.goto(staffCommand("link", email).trimEnd().split("\n").at(-1)!);
  await phone.getByRole("button", { name: "Register a passkey" }).click();
  await phone.waitForURL("/desk/");
  return phone;
}

const signedOutAtNextRequest = async (device: Page) => {
  await device.getByRole("link", { name: "Your passkeys" }).click();
  await expect(device).toHaveURL("/desk/sign-in?next=%2Fdesk%2Fpasskeys");
  await expect(device.getByRole("heading", { level: 1 })).toHaveText("Sign in to the desk");
};

test.describe("The desk on two devices", () => {
  // Every address these tests name is the desk's.
  test.use({ waitForHydration: false, baseURL: deskOrigin });

  test("removing the second device's passkey from the first signs the second out; the first stays", async ({
    page,
    browser,
  }) => {
    const email = await signedInPerson(page, "kunle", "Kunle Ade");
    const phone = await secondDevice(browser, email);

    await page.getByRole("link", { name: "Your passkeys" }).click();
    const passkeys = page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem");
    await expect(passkeys).toHaveText([
      /^Passkey on one device, added .* WAT; last used .* WATYou signed in here with it: removing it signs you out here too\.Remove$/,
      /^Passkey on one device, added .* WAT; last used .* WATRemove$/,
    ]);
    const sessions = page.getByRole("list", { name: "Where you are signed in" }).getByRole("listitem");
    await expect(sessions).toHaveText([
      /^Chrome on Linux \(this session\)Last seen .* WATSigned in .* WAT with the passkey on one device added .* WAT$/,
      /^Chrome on LinuxLast seen .* WATSigned in .* WAT with the passkey on one device added .* WAT$/,
    ]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      await page.screenshot({ path: `e2e/screenshots/desk-devices-passkeys-${width}.png`, fullPage: true });
    }

    await expect(
      page.getByRole("button", { name: /^Remove the passkey on one device added .* WAT \([12] of 2\)$/ }),
    ).toHaveCount(2);
    await passkeys
      .nth(1)
      .getByRole("button", { name: /^Remove the passkey .* \(2 of 2\)$/ })
      .click();
    await expect(page).toHaveURL("/desk/passkeys?removed=1");
    await expect(page.getByRole("status")).toHaveText("Passkey removed, and the 1 session it opened ended.");
    await expect(passkeys).toHaveCount(1);
    await expect(sessions).toHaveCount(1);

    await signedOutAtNextRequest(phone);
    await page.getByRole("link", { name: "Queue" }).click();
    await expect(page).toHaveURL("/desk/");
    await expect(page.getByText("Signed in as Kunle Ade", { exact: true })).toBeVisible();
    await phone.context().close();
  });

  test("'Sign out everywhere else' on one device signs the other out; this one stays", async ({ page, browser }) => {
    const email = await signedInPerson(page, "ronke", "Ronke Bello");
    const phone = await secondDevice(browser, email);

    await phone.getByRole("link", { name: "Your passkeys" }).click();
    await phone.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(phone).toHaveURL("/desk/passkeys?signed-out-elsewhere=1");
    await expect(phone.getByRole("status")).toHaveText("Signed out everywhere else: 1 session ended.");
    await expect(phone.getByText("You are signed in nowhere else.")).toBeVisible();

    await signedOutAtNextRequest(page);
    await phone.getByRole("link", { name: "Queue" }).click();
    await expect(phone).toHaveURL("/desk/");
    await expect(phone.getByText("Signed in as Ronke Bello", { exact: true })).toBeVisible();
    await phone.context().close();
  });
});
