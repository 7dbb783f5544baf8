/**
 * The classes the desk's figures group claims by: life and non-life business, as NAICOM splits insurers' claims
 * figures, then each claim type of the claim form within them. Neither a claim nor a product names its business: a
 * claim carries the form's claim type, and each product in the products file (data/products.json) its `claimType`.
 * The type "life" is the life business (its products: Group Life Assurance, Endowment Plans, Education Plans); every
 * other type is non-life, "health" with them, whose products are Health Insurance and Group Personal Accident,
 * personal accident being general (non-life) business.
 */
import { claimTypes, type ClaimType } from "../../form-contract/claim/schema";

export type Business = "Life" | "Non-life";

export interface ClaimClass {
  type: ClaimType;
  /** The claim form's words for it: "Motor", "Property", … */
  label: string;
}

const LIFE_TYPES: readonly ClaimType[] = ["life"];

export const businessOf = (type: ClaimType): Business => (LIFE_TYPES.includes(type) ? "Life" : "Non-life");

/** Life, then non-life, each with its claim types in the claim form's order. */
export const CLAIM_CLASSES: { business: Business; classes: ClaimClass[] }[] = (["Life", "Non-life"] as const).map(
  (business) => ({
    business,
    classes: claimTypes
      .filter(({ value }) => businessOf(value) === business)
      .map(({ value, label }) => ({ type: value, label })),
  }),
);

/** A stored claim's type; "other" for a value the form does not offer, which a claim stored by the form never has. */
export const claimTypeOf = (stored: unknown): ClaimType =>
  claimTypes.find(({ value }) => value === stored)?.value ?? "other";
