/** A labelled drop-down bound to a Formik field; starts on a prompt so nothing is chosen for the visitor. */
import { useField } from "formik";
import { FieldError } from "./FieldError";
import { controlStyle, fieldStyle } from "../../styles/form-controls";
import { useFieldFeedback } from "./use-field-feedback";

interface Props {
  name: string;
  label: string;
  prompt: string;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ name, label, prompt, options }: Props) {
  const [field] = useField<string>(name);
  const { id, error, errorId, inputProps } = useFieldFeedback(name);
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      <select {...field} {...inputProps} css={controlStyle}>
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
