/** Delivers a quote request to the submissions service. The form only knows this function. */
import { apiUrl, readAnswer, type Receipt } from "../shared/api";
import type { QuotePayload } from "../../../form-contract/quote/payload";

export type SendQuoteRequest = (payload: QuotePayload) => Promise<Receipt>;

export const sendQuoteRequest: SendQuoteRequest = async (payload) => {
  const response = await fetch(apiUrl("/api/quote-requests"), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(payload),
  });
  return readAnswer(response.status, await response.json().catch(() => null));
};
