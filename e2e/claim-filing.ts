/** A claim filed through the API for a new address, as a test's starting point: its reference and the address. */
import type { APIRequestContext } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { validClaimFields } from "../tooling/sample-submissions";
import { expect } from "./fixtures";
import { pdfFile } from "./pdf-documents";

/** `origin`: another service's (the tests' own is the base URL's); `mailbox`: the address's first part, made unique. */
export async function fileClaim(
  request: APIRequestContext,
  { origin = "", mailbox = "status", document = "police-report.pdf" } = {},
) {
  const email = `${mailbox}-${randomUUID()}@example.com`;
  const filed = await request.post(`${origin}/api/claims`, {
    multipart: { ...validClaimFields, email, document_0: pdfFile(document) },
  });
  expect(filed.status()).toBe(201);
  return { reference: ((await filed.json()) as { reference: string }).reference, email };
}
