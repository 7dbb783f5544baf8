/**
 * The submission states of both forms (specification §4): on submit the result goes back to idle and the
 * message clears; Formik's isSubmitting is the submitting flag; success resets the form, an error keeps
 * everything the visitor typed.
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
    helpers.setStatus(idleStatus);
    try {
      await send(buildPayload(values));
      helpers.resetForm({ status: { result: "success" } satisfies SubmissionStatus });
    } catch {
      helpers.setStatus({ result: "error" } satisfies SubmissionStatus);
    }
  };
}
