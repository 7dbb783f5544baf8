/**
 * The steps a claim and a quote request go through, in one place: the desk moves submissions through them, and the
 * e-mails and the customer's page show them. Each step has the words staff see, the words the customer sees, and
 * what staff give when they move a submission to it (step-details.ts checks that), and what the customer is told by
 * e-mail of a move to it. The moves allowed between them are docs/operations.md's "Steps and moves".
 */
/** A claim or a quote request, as the service stores its kind. */
export type SubmissionKind = "claim" | "quote";

/**
 * What staff give with a move: `naira` is typed in naira and kept in kobo; `date` (a day past, as a payment's) and
 * `due-date` (a day to come, as the one the customer is asked to send documents by) are YYYY-MM-DD.
 */
export interface DetailField {
  name: string;
  /** The words on the desk's form, and in the refusal when it is missing or wrong. */
  label: string;
  type: "text" | "naira" | "date" | "due-date" | "documents";
  required: boolean;
  /**
   * The words the customer reads it with, on their claim's page and in the step's e-mail: a fact ("Offered:
   * ₦1,250,000"), or for a `due-date` the start of what they are asked ("Please send these by 12 December …").
   * Absent for what the customer is not shown that way (the documents asked for are a list of their own).
   */
  customerSees?: string;
}

/** Whether the customer is e-mailed of a move to a step (server/mail/step-mail.ts), staff willing. */
export interface CustomerMail {
  /** Sent only when staff write a message: a quote request's customer does not follow its steps. */
  onlyWithMessage: boolean;
}

export interface Step {
  key: string;
  staffSee: string;
  customerSees: string;
  details: readonly DetailField[];
  /**
   * What happens next at this step, or what the customer is to do, in their words: on the claim's status page and in
   * the e-mail of a move to it. Absent for the steps of a quote request the customer never hears of.
   */
  customerNext?: string;
  /**
   * At a step that asks the customer for documents, what their claim's page says instead once every one has come:
   * the step stays until staff move the claim on, but the customer has nothing more to send.
   */
  onceDocumentsIn?: { customerSees: string; customerNext: string };
  /** Absent where the customer never hears of a move to it (a start, which no move reaches; a quote's own steps). */
  customerMail?: CustomerMail;
  /** A step that ends the submission's work: leaving it is reopening, which needs a reason. */
  closed: boolean;
  /** The steps it may move to. */
  next: readonly string[];
}

const text = (name: string, label: string, required = true, customerSees?: string): DetailField => ({
  name,
  label,
  type: "text",
  required,
  ...(customerSees !== undefined && { customerSees }),
});

/** Every open claim step may end as declined or withdrawn; a closed one reopens into review. */
const endings = ["declined", "withdrawn"] as const;

