/**
 * The quote request as sent: the five fields of docs/specification.md §3, trimmed, plus the agreement tick and the
 * honeypot, which the service checks again. The service reads the fields with `quoteText` too.
 */
import { HONEYPOT_FIELD } from "../shared/honeypot";
import { trimmedTexts } from "../shared/text-fields";
import type { QuoteFormValues } from "./schema";

export const quoteTextFields = [
  "name",
  "email",
  "phone",
  "insuranceType",
  "message",
] as const satisfies readonly (keyof QuoteFormValues)[];

export type QuoteText = Record<(typeof quoteTextFields)[number], string>;

export interface QuotePayload extends QuoteText {
  agreement: boolean;
  [HONEYPOT_FIELD]: string;
}

/** The five text fields, trimmed and in order, from the form's values or from a request's JSON body. */
export function quoteText(source: Partial<Record<keyof QuoteText, unknown>>): QuoteText {
  return trimmedTexts(quoteTextFields, source);
}

export function buildQuotePayload(values: QuoteFormValues): QuotePayload {
  return { ...quoteText(values), agreement: values.agreement, [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] };
}
