/**
 * What happens next at each of a claim's steps (form-contract/steps/steps.ts), in the customer's words, for the
 * claim's status page. The brokerage's promise after a claim (data/next-steps.json) is the first step's.
 */
export const nextAtStep: Record<string, string> = {
  received: "A claims officer reviews your claim and contacts you within one working day, by phone or e-mail.",
  "in-review": "A claims officer is checking what you sent. We will tell you if we need anything more.",
  "documents-requested": "Please send us the documents listed below. We carry on with your claim once they arrive.",
  "with-insurer": "Your insurer is considering your claim. We follow it up and tell you when they answer.",
  "being-assessed": "A loss adjuster or your insurer is assessing the loss. We will tell you the result.",
  "offer-made": "Your insurer has made an offer. Call us to accept it or to talk it through.",
  settled: "Your claim has been paid. Call us if anything about the payment is not right.",
  declined: "Your insurer declined the claim. Call us to understand why and what you can do.",
  withdrawn: "Your claim was withdrawn. Call us if you want to claim again.",
};
