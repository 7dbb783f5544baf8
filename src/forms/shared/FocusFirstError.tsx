/** After a submit that fails validation, moves focus to the first field with an error, in page order. */
import { useFormikContext } from "formik";
import { useEffect, type RefObject } from "react";

interface Props {
  formRef: RefObject<HTMLFormElement>;
}

export function FocusFirstError({ formRef }: Props) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Only a new submit attempt should move focus; later edits must leave the visitor where they are.
  }, [submitCount, isSubmitting]);
  return null;
}
