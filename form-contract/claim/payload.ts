/**
 * The claim's text fields as sent and as the service reads them, from a multipart body (document_0,
 * document_1, ... beside them) or from the JSON that names its uploads, with the same `trimmedTexts`.
 */
import { HONEYPOT_FIELD, type HoneypotValues } from "../shared/honeypot";
import { trimmedTexts } from "../shared/text-fields";
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

type ClaimText = Record<(typeof claimTextFields)[number], string>;

/** The claim as JSON once its documents are uploaded: POST /api/claims with `Content-Type: application/json`. */
export interface ClaimWithUploads extends ClaimText, HoneypotValues {
  notARobot: boolean;
  claimKey: string;
  /** Upload ids, in the order the documents are listed. */
  uploads: string[];
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
