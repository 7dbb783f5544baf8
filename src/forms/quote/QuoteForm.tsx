/** The quote request form (home page and contact page). */
import { Link } from "gatsby";
import { CheckboxField } from "../fields/CheckboxField";
import { ContactFields } from "../fields/ContactFields";
import { SelectField } from "../fields/SelectField";
import { TextField } from "../fields/TextField";
import { SubmissionForm } from "../shared/SubmissionForm";
import { buildQuotePayload } from "../../../form-contract/quote/payload";
import { emptyQuoteForm, quoteInsuranceTypes, quoteSchema } from "../../../form-contract/quote/schema";
import { quoteLabels, quoteWords } from "./quote-texts";
import { apiUrl } from "../../../upload-client/service-reach";
import { sendQuoteRequest, type SendQuoteRequest } from "../shared/api";

interface Props {
  /** The id of the heading that names this form. */
  labelledBy: string;
  /** How the request is delivered; tests pass their own. */
  send?: SendQuoteRequest;
}

export function QuoteForm({ labelledBy, send = sendQuoteRequest }: Props) {
  return (
    <SubmissionForm
      form="quote"
      initialValues={emptyQuoteForm}
      schema={quoteSchema}
      sending={{ prepare: (values) => Promise.resolve(buildQuotePayload(values)), post: send }}
      labelledBy={labelledBy}
      contactLine="general"
      words={quoteWords}
      action={apiUrl("/api/quote-requests")}
    >
      <ContactFields nameField="name" />
      <SelectField
        name="insuranceType"
        label={quoteLabels.insuranceType}
        prompt="Select insurance type"
        options={quoteInsuranceTypes}
      />
      <div className="full-width">
        <TextField name="message" label={quoteLabels.message} rows={4} />
      </div>
      <div className="full-width">
        <CheckboxField name="agreement">
          I agree to the <Link to="/privacy">privacy notice</Link> and the <Link to="/terms">terms of use</Link>.
        </CheckboxField>
      </div>
    </SubmissionForm>
  );
}
