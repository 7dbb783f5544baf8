/**
 * A claim at "Waiting for documents" with a police report asked for, and its customer's session on the claim's
 * status page, got the ways a customer and staff get them, against the bench's service and its mail sink: the claim
 * filed through the API beside a few other claims and quote requests, so that the desk's queue holds a working day's
 * start; a member of staff added with the service's command line registers a passkey (Chromium's virtual
 * authenticator) and moves the claim on the desk, whose session the bench keeps for the queue; the customer asks for
 * a link, which the service e-mails to the sink, opens it and presses "Show my claim".
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import type { Browser, Page } from "@playwright/test";
import { claimPagePath } from "../server/claim-status/claim-status-paths";
import { SHOW_MY_CLAIM } from "../server/claim-status/pages/link-pages";
import { CLAIM_SESSION_COOKIE, DESK_SESSION_COOKIE } from "../server/session-cookies";
import { STATUS_LOOKUP_ACTION } from "../form-contract/claim-status/lookup";
import { pdfBytes, validClaimFields, validQuote } from "../tooling/sample-submissions";
import { addVirtualAuthenticator } from "../tooling/virtual-authenticator";
import { sessionCookieHeader, statusLinkIn } from "./claim-status-page";

const root = path.resolve(__dirname, "..");
const CUSTOMER_EMAIL = "bench.customer@example.com";
const STAFF_EMAIL = "bench.staff@cowryshield.com.ng";
const MAIL_WAIT_MS = 30_000;

export interface ClaimStatusSession {
  /** The claim's page, from the origin. */
  path: string;
  /** The Cookie header that carries the claim's session. */
  cookie: string;
  /** The desk's origin and the Cookie header that carries the staff member's desk session. */
  desk: { origin: string; cookie: string };
}

/** The claims and quote requests already in the queue when the bench's claim arrives: other customers'. */
const otherClaims = [
  { fullName: "Ngozi Adeyemi", email: "ngozi@example.com", claimType: "property" },
  { fullName: "Ibrahim Musa Danjuma", email: "ibrahim@example.com", claimType: "health" },
  { fullName: "Folake Bamidele", email: "folake@example.com", claimType: "auto" },
];
const otherQuotes = [
  validQuote,
  { ...validQuote, name: "Emeka Okafor", email: "emeka@example.com", insuranceType: "auto" },
];

async function fileClaim(origin: string, fields: Record<string, string>): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...validClaimFields, ...fields })) form.append(name, value);
  form.append("document_0", new Blob([pdfBytes], { type: "application/pdf" }), "repair-estimate.pdf");
  const response = await fetch(`${origin}/api/claims`, { method: "POST", body: form });
  if (response.status !== 201) throw new Error(`Filing a bench's claim answered ${response.status}`);
  return ((await response.json()) as { reference: string }).reference;
}

async function requestQuote(origin: string, quote: typeof validQuote) {
  const response = await fetch(`${origin}/api/quote-requests`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(quote),
  });
  if (response.status !== 201) throw new Error(`Requesting a bench's quote answered ${response.status}`);
}

/** `staff add` on the service's data: the registration link it prints last. */
function staffRegistrationLink(dataDir: string, port: number): string {
  const output = execFileSync(
    process.execPath,
    [path.join(root, "server/dist/cli.mjs"), "staff", "add", STAFF_EMAIL, "--name", "Bench Staff"],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, PORT: String(port) }, encoding: "utf8" },
  );
  return output.trimEnd().split("\n").at(-1)!;
}

/**
 * On the desk, as staff: the claim moved to "Waiting for documents", a police report asked for, with a message. The
 * desk is on its own origin (DESK_ORIGIN), the one the registration link names.
 */
async function askForPoliceReport(page: Page, registrationLink: string, reference: string) {
  const desk = new URL(registrationLink).origin;
  await addVirtualAuthenticator(page);
  await page.goto(registrationLink);
  await page.getByRole("button", { name: "Register a passkey" }).click();
  await page.waitForURL(`${desk}/desk/`);
  await page.goto(`${desk}/desk/submissions/${reference}`);
  await page.locator("summary", { hasText: "Move to Waiting for documents" }).click();
  const move = page.locator("details[open] form");
  await move.getByLabel("Police report").check();
  await move.getByLabel(/^Message for the customer/).fill("Please send the police report when you have it.");
  await move.getByRole("button", { name: "Move to Waiting for documents" }).click();
  await page.locator(".state dd", { hasText: "Waiting for documents" }).waitFor();
}

async function linkMail(received: ParsedMail[], reference: string): Promise<ParsedMail> {
  const started = Date.now();
  for (;;) {
    const mail = received.find((candidate) => candidate.subject === `Your link to claim ${reference}`);
    if (mail) return mail;
    if (Date.now() - started > MAIL_WAIT_MS) {
      throw new Error(`No link to claim ${reference} reached the bench's mail sink in ${MAIL_WAIT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** As the customer: a link asked for, read from the e-mail, opened, and "Show my claim" pressed. */
async function openClaimPage(page: Page, origin: string, reference: string, received: ParsedMail[]) {
  const asked = await fetch(`${origin}${STATUS_LOOKUP_ACTION}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ reference, email: CUSTOMER_EMAIL }),
  });
  if (asked.status !== 202) throw new Error(`Asking for a link to the bench's claim answered ${asked.status}`);
  const link = statusLinkIn((await linkMail(received, reference)).text ?? "", origin);
  await page.goto(link);
  const claimPage = `${origin}${claimPagePath(reference)}`;
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url() === claimPage),
    page.getByRole("button", { name: SHOW_MY_CLAIM }).click(),
  ]);
  if (answer.status() !== 200) throw new Error(`The claim's page answered ${answer.status()} after "${SHOW_MY_CLAIM}"`);
}

/**
 * The session, for the service at `origin` on `port` with its data in `dataDir`, whose mail reaches `received`.
 * Staff and customer each have a browser context of their own, as they have a phone each.
 */
export async function claimStatusSession(
  browser: Browser,
  { origin, port, dataDir, received }: { origin: string; port: number; dataDir: string; received: ParsedMail[] },
): Promise<ClaimStatusSession> {
  for (const fields of otherClaims) await fileClaim(origin, fields);
  for (const quote of otherQuotes) await requestQuote(origin, quote);
  const reference = await fileClaim(origin, { email: CUSTOMER_EMAIL });
  const registrationLink = staffRegistrationLink(dataDir, port);
  const staff = await browser.newContext();
  let deskCookie: string;
  try {
    await askForPoliceReport(await staff.newPage(), registrationLink, reference);
    deskCookie = sessionCookieHeader(await staff.cookies(), DESK_SESSION_COOKIE, "Registering a passkey");
  } finally {
    await staff.close();
  }
  const customer = await browser.newContext();
  try {
    await openClaimPage(await customer.newPage(), origin, reference, received);
    return {
      path: claimPagePath(reference),
      cookie: sessionCookieHeader(await customer.cookies(), CLAIM_SESSION_COOKIE, `"${SHOW_MY_CLAIM}"`),
      desk: { origin: new URL(registrationLink).origin, cookie: deskCookie },
    };
  } finally {
    await customer.close();
  }
}
