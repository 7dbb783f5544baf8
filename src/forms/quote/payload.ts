/**
 * The quote request as sent: the specification's five fields, trimmed, plus the agreement tick and the
 * honeypot, which the service checks again.
 */
import { HONEYPOT_FIELD } from "../shared/honeypot";
import type { QuoteFormValues } from "./schema";

export interface QuotePayload {
  name: string;
  email: string;
  phone: string;
  insuranceType: string;
  message: string;
  agreement: boolean;
  [HONEYPOT_FIELD]: string;
}

export function buildQuotePayload(values: QuoteFormValues): QuotePayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    insuranceType: values.insuranceType,
    message: values.message.trim(),
    agreement: values.agreement,
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
  };
}
