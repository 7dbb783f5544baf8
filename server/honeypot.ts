import { SubmissionRejected } from "./validation";

export const honeypotMessage = "Your submission could not be accepted.";

/** Refuses a submission whose hidden honeypot field holds anything. */
export function rejectHoneypot(value: unknown): void {
  if (value !== undefined && value !== "") throw new SubmissionRejected({ form: honeypotMessage });
}
