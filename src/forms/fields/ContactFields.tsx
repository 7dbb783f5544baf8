/** The fields by which staff reach the visitor again, the same on every form: full name, e-mail address, phone. */
import { contactLabels } from "./contact-labels";
import { TextField } from "./TextField";

interface Props {
  /** The form's name for the full-name field (the specification names it differently on each form). */
  nameField: "fullName" | "name";
}

export function ContactFields({ nameField }: Props) {
  return (
    <>
      <TextField name={nameField} label={contactLabels.name} autoComplete="name" />
      <TextField name="email" label={contactLabels.email} type="email" autoComplete="email" />
      <TextField name="phone" label={contactLabels.phone} type="tel" autoComplete="tel" inputMode="tel" />
    </>
  );
}
