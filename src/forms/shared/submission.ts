/**
 * The submission states of both forms (specification §4). Every submit attempt first puts the result back
 * to idle, clearing the message (FormShell does it, so an attempt that fails validation clears it too);
 * Formik's isSubmitting is the submitting flag; success resets the form, an error keeps all that was typed.
 * Fields the service refuses get its messages under them, as the form's own checks would.
 */
import type { FormikErrors, FormikHelpers } from "formik";
import { FieldErrorsFromServer, type Receipt } from "./api";

export type SubmissionResult = "idle" | "success" | "error";

export interface SubmissionStatus {
  result: SubmissionResult;
  /** The service's reference for a stored submission, shown with the success message. */
  reference?: string;
}

export const idleStatus: SubmissionStatus = { result: "idle" };

export function submitWith<Values, Payload>(
  buildPayload: (values: Values) => Payload,
  send: (payload: Payload) => Promise<Receipt>,
) {
  return async (values: Values, helpers: FormikHelpers<Values>): Promise<void> => {
    try {
      const { reference } = await send(buildPayload(values));
      helpers.resetForm({ status: { result: "success", reference } satisfies SubmissionStatus });
    } catch (error) {
      const fieldErrors = error instanceof FieldErrorsFromServer ? fieldsOf(error.fields, values) : {};
      if (Object.keys(fieldErrors).length > 0) {
        helpers.setErrors(fieldErrors);
      } else {
        helpers.setStatus({ result: "error" } satisfies SubmissionStatus);
      }
    }
  };
}

/** The service's messages for fields this form has; one about the form as a whole is reported as a failure. */
function fieldsOf<Values>(fields: Record<string, string>, values: Values): FormikErrors<Values> {
  return Object.fromEntries(
    Object.entries(fields).filter(([field]) => Object.prototype.hasOwnProperty.call(values, field)),
  ) as FormikErrors<Values>;
}
