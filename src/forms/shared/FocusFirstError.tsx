/** After a submit that fails validation, moves focus to the first field with an error, in page order. */
import { useFormikContext } from "formik";
import { useEffect, useRef, type RefObject } from "react";

interface Props {
  formRef: RefObject<HTMLFormElement>;
}

export function FocusFirstError({ formRef }: Props) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  // Only a new submit attempt moves focus, once checked; later edits must leave the visitor where they are.
  const attemptsSeen = useRef(0);
  useEffect(() => {
    if (submitCount === attemptsSeen.current || isSubmitting) return;
    attemptsSeen.current = submitCount;
    if (!isValid) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid, formRef]);
  return null;
}
