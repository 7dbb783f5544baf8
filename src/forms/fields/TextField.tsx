/** A labelled text input or text area bound to a Formik field, with its hint and error. */
import { useField } from "formik";
import type { HTMLAttributes } from "react";
import { FieldError } from "./FieldError";
import { controlStyle, fieldStyle, hintStyle } from "../../styles/form-controls";
import { useFieldFeedback } from "./use-field-feedback";

interface Props {
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "date";
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  hint?: string;
  /** Renders a text area of this many rows instead of a one-line input. */
  rows?: number;
  max?: string;
}

export function TextField({ name, label, type = "text", autoComplete, inputMode, hint, rows, max }: Props) {
  const [field] = useField<string>(name);
  const { id, error, errorId, hintId, inputProps } = useFieldFeedback(name, Boolean(hint));
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} css={hintStyle}>
          {hint}
        </p>
      )}
      {rows ? (
        <textarea {...field} {...inputProps} rows={rows} css={controlStyle} />
      ) : (
        <input
          {...field}
          {...inputProps}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          max={max}
          css={controlStyle}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
