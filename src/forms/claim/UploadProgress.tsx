/** While a claim is being sent, how much of its documents has reached us, all uploads together. */
import { useFormikContext } from "formik";
import { useId, useSyncExternalStore } from "react";
import { theme } from "../../styles/theme";
import type { ClaimFormValues } from "../../../form-contract/claim/schema";
import type { DocumentUploads } from "../../../upload-client/document-uploads";

interface Props {
  uploads: DocumentUploads;
}

export function UploadProgress({ uploads }: Props) {
  const { isSubmitting, values } = useFormikContext<ClaimFormValues>();
  useSyncExternalStore(uploads.subscribe, uploads.getVersion, uploads.getVersion);
  const id = useId();
  if (!isSubmitting || values.documents.length === 0) return null;
  let sent = 0;
  let total = 0;
  for (const file of values.documents) {
    const state = uploads.stateOf(file);
    total += file.size;
    if (state?.status === "uploaded") sent += file.size;
    else if (state?.status === "uploading" || state?.status === "waiting") sent += Math.min(state.sent, file.size);
  }
  const percent = Math.floor((sent / Math.max(1, total)) * 100);
  return (
    <div className="full-width">
      <p id={id} css={{ margin: `0 0 ${theme.space.xs}`, fontWeight: theme.fontWeights.bold }}>
        Uploading your claim: {percent}%
      </p>
      <progress
        aria-labelledby={id}
        max={100}
        value={percent}
        css={{ width: "100%", accentColor: theme.colors.teal }}
      />
    </div>
  );
}
