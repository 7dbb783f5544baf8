/**
 * The kinds of answer an insurer gives to a claim, and the step each belongs to (form-contract/steps/steps.ts): what
 * staff record of it are that step's own fields, in its words and checked by its rules (step-details.ts), so that an
 * answer that moves the claim gives the move its details, and one that does not shows the customer its facts as the
 * step would. Each is dated: the day the insurer answered, which for a payment is the day paid (the step's own
 * field, never asked twice).
 */
import { stepOf, type DetailField, type Step } from "../../../form-contract/steps/steps";

export const ANSWER_KINDS = ["acknowledged", "query", "adjuster", "offer", "paid", "declined"] as const;
export type AnswerKindKey = (typeof ANSWER_KINDS)[number];

export interface AnswerKind {
  key: AnswerKindKey;
  /** On the desk's form and in the timeline: "An offer". */
  staffSee: string;
  /** The form's button: "Record the offer". */
  action: string;
  /** The step its details are of, and the one it moves the claim to (when it moves it). */
  step: Step;
  /** The day the insurer answered, a day past: the step's date field where it has one (a payment's). */
  date: DetailField;
  /** The step's fields it asks, as the answer needs them. */
  fields: readonly DetailField[];
  /**
   * Whether it moves the claim to its step: `never` (an acknowledgement keeps it with the insurer), `asked` (a
   * query, when staff ask the customer for what it names), or `yes`, unless the claim is at that step already.
   */
  moves: "never" | "asked" | "yes";
}

const step = (key: string) => stepOf("claim", key)!;
const fieldsOf = (key: string, names: readonly string[]) =>
  step(key).details.filter((field) => names.includes(field.name));
const answeredOn = (label: string): DetailField => ({ name: "answeredOn", label, type: "date", required: true });

export const answerKinds: readonly AnswerKind[] = [
  {
    key: "acknowledged",
    staffSee: "Acknowledged",
    action: "Record the acknowledgement",
    step: step("with-insurer"),
    date: answeredOn("The date it was acknowledged"),
    // Optional for a move by hand, but an acknowledgement is what gives it.
    fields: fieldsOf("with-insurer", ["insurerClaimNumber"]).map((field) => ({ ...field, required: true })),
    moves: "never",
  },
  {
    key: "query",
    staffSee: "A query",
    action: "Record the query",
    step: step("documents-requested"),
    date: answeredOn("The date of the query"),
    fields: step("documents-requested").details,
    moves: "asked",
  },
  {
    key: "adjuster",
    staffSee: "A loss adjuster appointed",
    action: "Record the loss adjuster",
    step: step("being-assessed"),
    date: answeredOn("The date the adjuster was appointed"),
    fields: fieldsOf("being-assessed", ["lossAdjuster"]).map((field) => ({ ...field, required: true })),
    moves: "yes",
  },
  {
    key: "offer",
    staffSee: "An offer",
    action: "Record the offer",
    step: step("offer-made"),
    date: answeredOn("The date of the offer"),
    fields: step("offer-made").details,
    moves: "yes",
  },
  {
    key: "paid",
    staffSee: "Paid",
    action: "Record the payment",
    step: step("settled"),
    date: step("settled").details.find((field) => field.type === "date")!,
    fields: step("settled").details.filter((field) => field.type !== "date"),
    moves: "yes",
  },
  {
    key: "declined",
    staffSee: "Declined",
    action: "Record the decline",
    step: step("declined"),
    date: answeredOn("The date it was declined"),
    fields: step("declined").details,
    moves: "yes",
  },
];

export const answerKindOf = (key: string) => answerKinds.find((kind) => kind.key === key);

/** What the offer's form asks besides the step's amount: the discharge voucher, one of the claim's documents. */
export const VOUCHER_LABEL = "The discharge voucher";
