/** Chooses supporting documents: each chosen file is listed with its size, its own error and a remove button. */
import { css } from "@emotion/react";
import { getIn, useFormikContext } from "formik";
import { smallButtonStyle } from "../../components/ui/Button";
import { Icon } from "../../icons/Icon";
import { useRef, type ChangeEvent } from "react";
import { theme } from "../../styles/theme";
import { FieldError } from "../fields/FieldError";
import { controlStyle, errorStyle, fieldStyle, hintStyle } from "../../styles/form-controls";
import { useFieldFeedback } from "../fields/use-field-feedback";
import { acceptAttribute, displayFileName, formatFileSize, MAX_DOCUMENTS } from "./documents";
import type { ClaimFormValues } from "./schema";

const NAME = "documents";

const listStyle = css`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: ${theme.space.sm};
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
  }
  li > p {
    grid-column: 1 / -1;
  }
  button {
    ${smallButtonStyle};
    color: ${theme.colors.error};
  }
`;

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export function DocumentsField() {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<ClaimFormValues>();
  const { id, error, errorId, hintId } = useFieldFeedback(NAME, true);
  const inputRef = useRef<HTMLInputElement>(null);
  const fileErrors: unknown = submitCount > 0 ? getIn(errors, NAME) : undefined;
  const errorOf = (index: number): string | undefined =>
    Array.isArray(fileErrors) && typeof fileErrors[index] === "string" ? fileErrors[index] : undefined;
  const fileErrorId = (index: number) => `${id}-file-${index}-error`;
  const describedBy = [
    hintId,
    error ? errorId : undefined,
    ...values.documents.map((_, index) => (errorOf(index) ? fileErrorId(index) : undefined)),
  ]
    .filter(Boolean)
    .join(" ");
  const invalid = Boolean(error) || values.documents.some((_, index) => errorOf(index));

  const addFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    const added = chosen.filter((file) => !values.documents.some((kept) => sameFile(kept, file)));
    void setFieldValue(NAME, [...values.documents, ...added]);
    // Clearing the input lets the visitor choose the same file again after removing it.
    event.target.value = "";
  };

  const removeFile = (index: number) => {
    void setFieldValue(
      NAME,
      values.documents.filter((_, position) => position !== index),
    );
    inputRef.current?.focus();
  };

  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>Supporting documents</label>
      <p id={hintId} css={hintStyle}>
        PDF, Word (.doc, .docx), JPG or PNG; at most 5MB each and {MAX_DOCUMENTS} files in all. For example the police
        report, photographs and repair estimates.
      </p>
      <input
        ref={inputRef}
        id={id}
        name={NAME}
        type="file"
        multiple
        accept={acceptAttribute}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={addFiles}
        css={[controlStyle, { padding: theme.space.sm }]}
      />
      <FieldError id={errorId} message={error} />
      {values.documents.length > 0 && (
        <ul css={listStyle} aria-label="Chosen documents">
          {values.documents.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              <Icon name="FileText" size={20} />
              <span>
                {displayFileName(file.name)} ({formatFileSize(file.size)})
              </span>
              <button
                type="button"
                onClick={() => removeFile(index)}
                aria-label={`Remove ${displayFileName(file.name)}`}
              >
                <Icon name="Trash2" size={18} />
                Remove
              </button>
              {errorOf(index) && (
                <p id={fileErrorId(index)} css={errorStyle}>
                  {displayFileName(file.name)}: {errorOf(index)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
