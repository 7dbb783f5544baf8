/** The quote form's words: its fields' labels and what it says once sent, on the form and on its result pages. */
import { contactLabels } from "../fields/contact-labels";
import type { FormWords } from "../shared/SubmissionForm";

export const quoteLabels = {
  name: contactLabels.name,
  email: contactLabels.email,
  phone: contactLabels.phone,
  insuranceType: "Insurance type",
  message: "What would you like to insure?",
  agreement: "Privacy notice and terms of use",
} as const;

export const quoteOutcome = {
  successTitle: "Request Submitted Successfully",
  successText: "Thank you. Our team will contact you shortly with your quote.",
  errorTitle: "Submission Failed",
  errorText: "There was an error submitting your request. Please try again.",
  waitingText:
    "We cannot reach our service right now. Your request is kept on this phone and will be sent by itself as soon as the connection returns: keep this page open, or come back to it later.",
};

export const quoteWords: FormWords = {
  purpose: "We use these details only to prepare your quote and contact you about it.",
  submitLabel: "Request a Quote",
  outcome: quoteOutcome,
};
