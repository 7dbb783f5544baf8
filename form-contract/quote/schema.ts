/** The quote request: its fields, rules and messages (docs/specification.md §5). */
import { object, type InferType } from "yup";
import { buildOnce } from "../shared/build-once";
import { HONEYPOT_FIELD, type HoneypotValues } from "../shared/honeypot";
import { choiceRule, emailRule, longTextRule, nameRule, phoneRule, tickedRule } from "../shared/rules";

const quoteInsuranceTypeValues = ["auto", "home", "life", "business", "other"] as const;
export type QuoteInsuranceType = (typeof quoteInsuranceTypeValues)[number];
/** A vehicle's cover is motor insurance, as the claim form (claim/schema.ts) and Nigerian policies call it. */
const quoteInsuranceTypeLabels: Record<QuoteInsuranceType, string> = {
  auto: "Motor",
  home: "Home",
  life: "Life",
  business: "Business",
  other: "Other",
};
export const quoteInsuranceTypes = quoteInsuranceTypeValues.map((value) => ({
  value,
  label: quoteInsuranceTypeLabels[value],
}));

export const quoteMessages = {
  name: "Name must be at least 2 characters",
  insuranceType: "Please select an insurance type",
  message: "Message must be at least 10 characters",
  agreement: "Please agree to the privacy notice and terms of use",
} as const;

/** The quote request's Yup schema, built on first use (see buildOnce). */
export const quoteSchema = buildOnce(() =>
  object({
    name: nameRule(quoteMessages.name),
    email: emailRule(),
    phone: phoneRule(),
    insuranceType: choiceRule(quoteInsuranceTypes, quoteMessages.insuranceType),
    message: longTextRule("Message", 10, quoteMessages.message),
    agreement: tickedRule(quoteMessages.agreement),
  }),
);

export type QuoteRequest = InferType<ReturnType<typeof quoteSchema>>;

/** What the form holds while the visitor types: nothing chosen, nothing ticked. */
export interface QuoteFormValues extends HoneypotValues {
  name: string;
  email: string;
  phone: string;
  insuranceType: QuoteInsuranceType | "";
  message: string;
  agreement: boolean;
}

export const emptyQuoteForm: QuoteFormValues = {
  name: "",
  email: "",
  phone: "",
  insuranceType: "",
  message: "",
  agreement: false,
  [HONEYPOT_FIELD]: "",
};
