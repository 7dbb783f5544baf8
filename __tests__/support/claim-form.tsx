/** The claim form as its tests render and fill it. */
import { render, screen, within } from "@testing-library/react";
import { ClaimForm } from "../../src/forms/claim/ClaimForm";
import type { SendClaim } from "../../src/forms/shared/api";
import { claimTable } from "../../form-contract/__tests__/support/form-tables";
import { enter, type User } from "./form-helpers";

export function renderClaimForm(send?: SendClaim) {
  render(
    <>
      <h2 id="claim-heading">File a Claim</h2>
      <ClaimForm labelledBy="claim-heading" send={send} />
    </>,
  );
}

/** A File reporting `size` bytes without allocating them. */
export function fileOfSize(name: string, type: string, size: number, lastModified = 1_700_000_000_000): File {
  const file = new File(["x"], name, { type, lastModified });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

export const documentsInput = () => screen.getByLabelText("Supporting documents");

/** What each listed document's line says, in order. */
export const listedDocuments = () =>
  within(screen.getByRole("list", { name: "Chosen documents" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

/** Fills in every field of the claim but its documents with values that pass. */
export async function fillEveryOtherField(user: User) {
  for (const [field, label] of [
    ["fullName", "Full name"],
    ["email", "E-mail address"],
    ["phone", "Phone number"],
    ["policyNumber", "Policy number"],
    ["claimType", "Claim type"],
    ["incidentDate", "Date of the incident"],
    ["description", "What happened?"],
    ["notARobot", "I'm not a robot"],
  ] as const) {
    await enter(user, screen.getByLabelText(label), claimTable.valid[field]);
  }
}
