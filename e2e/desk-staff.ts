/**
 * The desk's people as the browser tests make them: added with the command line on the tests' service's data, and
 * signed in with Chromium's virtual authenticator (a platform passkey with user verification); and the record.
 */
import type { Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { addVirtualAuthenticator } from "../tooling/virtual-authenticator";

const root = path.join(__dirname, "..");
export const port = Number(process.env.E2E_PORT ?? 9400);
/**
 * The desk's origin in the browser tests, apart from the site's (baseURL, http://localhost:PORT): playwright.config.ts
 * starts the service with this DESK_ORIGIN. Chromium takes *.localhost to this machine itself; Node may not, so a
 * request from the test's own process must go to 127.0.0.1 with the desk's Host (as e2e/nginx.spec.ts's do).
 */
export const deskOrigin = `http://desk.localhost:${port}`;
/** A desk address (`/desk/…`) on the desk's origin: every desk spec goes there by this. */
export const deskUrl = (deskPath: string) => `${deskOrigin}${deskPath}`;
/**
 * `npm run -s submissions -- staff add` on the tests' service's data: the registration link it prints last. The
 * address is made unique, as the service's data outlives a test that runs again (--repeat-each).
 */
export function addPerson(mailbox: string, name: string): string {
  return addedPerson(mailbox, name).link;
}

/** `addPerson`, with the address it made. */
export function addedPerson(mailbox: string, name: string) {
  const email = `${mailbox}.${randomUUID().slice(0, 8)}@cowryshield.com.ng`;
  const output = staffCommand("add", email, "--name", name);
  return { email, link: output.trimEnd().split("\n").at(-1)! };
}

/** `npm run -s submissions -- …` on the tests' service's data: what it printed. */
export function submissionsCommand(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(root, "server/dist/cli.mjs"), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: "var/e2e", PORT: String(port), DESK_ORIGIN: deskOrigin },
    encoding: "utf8",
  });
}

export const staffCommand = (...args: string[]) => submissionsCommand("staff", ...args);

/** `audit --reference`: each line's who and what, without its time and address. */
export const auditOf = (reference: string): string[] =>
  submissionsCommand("audit", "--reference", reference)
    .trimEnd()
    .split("\n")
    .map((line) => line.split("  ").slice(1, 3).join("  "));

export { addVirtualAuthenticator };

/** A new person on the desk, registered with a passkey in `page` and signed in: answers their address. */
export async function signedInPerson(page: Page, mailbox: string, name: string): Promise<string> {
  await addVirtualAuthenticator(page);
  const { email, link } = addedPerson(mailbox, name);
  await page.goto(link);
  await page.getByRole("button", { name: "Register a passkey" }).click();
  await page.waitForURL(deskUrl("/desk/"));
  return email;
}