export const claimSteps: readonly Step[] = [
  {
    key: "received",
    staffSee: "Received",
    customerSees: "We have your claim",
    details: [],
    customerNext: "A claims officer reviews your claim and contacts you within one working day, by phone or e-mail.",
    closed: false,
    next: ["in-review", "documents-requested", ...endings],
  },
  {
    key: "in-review",
    staffSee: "In review",
    customerSees: "We are checking your claim",
    details: [],
    customerNext:
      "We are checking what you sent. There is nothing you need to do for now: we will e-mail you when your claim moves on.",
    customerMail: { onlyWithMessage: false },
    closed: false,
    next: ["documents-requested", "with-insurer", ...endings],
  },
  {
    key: "documents-requested",
    staffSee: "Waiting for documents",
    customerSees: "We need documents from you",
    details: [
      { name: "documents", label: "The documents needed", type: "documents", required: true },
      {
        name: "sendBy",
        label: "The date to send them by",
        type: "due-date",
        required: false,
        customerSees: "Please send these by",
      },
    ],
    customerNext:
      "Please send us the documents listed: from your claim's page online, by e-mail, or at one of our offices. We carry on with your claim once they arrive.",
    onceDocumentsIn: {
      customerSees: "We have your documents",
      customerNext:
        "Thank you: we have every document we asked for. A claims officer is checking them, and we will e-mail you when your claim moves on.",
    },
    customerMail: { onlyWithMessage: false },
    closed: false,
    // Back to review once they come, or on to the insurer, or back to the insurer or adjuster who asked for them.
    next: ["in-review", "with-insurer", "being-assessed", ...endings],
  },
  {
    key: "with-insurer",
    staffSee: "With the insurer",
    customerSees: "Sent to the insurer",
    details: [
      text("insurer", "The insurer's name", true, "Insurer"),
      // Known once the insurer acknowledges the claim: a claim pack moves it here before that.
      text("insurerClaimNumber", "The insurer's claim number", false, "Insurer's claim number"),
    ],
    customerNext:
      "We have sent your claim to your insurer and we follow it up for you. We will e-mail you when your claim moves on.",
    customerMail: { onlyWithMessage: false },
    closed: false,
    next: ["documents-requested", "being-assessed", "offer-made", ...endings],
  },
  {
    key: "being-assessed",
    staffSee: "Being assessed",
    customerSees: "Being assessed",
    details: [text("lossAdjuster", "The loss adjuster", false, "Loss adjuster")],
    customerNext:
      "The insurer is assessing your loss, and a loss adjuster may contact you to see the damage or ask questions. We will e-mail you when the assessment is done.",
    customerMail: { onlyWithMessage: false },
    closed: false,
    next: ["documents-requested", "offer-made", ...endings],
  },
  {
    key: "offer-made",
    staffSee: "Offer made",
    customerSees: "Offer made",
    details: [{ name: "amount", label: "The amount offered", type: "naira", required: true, customerSees: "Offered" }],
    customerNext: "We will contact you to go through the offer. Tell us whether you accept it or want to dispute it.",
    customerMail: { onlyWithMessage: false },
    closed: false,
    // An offer the customer disputes goes back to assessment, and a new offer follows from there.
    next: ["settled", "being-assessed", ...endings],
  },
  {
    key: "settled",
    staffSee: "Settled",
    customerSees: "Paid",
    details: [
      { name: "amount", label: "The amount paid", type: "naira", required: true, customerSees: "Paid" },
      { name: "paidOn", label: "The date paid", type: "date", required: true, customerSees: "Paid on" },
    ],
    customerNext: "Your claim has been paid and is now closed. If the payment has not reached you, tell us.",
    customerMail: { onlyWithMessage: false },
    closed: true,
    next: ["in-review"],
  },
  {
    key: "declined",
    staffSee: "Declined",
    customerSees: "Declined",
    details: [text("reason", "The reason it was declined", true, "Reason")],
    customerNext:
      "Your claim is closed. If you think the decision is wrong, call us or e-mail us and we will look at it again.",
    customerMail: { onlyWithMessage: false },
    closed: true,
    next: ["in-review"],
  },
  {
    key: "withdrawn",
    staffSee: "Withdrawn",
    customerSees: "Withdrawn",
    details: [],
    customerNext: "Your claim is closed. If you did not mean to withdraw it, call us or e-mail us.",
    customerMail: { onlyWithMessage: false },
    closed: true,
    next: ["in-review"],
  },
];

export const quoteSteps: readonly Step[] = [
  {
    key: "new",
    staffSee: "New",
    customerSees: "We have your request",
    details: [],
    closed: false,
    next: ["contacted", "quote-sent", "lost"],
  },
  {
    key: "contacted",
    staffSee: "Contacted",
    customerSees: "We have been in touch",
    details: [],
    closed: false,
    next: ["quote-sent", "lost"],
  },
  {
    key: "quote-sent",
    staffSee: "Quote sent",
    customerSees: "Quote sent",
    details: [],
    customerNext:
      "Read the quote, and call us or e-mail us with any questions. Your cover starts once the premium is paid.",
    customerMail: { onlyWithMessage: true },
    closed: false,
    next: ["won", "lost", "contacted"],
  },
  { key: "won", staffSee: "Won", customerSees: "Cover arranged", details: [], closed: true, next: ["contacted"] },
  {
    key: "lost",
    staffSee: "Lost",
    customerSees: "Closed",
    details: [text("reason", "Why it was lost", false)],
    closed: true,
    next: ["contacted"],
  },
];

export const stepsOf: Record<SubmissionKind, readonly Step[]> = { claim: claimSteps, quote: quoteSteps };

/** Where every submission of the kind starts, with no change made yet. */
export const firstStep: Record<SubmissionKind, string> = { claim: "received", quote: "new" };

/** What staff give, besides the next step's own details, to take a submission out of a closed step. */
export const reopenReason = text("reopenReason", "Why it is reopened");

export function stepOf(kind: SubmissionKind, key: string): Step | undefined {
  return stepsOf[kind].find((step) => step.key === key);
}

/** What staff give to move from `from` to `to`: the next step's details, and a reason when reopening. */
export function detailsFor(from: Step, to: Step): readonly DetailField[] {
  return from.closed ? [...to.details, reopenReason] : to.details;
}
