/**
 * data/next-steps.json: what happens after a claim or a quote request and by when, in the brokerage's words. The
 * forms' success message and sent pages show them, and the service's receipt e-mails them (NEXT_STEPS_FILE).
 */
import { list, text, type DataFile } from "./fields";

const steps = (form: string) =>
  list(text({ maxLength: 200 }), {
    nonEmpty: "must list at least one sentence",
    maxItems: 4,
    hint: `What happens after a ${form}, a sentence a line, with when: shown once it is sent and e-mailed to the visitor`,
  });

export const nextStepsFile: DataFile = {
  file: "next-steps.json",
  label: "What happens next, after a claim or a quote request",
  shape: "single",
  fields: { claim: steps("claim"), quote: steps("quote request") },
};
