/**
 * The submission states of both forms (docs/specification.md §4). Every submit attempt first puts the result
 * back to idle, clearing the message (FormShell does it, so an attempt that fails validation clears it too);
 * Formik's isSubmitting is the submitting flag; success resets the form, an error keeps all that was typed.
 * Fields the service refuses get its messages under them, as the form's own checks would.
 *
 * A submission that cannot reach the service yet stays submitting, with `waiting` set so the form says it is
 * kept on the phone, and goes by itself when the connection returns (delivery.ts). Each distinct submission gets
 * one idempotency key, kept with it on the phone, so every try of it, after a reload too, carries the same key.
 */
import type { FormikErrors, FormikHelpers } from "formik";
import { newIdempotencyKey } from "../../../form-contract/shared/idempotency";
import type { PendingSubmission } from "../../../upload-client/kept/draft-store";
import { FieldErrorsFromServer, type Receipt } from "./api";
import type { EmailedCopy } from "./emailed-copy";
import { deliverWhenReachable } from "../../../upload-client/delivery";

export type SubmissionResult = "idle" | "success" | "error";

export interface SubmissionStatus {
  result: SubmissionResult;
  /** The service's reference for a stored submission, shown with the success message. */
  reference?: string;
  /** Where a copy of it was e-mailed, or why not, shown with the reference. */
  emailedCopy?: EmailedCopy;
  /** Pressed, kept on the phone, and not yet received by the service. */
  waiting?: boolean;
}

export const idleStatus: SubmissionStatus = { result: "idle" };

/** How a form's values reach the service. */
export interface Sending<Values, Payload> {
  /** Makes what is sent from the values; a claim waits here for its documents' uploads. */
  prepare: (values: Values, onWaiting: () => void) => Promise<Payload>;
  /** Sends it once, with its idempotency key. */
  post: (payload: Payload, key: string) => Promise<Receipt>;
}

/** Where the submission being sent is kept, so that a reload sends it again with the same key. */
export interface PendingStore {
  get(): PendingSubmission | undefined;
  set(pending: PendingSubmission | undefined): void;
}

export function submitWith<Values, Payload>({ prepare, post }: Sending<Values, Payload>, pending: PendingStore) {
  return async (values: Values, helpers: FormikHelpers<Values>): Promise<void> => {
    const onWaiting = () => helpers.setStatus({ result: "idle", waiting: true } satisfies SubmissionStatus);
    try {
      const payload = await prepare(values, onWaiting);
      const body = JSON.stringify(payload);
      const kept = pending.get();
      const key = kept?.body === body ? kept.key : newIdempotencyKey();
      pending.set({ key, body });
      const { reference, emailedCopy } = await deliverWhenReachable(() => post(payload, key), onWaiting);
      pending.set(undefined);
      helpers.resetForm({ status: { result: "success", reference, emailedCopy } satisfies SubmissionStatus });
    } catch (error) {
      const fieldErrors = error instanceof FieldErrorsFromServer ? fieldsOf(error.fields, values) : {};
      if (Object.keys(fieldErrors).length > 0) {
        // Refused: what is sent next will differ, and gets a key of its own.
        pending.set(undefined);
        helpers.setStatus(idleStatus);
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
