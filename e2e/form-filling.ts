/** Opens /claims and fills in every field of the claim form but the documents, as a visitor would. */
import type { Page } from "@playwright/test";

export interface ClaimEntries {
  fullName: string;
  email: string;
  phone: string;
  policyNumber: string;
  claimType: string;
  incidentDate: string;
  description: string;
}

export async function fillClaim(page: Page, entries: ClaimEntries) {
  await page.goto("/claims");
  const form = page.locator("#claims-form form");
  await form.getByLabel("Full name").fill(entries.fullName);
  await form.getByLabel("E-mail address").fill(entries.email);
  await form.getByLabel("Phone number").fill(entries.phone);
  await form.getByLabel("Policy number").fill(entries.policyNumber);
  await form.getByLabel("Claim type").selectOption(entries.claimType);
  await form.getByLabel("Date of the incident").fill(entries.incidentDate);
  await form.getByLabel("What happened?").fill(entries.description);
  await form.getByRole("checkbox", { name: "I'm not a robot" }).check();
  return form;
}
