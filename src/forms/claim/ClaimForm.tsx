/** The claim form ('File a Claim' on the claims page), with supporting documents. */
import { useState } from "react";
import { buildClaimWithUploads, type ClaimWithUploads } from "../../../form-contract/claim/payload";
import { apiUrl } from "../../../upload-client/service-reach";
import { FieldErrorsFromServer, sendClaim, type SendClaim } from "../shared/api";
import type { Sending } from "../shared/submission";
import type { DraftExtra } from "../drafts/KeepDraft";
import { DocumentUploads, UploadRefused, type KeptUploads } from "../../../upload-client/document-uploads";
import { uploadMessages } from "../../../form-contract/claim/uploads";
import { ChosenDocuments, type AsChosen } from "./chosen-documents";
import { useVisitorNow } from "../../hooks/use-visitor-now";
import { localToday } from "../../../form-contract/shared/local-today";
import { CheckboxField } from "../fields/CheckboxField";
import { ContactFields } from "../fields/ContactFields";
import { SelectField } from "../fields/SelectField";
import { TextField } from "../fields/TextField";
import { SubmissionForm } from "../shared/SubmissionForm";
import { DocumentsField } from "./DocumentsField";
import { claimSchema, claimTypes, emptyClaimForm, type ClaimFormValues } from "../../../form-contract/claim/schema";
import { UploadProgress } from "./UploadProgress";
import { claimLabels, claimWords } from "./claim-texts";

interface Props {
  labelledBy: string;
  /** How the claim is delivered; tests pass their own. */
  send?: SendClaim;
}

/** Waits for the documents' uploads, then sends the claim naming them; a refused document is told under the list. */
function claimSending(uploads: DocumentUploads, send: SendClaim): Sending<ClaimFormValues, ClaimWithUploads> {
  return {
    prepare: async (values, onWaiting) => {
      try {
        const ids = await uploads.whenUploaded(values.documents, onWaiting);
        return buildClaimWithUploads(values, uploads.claimKey, ids);
      } catch (error) {
        if (error instanceof UploadRefused) throw new FieldErrorsFromServer({ documents: error.message });
        throw error;
      }
    },
    post: async (claim, key) => {
      try {
        const receipt = await send(claim, key);
        uploads.forget();
        return receipt;
      } catch (error) {
        // An upload the claim named is not there: a document without its bytes may be the one, and says so.
        if (error instanceof FieldErrorsFromServer && error.fields.documents === uploadMessages.unknownUpload) {
          uploads.checkAgain();
        }
        throw error;
      }
    },
  };
}

/** What the form's copy keeps of its documents beside their files. */
interface KeptDocuments extends KeptUploads {
  /** What each was when chosen (see ChosenDocuments); a copy saved by an earlier build of the site has none. */
  chosenAs?: (AsChosen | null)[];
}

function keptDocuments(uploads: DocumentUploads, chosen: ChosenDocuments): DraftExtra<ClaimFormValues, KeptDocuments> {
  return {
    read: (values) => ({ ...uploads.keep(values.documents), chosenAs: chosen.keep(values.documents) }),
    restore: (kept, values) => {
      chosen.restore(kept.chosenAs ?? [], values.documents);
      uploads.restore(kept, values.documents);
    },
    discard: () => uploads.discard(),
    // An address that arrives after the last save would be lost with a copy saved without its file.
    subscribe: (changed) => uploads.subscribeToAddresses(changed),
  };
}

export function ClaimForm({ labelledBy, send = sendClaim }: Props) {
  const [uploads] = useState(() => new DocumentUploads());
  const [chosen] = useState(() => new ChosenDocuments());
  const now = useVisitorNow();
  return (
    <SubmissionForm
      form="claim"
      initialValues={emptyClaimForm}
      schema={claimSchema}
      sending={claimSending(uploads, send)}
      draftExtra={keptDocuments(uploads, chosen)}
      labelledBy={labelledBy}
      contactLine="claims"
      words={claimWords}
      action={apiUrl("/api/claims")}
      encType="multipart/form-data"
    >
      <ContactFields nameField="fullName" />
      <TextField
        name="policyNumber"
        label={claimLabels.policyNumber}
        hint="As shown on your policy schedule or certificate."
      />
      <SelectField name="claimType" label={claimLabels.claimType} prompt="Select claim type" options={claimTypes} />
      <TextField
        name="incidentDate"
        label={claimLabels.incidentDate}
        type="date"
        max={now ? localToday(now) : undefined}
      />
      <div className="full-width">
        <TextField
          name="description"
          label={claimLabels.description}
          hint="Where and how it happened, and what was damaged or lost."
          rows={5}
        />
      </div>
      <div className="full-width">
        <DocumentsField uploads={uploads} chosen={chosen} />
      </div>
      <div className="full-width">
        <CheckboxField name="notARobot">{claimLabels.notARobot}</CheckboxField>
      </div>
      <UploadProgress uploads={uploads} />
    </SubmissionForm>
  );
}
