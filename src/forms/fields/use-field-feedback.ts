/**
 * Ties a field to its error: errors show from the first submit on and then follow every change
 * (docs/specification.md §5: on submit, revalidating on change), with aria-invalid and aria-describedby.
 */
import { useFormikContext, getIn } from "formik";
import { useId } from "react";

export function useFieldFeedback(name: string, hasHint = false) {
  const { errors, submitCount } = useFormikContext<Record<string, unknown>>();
  const id = useId();
  const rawError: unknown = getIn(errors, name);
  const error = submitCount > 0 && typeof rawError === "string" ? rawError : undefined;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [hasHint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return {
    id,
    error,
    errorId,
    hintId,
    inputProps: { id, "aria-invalid": error ? (true as const) : undefined, "aria-describedby": describedBy },
  };
}
