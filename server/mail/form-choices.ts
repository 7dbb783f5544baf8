/** A choice as the form shows it (`Motor` for the claim type `auto`), from the form contract's own options. */
import { claimTypes } from "../../form-contract/claim/schema";
import { quoteInsuranceTypes } from "../../form-contract/quote/schema";

const choicesOf: Record<string, readonly { value: string; label: string }[]> = {
  claimType: claimTypes,
  insuranceType: quoteInsuranceTypes,
};

/** Whether the field is one the visitor chose from a list. */
export const isChoice = (field: string) => field in choicesOf;

/** The form's words for a stored choice, or none for a value the form does not offer (a row from before a change). */
export function choiceLabel(field: string, value: string): string | undefined {
  return choicesOf[field]?.find((choice) => choice.value === value)?.label;
}
