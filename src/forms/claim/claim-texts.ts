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

/** What the documents field says of files the phone could not keep with the form's copy (Safari's private browsing). */
export const keptDocumentTexts = {
  /** Beside the documents while the form's copy is kept without its files. */
  notKept:
    "This browser will not keep the files themselves on this phone, as in private browsing. If this page reloads, what you typed stays, and so do documents that have finished uploading; any other will need choosing again.",
  /** A document brought back without its bytes, whose upload the service no longer holds whole. */
  chooseAgain: "This phone could not keep this file, and our service no longer has all of it: please choose it again.",
  checking: "Checking that we still have it…",
} as const;
