/** The message under a field, present only when there is an error. */
import { errorStyle } from "../../styles/form-controls";

interface Props {
  id: string;
  message?: string;
}

export function FieldError({ id, message }: Props) {
  return message ? (
    <p id={id} css={errorStyle}>
      {message}
    </p>
  ) : null;
}
