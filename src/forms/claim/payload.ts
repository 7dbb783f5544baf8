/** The claim as sent: multipart form data with the text fields and the files as document_0, document_1, ... */
import type { ClaimFormValues } from "./schema";

export const claimTextFields = [
  "fullName",
  "email",
  "phone",
  "policyNumber",
  "claimType",
  "incidentDate",
  "description",
] as const satisfies readonly (keyof ClaimFormValues)[];

export function buildClaimPayload(values: ClaimFormValues): FormData {
  const payload = new FormData();
  for (const field of claimTextFields) {
    payload.append(field, values[field].trim());
  }
  values.documents.forEach((file, index) => payload.append(`document_${index}`, file, file.name));
  return payload;
}
