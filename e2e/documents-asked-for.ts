/** Staff asking for documents on a claim's desk page, as the browser tests do it before the documents come. */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Moves the claim shown to Waiting for documents, asking for `documents` (one a line) by name. */
export async function askForDocuments(page: Page, documents: string) {
  await page.locator("summary", { hasText: "Move to Waiting for documents" }).click();
  const move = page.locator("details[open] form");
  await move.getByLabel("Others, one a line").fill(documents);
  await move.getByRole("button", { name: "Move to Waiting for documents" }).click();
  await expect(page.locator(".state dd").first()).toHaveText("Waiting for documents");
}
