/**
 * The insurer's form on the desk (/desk/insurers/new and each insurer's page), checked as staff send it: a name of
 * 1 to 120 characters on one line; one or more claims e-mail addresses, one a line or separated by commas, each one
 * the forms' e-mail rule accepts; a phone number read as Nigerian unless it names its country, kept as it is dialled
 * from abroad; the Service Charter's days, 1 to 30 working days to acknowledge and 1 to 90 days to make an offer; and
 * the products ticked. Each problem names its field, for the page's error summary.
 */
import { ANY_CONTROL } from "../../form-contract/shared/control-characters";
import { emailRule } from "../../form-contract/shared/rules";
import { parseTypedPhone } from "../submissions/typed-phone";
import { CHARTER_DEFAULTS, type Insurer, type InsurerDetails } from "../storage/insurers/insurers";
import type { ProblemLink } from "./pages/error-summary";

export const INSURER_LIMITS = {
  nameMax: 120,
  emailsMax: 10,
  acknowledgeWorkingDaysMax: 30,
  offerDaysMax: 90,
} as const;

/** The form's fields as typed, to show it again. */
export interface InsurerFormValues {
  name: string;
  claimsEmails: string;
  phone: string;
  acknowledgeWorkingDays: string;
  offerDays: string;
  products: string[];
}

/** The ids of the form's fields, which the error summary's links lead to. */
export const INSURER_FIELDS = {
  name: "insurer-name",
  claimsEmails: "insurer-claims-emails",
  phone: "insurer-phone",
  acknowledgeWorkingDays: "insurer-acknowledge-days",
  offerDays: "insurer-offer-days",
} as const;

/** A new insurer's form: the Service Charter's days the usual ones. */
export const NEW_INSURER: InsurerFormValues = {
  name: "",
  claimsEmails: "",
  phone: "",
  acknowledgeWorkingDays: String(CHARTER_DEFAULTS.acknowledgeWorkingDays),
  offerDays: String(CHARTER_DEFAULTS.offerDays),
  products: [],
};

/** An insurer's form filled with its details, its claims addresses one a line. */
export const valuesOf = (insurer: Insurer, products: string[]): InsurerFormValues => ({
  name: insurer.name,
  claimsEmails: insurer.claimsEmails.join("\n"),
  phone: insurer.phone,
  acknowledgeWorkingDays: String(insurer.acknowledgeWorkingDays),
  offerDays: String(insurer.offerDays),
  products,
});

type Sent = Record<string, string | string[] | undefined> | undefined;

const textOf = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** What a form sent, as its fields. */
export function sentValues(sent: Sent): InsurerFormValues {
  const products = sent?.products;
  return {
    name: textOf(sent?.name),
    claimsEmails: textOf(sent?.claimsEmails),
    phone: textOf(sent?.phone),
    acknowledgeWorkingDays: textOf(sent?.acknowledgeWorkingDays),
    offerDays: textOf(sent?.offerDays),
    products: Array.isArray(products) ? products : products === undefined ? [] : [products],
  };
}

const problem = (field: keyof typeof INSURER_FIELDS, text: string): ProblemLink => ({
  text,
  field: INSURER_FIELDS[field],
});

/** The insurer's name is on the list already, as the list writes it. */
export const nameTaken = (listed: string) => problem("name", `${listed} is already on the list`);

function checkedName(typed: string): string | ProblemLink {
  const name = typed.trim();
  if (name === "") return problem("name", "Enter the insurer's name");
  if (ANY_CONTROL.test(name))
    return problem("name", "The insurer's name must be on one line, without hidden characters");
  if ([...name].length > INSURER_LIMITS.nameMax) {
    return problem("name", `The insurer's name must be at most ${INSURER_LIMITS.nameMax} characters`);
  }
  return name;
}

function checkedEmails(typed: string): string[] | ProblemLink {
  const given = typed.split(/[\s,;]+/).filter((address) => address !== "");
  if (given.length === 0) return problem("claimsEmails", "Enter the insurer's claims e-mail address");
  const wrong = given.find((address): boolean => !emailRule().isValidSync(address));
  if (wrong !== undefined) {
    return problem("claimsEmails", `“${wrong}” is not an e-mail address: write each like claims@insurer.com.ng`);
  }
  const once = given.filter(
    (address, index) => given.findIndex((other) => other.toLowerCase() === address.toLowerCase()) === index,
  );
  if (once.length > INSURER_LIMITS.emailsMax) {
    return problem("claimsEmails", `Give at most ${INSURER_LIMITS.emailsMax} claims e-mail addresses`);
  }
  return once;
}

function checkedPhone(typed: string): string | ProblemLink {
  if (typed.trim() === "") return problem("phone", "Enter the insurer's phone number");
  const number = ANY_CONTROL.test(typed) ? undefined : parseTypedPhone(typed);
  if (!number?.isValid()) {
    return problem(
      "phone",
      "Enter a phone number in Nigeria, like 0201 280 0700 or 0803 555 0100, or one with its country code",
    );
  }
  return number.formatInternational();
}

function checkedDays(field: "acknowledgeWorkingDays" | "offerDays", typed: string): number | ProblemLink {
  const max = field === "offerDays" ? INSURER_LIMITS.offerDaysMax : INSURER_LIMITS.acknowledgeWorkingDaysMax;
  const days = /^\s*\d{1,3}\s*$/.test(typed) ? Number(typed) : Number.NaN;
  if (days >= 1 && days <= max) return days;
  return problem(
    field,
    field === "offerDays"
      ? `The days to make an offer must be a whole number from 1 to ${max}`
      : `The working days to acknowledge a claim must be a whole number from 1 to ${max}`,
  );
}

const isProblem = (value: unknown): value is ProblemLink =>
  typeof value === "object" && value !== null && "field" in value;

/** The insurer's details from its form, or each problem with them, in the form's order. */
export function checkedInsurer(values: InsurerFormValues): { details: InsurerDetails } | { problems: ProblemLink[] } {
  const name = checkedName(values.name);
  const claimsEmails = checkedEmails(values.claimsEmails);
  const phone = checkedPhone(values.phone);
  const acknowledgeWorkingDays = checkedDays("acknowledgeWorkingDays", values.acknowledgeWorkingDays);
  const offerDays = checkedDays("offerDays", values.offerDays);
  const problems = [name, claimsEmails, phone, acknowledgeWorkingDays, offerDays].filter(isProblem);
  if (isProblem(name) || isProblem(claimsEmails) || isProblem(phone)) return { problems };
  if (isProblem(acknowledgeWorkingDays) || isProblem(offerDays)) return { problems };
  return { details: { name, claimsEmails, phone, acknowledgeWorkingDays, offerDays } };
}
