/** A tick box with its label beside it, bound to a Formik field; never ticked until the visitor ticks it. */
import { css } from "@emotion/react";
import { useField } from "formik";
import type { ReactNode } from "react";
import { theme } from "../../styles/theme";
import { FieldError } from "./FieldError";
import { useFieldFeedback } from "./use-field-feedback";
import { TICKED_VALUE } from "../../../form-contract/shared/form-post";

interface Props {
  name: string;
  children: ReactNode;
}

const rowStyle = css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0.6rem 0;
    accent-color: ${theme.colors.primary};
  }
  label {
    padding: ${theme.space.sm} 0;
  }
`;

export function CheckboxField({ name, children }: Props) {
  // The field's boolean value is carried by `checked`; the input's text value is what a posted form sends.
  const [{ value: _value, ...field }] = useField<boolean>({ name, type: "checkbox" });
  const { id, error, errorId, inputProps } = useFieldFeedback(name);
  return (
    <div>
      <div css={rowStyle}>
        <input {...field} {...inputProps} type="checkbox" value={TICKED_VALUE} />
        <label htmlFor={id}>{children}</label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
