/**
 * A field no person fills in: hidden from sight, from screen readers and from autofill. Automated
 * spam fills every field it finds, and the service refuses a submission where this one has a value.
 */
export const HONEYPOT_FIELD = "company_website";
