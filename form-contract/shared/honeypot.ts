/**
 * A field no person fills in: off screen, hidden from screen readers, out of the tab order and of
 * autofill. Automated spam fills every field it finds; the service refuses a submission where this one
 * has a value.
 */
export const HONEYPOT_FIELD = "company_website";

export interface HoneypotValues {
  [HONEYPOT_FIELD]: string;
}
