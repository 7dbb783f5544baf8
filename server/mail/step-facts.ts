/**
 * What staff gave with a move, in the customer's words, for the claim's page and the step's e-mail alike: its facts
 * ("Offered: ₦1,250,000", "Paid on: Friday 27 November 2026") and the date they are asked to act by ("Please send
 * these by Saturday 12 December 2026."). Only the fields a step shows its customer (steps.ts's `customerSees`), so
 * staff never type them again in the message.
 */
import { koboAsNaira, type StepDetails } from "../../form-contract/steps/step-details";
import type { Step } from "../../form-contract/steps/steps";
import { writtenDate } from "./lagos-time";

export interface CustomerFact {
  label: string;
  value: string;
}

/** The facts of a move, in the order its step asks for them. */
export function customerFacts(step: Step, details: StepDetails): CustomerFact[] {
  return step.details.flatMap((field) => {
    const value = details[field.name];
    if (field.customerSees === undefined || field.type === "due-date" || value === undefined || Array.isArray(value)) {
      return [];
    }
    const written = typeof value === "number" ? koboAsNaira(value) : field.type === "date" ? writtenDate(value) : value;
    return [{ label: field.customerSees, value: written }];
  });
}

/** What the customer is asked to do by the date staff set, as a sentence; undefined where they set none. */
export function customerDue(step: Step, details: StepDetails): string | undefined {
  const field = step.details.find((candidate) => candidate.type === "due-date");
  const value = field && details[field.name];
  return field?.customerSees !== undefined && typeof value === "string"
    ? `${field.customerSees} ${writtenDate(value)}.`
    : undefined;
}
