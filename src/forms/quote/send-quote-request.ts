/** Delivers a quote request. The form only knows this function, so real delivery can replace it alone. */
import { simulateSending } from "../shared/simulate-sending";
import type { QuotePayload } from "./payload";

export type SendQuoteRequest = (payload: QuotePayload) => Promise<void>;

export const sendQuoteRequest: SendQuoteRequest = () => simulateSending();
