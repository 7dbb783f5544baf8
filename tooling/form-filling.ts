/** Filling in the site's forms as a visitor would, shared by the browser tests. */
import type { Locator, Page } from "@playwright/test";

/** Fills in the name, e-mail address and phone number, which every form asks for alike. */
async function fillContactFields(form: Locator, name: string, email: string, phone: string) {
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("Phone number").fill(phone);
}

export interface QuoteEntries {
  name: string;
  email: string;
  phone: string;
  insuranceType: string;
  message: string;
}

/** Fills in every field of a quote form and ticks the agreement. */
export async function fillQuote(form: Locator, entries: QuoteEntries) {
  await fillContactFields(form, entries.name, entries.email, entries.phone);
  await form.getByLabel("Insurance type").selectOption(entries.insuranceType);
  await form.getByLabel("What would you like to insure?").fill(entries.message);
  await form.getByRole("checkbox", { name: /I agree to the privacy notice/ }).check();
  return form;
}

export interface ClaimEntries {
  fullName: string;
  email: string;
  phone: string;
  policyNumber: string;
  claimType: string;
  incidentDate: string;
  description: string;
}

/** Opens /claims (on another origin when given) and fills in every field of the claim form but the documents. */
export async function fillClaim(page: Page, entries: ClaimEntries, origin = "") {
  await page.goto(`${origin}/claims/`);
  return fillClaimFields(page.locator("#claims-form form"), entries);
}

/** Fills in every field of the claim form but the documents. */
export async function fillClaimFields(form: Locator, entries: ClaimEntries) {
  await fillContactFields(form, entries.fullName, entries.email, entries.phone);
  await form.getByLabel("Policy number").fill(entries.policyNumber);
  await form.getByLabel("Claim type").selectOption(entries.claimType);
  await form.getByLabel("Date of the incident").fill(entries.incidentDate);
  await form.getByLabel("What happened?").fill(entries.description);
  await form.getByRole("checkbox", { name: "I'm not a robot" }).check();
  return form;
}
