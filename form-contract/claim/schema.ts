/** The claim: its fields, rules and messages (docs/specification.md §5). Importable by server code too. */
import { array, mixed, object, string } from "yup";
import { localToday } from "../shared/local-today";
import { buildOnce } from "../shared/build-once";
import { HONEYPOT_FIELD, type HoneypotValues } from "../shared/honeypot";
import { choiceRule, emailRule, longTextRule, nameRule, oneLineText, phoneRule, tickedRule } from "../shared/rules";
import { documentChecks, documentMessages, MAX_DOCUMENTS, type DocumentLike, type ListedDocument } from "./documents";
import { isRealDate } from "../shared/real-date";

export const claimMessages = {
  fullName: "Full name must be at least 2 characters",
  policyNumber: "Policy number is required",
  claimType: "Please select a claim type",
  incidentDate: "Incident date is required",
  incidentDateFuture: "Incident date cannot be in the future",
  description: "Description must be at least 20 characters",
  documentsRequired: "At least one supporting document is required",
  documentsTooMany: `You can attach up to ${MAX_DOCUMENTS} documents`,
  ...documentMessages,
  robot: "Please confirm that you are not a robot",
} as const;

const claimTypeValues = ["auto", "property", "health", "life", "business", "other"] as const;
export type ClaimType = (typeof claimTypeValues)[number];
/** A claim on a vehicle is a motor claim, as Nigerian policies and the products' pages call it. */
const claimTypeLabels: Record<ClaimType, string> = {
  auto: "Motor",
  property: "Property",
  health: "Health",
  life: "Life",
  business: "Business",
  other: "Other",
};
export const claimTypes = claimTypeValues.map((value) => ({ value, label: claimTypeLabels[value] }));

/** Every rule a document breaks is told, each its own error. */
const documentRule = () =>
  documentChecks.reduce(
    (rule, check) => rule.test(check.name, check.message, (file) => file === undefined || check.passes(file)),
    mixed<DocumentLike>(),
  );

/** The claim's Yup schema, built on first use (see buildOnce). */
export const claimSchema = buildOnce(() =>
  object({
    fullName: nameRule(claimMessages.fullName),
    email: emailRule(),
    phone: phoneRule(),
    policyNumber: oneLineText()
      .max(50, "Policy number must be at most 50 characters")
      .required(claimMessages.policyNumber),
    claimType: choiceRule(claimTypes, claimMessages.claimType),
    incidentDate: string()
      .test("real-date", claimMessages.incidentDate, (date) => date === undefined || isRealDate(date))
      .test("not-in-future", claimMessages.incidentDateFuture, (date) => date === undefined || date <= localToday())
      .required(claimMessages.incidentDate),
    description: longTextRule("Description", 20, claimMessages.description),
    documents: array()
      .of(documentRule().required())
      .min(1, claimMessages.documentsRequired)
      .max(MAX_DOCUMENTS, claimMessages.documentsTooMany)
      .required(claimMessages.documentsRequired),
    notARobot: tickedRule(claimMessages.robot),
  }),
);

export interface ClaimFormValues extends HoneypotValues {
  fullName: string;
  email: string;
  phone: string;
  policyNumber: string;
  claimType: ClaimType | "";
  incidentDate: string;
  description: string;
  documents: ListedDocument[];
  notARobot: boolean;
}

export const emptyClaimForm: ClaimFormValues = {
  fullName: "",
  email: "",
  phone: "",
  policyNumber: "",
  claimType: "",
  incidentDate: "",
  description: "",
  documents: [],
  notARobot: false,
  [HONEYPOT_FIELD]: "",
};
