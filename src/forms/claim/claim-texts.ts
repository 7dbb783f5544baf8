/** The claim form's words: its fields' labels and what it says once sent, on the form and on its result pages. */
import { contactLabels } from "../fields/contact-labels";
import type { FormWords } from "../shared/SubmissionForm";

export const claimLabels = {
  fullName: contactLabels.name,
  email: contactLabels.email,
  phone: contactLabels.phone,
  policyNumber: "Policy number",
  claimType: "Claim type",
  incidentDate: "Date of the incident",
  description: "What happened?",
  documents: "Supporting documents",
  notARobot: "I'm not a robot",
} as const;

export const claimOutcome = {
  successTitle: "Claim Submitted Successfully",
  successText: "Our claims team will review your claim and contact you shortly.",
  errorTitle: "Submission Failed",
  errorText: "There was an error submitting your claim. Please try again.",
  waitingText:
    "We cannot reach our service right now. Your claim is kept on this phone and will be sent by itself as soon as the connection returns: keep this page open, or come back to it later.",
};

export const claimWords: FormWords = {
  purpose: "We use these details and documents only to process your claim with your insurer.",
  submitLabel: "Submit Claim",
  outcome: claimOutcome,
};
