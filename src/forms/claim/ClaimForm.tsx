/** The claim form ('File a Claim' on the claims page), with supporting documents. */
import { useState } from "react";
import { useVisitorNow } from "../../hooks/use-visitor-now";
import { localToday } from "../../../form-contract/shared/local-today";
import { CheckboxField } from "../fields/CheckboxField";
import { SelectField } from "../fields/SelectField";
import { TextField } from "../fields/TextField";
import { SubmissionForm } from "../shared/SubmissionForm";
import { DocumentsField } from "./DocumentsField";
import { buildClaimPayload } from "../../../form-contract/claim/payload";
import { claimSchema, claimTypes, emptyClaimForm } from "../../../form-contract/claim/schema";
import { sendClaim, type SendClaim } from "./send-claim";
import { UploadProgress } from "./UploadProgress";

interface Props {
  labelledBy: string;
  /** How the claim is delivered; tests pass their own. */
  send?: SendClaim;
}

export const claimOutcome = {
  successTitle: "Claim Submitted Successfully",
  successText: "Our claims team will review your claim and contact you shortly.",
  errorTitle: "Submission Failed",
  errorText: "There was an error submitting your claim. Please try again.",
};

export function ClaimForm({ labelledBy, send = sendClaim }: Props) {
  const [sent, setSent] = useState<number | null>(null);
  const now = useVisitorNow();
  const sendWithProgress = (payload: FormData) => {
    setSent(null);
    return send(payload, setSent);
  };
  return (
    <SubmissionForm
      initialValues={emptyClaimForm}
      schema={claimSchema}
      buildPayload={buildClaimPayload}
      send={sendWithProgress}
      labelledBy={labelledBy}
      purpose="We use these details and documents only to process your claim with your insurer."
      submitLabel="Submit Claim"
      outcome={claimOutcome}
      contactLine="claims"
    >
      <TextField name="fullName" label="Full name" autoComplete="name" />
      <TextField name="email" label="E-mail address" type="email" autoComplete="email" />
      <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" inputMode="tel" />
      <TextField name="policyNumber" label="Policy number" hint="As shown on your policy schedule or certificate." />
      <SelectField name="claimType" label="Claim type" prompt="Select claim type" options={claimTypes} />
      <TextField name="incidentDate" label="Date of the incident" type="date" max={now ? localToday(now) : undefined} />
      <div className="full-width">
        <TextField
          name="description"
          label="What happened?"
          hint="Where and how it happened, and what was damaged or lost."
          rows={5}
        />
      </div>
      <div className="full-width">
        <DocumentsField />
      </div>
      <div className="full-width">
        <CheckboxField name="notARobot">I&apos;m not a robot</CheckboxField>
      </div>
      <UploadProgress sent={sent} />
    </SubmissionForm>
  );
}
