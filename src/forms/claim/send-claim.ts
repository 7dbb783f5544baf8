/** Delivers a claim whose documents are uploaded: JSON naming its uploads, with its idempotency key. */
import type { ClaimWithUploads } from "../../../form-contract/claim/uploads";
import { postSubmission, type Receipt } from "../shared/api";

export type SendClaim = (claim: ClaimWithUploads, key: string) => Promise<Receipt>;

export const sendClaim: SendClaim = (claim, key) => postSubmission("/api/claims", claim, key);
