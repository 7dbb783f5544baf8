/**
 * The submission states of both forms (specification §4). Every submit attempt first puts the result back
 * to idle, clearing the message (FormShell does it, so an attempt that fails validation clears it too);
 * Formik's isSubmitting is the submitting flag; success resets the form, an error keeps all that was typed.
 */
import type { FormikHelpers } from "formik";

export type SubmissionResult = "idle" | "success" | "error";

export interface SubmissionStatus {
  result: SubmissionResult;
}

export const idleStatus: SubmissionStatus = { result: "idle" };

export function submitWith<Values, Payload>(
  buildPayload: (values: Values) => Payload,
  send: (payload: Payload) => Promise<void>,
) {
  return async (values: Values, helpers: FormikHelpers<Values>): Promise<void> => {
    try {
      await send(buildPayload(values));
      helpers.resetForm({ status: { result: "success" } satisfies SubmissionStatus });
    } catch {
      helpers.setStatus({ result: "error" } satisfies SubmissionStatus);
    }
  };
}
