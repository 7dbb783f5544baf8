/** Delivers a quote request to the submissions service, as JSON with its idempotency key. */
import { postSubmission, type Receipt } from "../shared/api";
import type { QuotePayload } from "../../../form-contract/quote/payload";

export type SendQuoteRequest = (payload: QuotePayload, key: string) => Promise<Receipt>;

export const sendQuoteRequest: SendQuoteRequest = (payload, key) => postSubmission("/api/quote-requests", payload, key);
