/**
 * The staff's desk in Chromium with its virtual authenticator (a platform passkey with user verification): a person
 * added with the command line registers a passkey through their link, signs out and in again; the link a second
 * time is refused; the pages pass axe at 375 and 1280 px and are photographed into e2e/screenshots/.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, test } from "./fixtures";

const root = path.join(__dirname, "..");
const port = Number(process.env.E2E_PORT ?? 9400);
const NEEDS_SCRIPT =
  "A passkey needs JavaScript, which is off or has not loaded in this browser. Turn it on and reload this page.";
const LINK_NOT_USABLE =
  "This registration link has been used or has expired (a link works once, for 24 hours). Ask whoever runs the desk for a new one.";

/**
 * `npm run -s submissions -- staff add` on the tests' service's data: the registration link it prints last. The
 * address is made unique, as the service's data outlives a test that runs again (--repeat-each).
 */
function addPerson(mailbox: string, name: string): string {
  const email = `${mailbox}.${randomUUID().slice(0, 8)}@cowryshield.com.ng`;
  const output = execFileSync(
    process.execPath,
    [path.join(root, "server/dist/cli.mjs"), "staff", "add", email, "--name", name],
    { cwd: root, env: { ...process.env, DATA_DIR: "var/e2e", PORT: String(port) }, encoding: "utf8" },
  );
  return output.trimEnd().split("\n").at(-1)!;
}

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

async function expectAccessible(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(
      results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`),
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await page.screenshot({ path: `e2e/screenshots/desk-${name}-${width}.png`, fullPage: true });
  }
}

test.describe("The desk", () => {
  test.use({ waitForHydration: false });

  test("a person added with the command line registers a passkey, signs out, and signs in with it", async ({
    page,
  }) => {
    const link = addPerson("amaka", "Amaka Nwachukwu");
    expect(link).toMatch(new RegExp(`^http://localhost:${port}/desk/register#[A-Za-z0-9_-]{43}$`));
    await addVirtualAuthenticator(page);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Register a passkey");
    await expectAccessible(page, "register");
    await page.getByRole("button", { name: "Register a passkey" }).click();
    await expect(page).toHaveURL("/desk/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Amaka Nwachukwu");
    await expect(page.getByText("Signed in as Amaka Nwachukwu", { exact: true })).toBeVisible();
    await expect(page.getByRole("listitem")).toHaveText([/^Passkey on one device, added .* WAT; not used yet$/]);
    await expectAccessible(page, "home");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/desk/sign-in");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the desk");
    await expectAccessible(page, "sign-in");
    await page.goto("/desk/");
    await expect(page).toHaveURL("/desk/sign-in");

    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL("/desk/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Amaka Nwachukwu");
    await expect(page.getByRole("listitem")).toHaveText([/; last used .* WAT$/]);
  });

  test.describe("a registration link used once already", () => {
    // The browser reports the refusal of the link on its console too.
    test.use({ expectedProblems: [/410.*\/desk\/register\/options\)?$/] });

    test("is refused, saying why", async ({ page }) => {
      const link = addPerson("bode", "Bode Akin");
      await addVirtualAuthenticator(page);
      await page.goto(link);
      await page.getByRole("button", { name: "Register a passkey" }).click();
      await expect(page).toHaveURL("/desk/");

      await page.goto(link);
      await page.getByRole("button", { name: "Register a passkey" }).click();
      await expect(page.getByRole("status")).toHaveText(LINK_NOT_USABLE);
      await expect(page.getByRole("button", { name: "Register a passkey" })).toBeHidden();
    });
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the sign-in page says a passkey needs scripts", async ({ page }) => {
      await page.goto("/desk/sign-in");
      await expect(page.getByRole("status")).toHaveText(NEEDS_SCRIPT);
      await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeHidden();
    });
  });
});
