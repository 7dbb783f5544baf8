/**
 * The claim's text fields as sent and as the service reads them, from a multipart body (document_0,
 * document_1, ... beside them) or from the JSON that names its uploads, with the same `trimmedTexts`.
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
