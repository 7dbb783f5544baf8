/** The quote request form (home page and contact page). */
import { Link } from "gatsby";
import { CheckboxField } from "../fields/CheckboxField";
import { SelectField } from "../fields/SelectField";
import { TextField } from "../fields/TextField";
import { SubmissionForm } from "../shared/SubmissionForm";
import { buildQuotePayload } from "../../../form-contract/quote/payload";
import { emptyQuoteForm, quoteInsuranceTypes, quoteSchema } from "../../../form-contract/quote/schema";
import { sendQuoteRequest, type SendQuoteRequest } from "./send-quote-request";

interface Props {
  /** The id of the heading that names this form. */
  labelledBy: string;
  /** How the request is delivered; tests pass their own. */
  send?: SendQuoteRequest;
}

export const quoteOutcome = {
  successTitle: "Request Submitted Successfully",
  successText: "Thank you. Our team will contact you shortly with your quote.",
  errorTitle: "Submission Failed",
  errorText: "There was an error submitting your request. Please try again.",
  waitingText:
    "We cannot reach our service right now. Your request is kept on this phone and will be sent by itself as soon as the connection returns: keep this page open, or come back to it later.",
};

export function QuoteForm({ labelledBy, send = sendQuoteRequest }: Props) {
  return (
    <SubmissionForm
      form="quote"
      initialValues={emptyQuoteForm}
      schema={quoteSchema}
      sending={{ prepare: async (values) => buildQuotePayload(values), post: send }}
      labelledBy={labelledBy}
      purpose="We use these details only to prepare your quote and contact you about it."
      submitLabel="Request a Quote"
      outcome={quoteOutcome}
      contactLine="general"
    >
      <TextField name="name" label="Full name" autoComplete="name" />
      <TextField name="email" label="E-mail address" type="email" autoComplete="email" />
      <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" inputMode="tel" />
      <SelectField
        name="insuranceType"
        label="Insurance type"
        prompt="Select insurance type"
        options={quoteInsuranceTypes}
      />
      <div className="full-width">
        <TextField name="message" label="What would you like to insure?" rows={4} />
      </div>
      <div className="full-width">
        <CheckboxField name="agreement">
          I agree to the <Link to="/privacy">privacy notice</Link> and the <Link to="/terms">terms of use</Link>.
        </CheckboxField>
      </div>
    </SubmissionForm>
  );
}
