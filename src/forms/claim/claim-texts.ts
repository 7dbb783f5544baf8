/** The claim form's words: its fields' labels and what it says once sent, on the form and on its result pages. */
export const claimLabels = {
  fullName: "Full name",
  email: "E-mail address",
  phone: "Phone number",
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
