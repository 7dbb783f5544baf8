/** The quote request as sent: the specification's five fields, trimmed; the agreement tick stays in the form. */
import type { QuoteFormValues } from "./schema";

export interface QuotePayload {
  name: string;
  email: string;
  phone: string;
  insuranceType: string;
  message: string;
}

export function buildQuotePayload(values: QuoteFormValues): QuotePayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    insuranceType: values.insuranceType,
    message: values.message.trim(),
  };
}
