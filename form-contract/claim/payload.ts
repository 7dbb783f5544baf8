/**
 * The claim as sent: multipart form data with the text fields, the robot tick and the honeypot (which the
 * service checks again), and the files as document_0, document_1, ... The service reads the text fields
 * with the same `claimTextFields` and `trimmedTexts`.
 */
import { HONEYPOT_FIELD } from "../shared/honeypot";
import { trimmedTexts } from "../shared/text-fields";
import type { ClaimFormValues } from "./schema";
import type { ClaimWithUploads } from "./uploads";

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
  for (const [field, value] of Object.entries(trimmedTexts(claimTextFields, values))) {
    payload.append(field, value);
  }
  payload.append("notARobot", String(values.notARobot));
  payload.append(HONEYPOT_FIELD, values[HONEYPOT_FIELD]);
  values.documents.forEach((file, index) => payload.append(`document_${index}`, file, file.name));
  return payload;
}

/** The claim as JSON naming its documents' uploads, in the order they are listed (see uploads.ts). */
export function buildClaimWithUploads(values: ClaimFormValues, claimKey: string, uploads: string[]): ClaimWithUploads {
  return {
    ...trimmedTexts(claimTextFields, values),
    notARobot: values.notARobot,
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
    claimKey,
    uploads,
  };
}
