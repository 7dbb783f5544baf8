/** A customer's browser on their claim's page, as customers reach it: the lookup's e-mailed link and "Show my claim". */
import type { Browser } from "@playwright/test";
import { port } from "./desk-staff";
import { expect } from "./fixtures";
import { linkFor } from "./status-link-mail";

export async function onClaimPage(browser: Browser, reference: string, email: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL: `http://localhost:${port}`, javaScriptEnabled });
  const looked = await context.request.post("/api/claim-status-links", { form: { reference, email } });
  expect(looked.status()).toBe(202);
  const customer = await context.newPage();
  await customer.goto(await linkFor(email));
  await customer.getByRole("button", { name: "Show my claim" }).click();
  await expect(customer).toHaveURL(`/claim-status/claims/${reference}`);
  return { context, customer };
}
