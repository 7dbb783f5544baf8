/**
 * The frame both forms share: Formik set up the same way (validation on change after the first submit, the
 * submission states of submission.ts), the privacy sentence, the submit button and the outcome message.
 */
import { css } from "@emotion/react";
import { Form, Formik, useFormikContext, type FormikValues } from "formik";
import { Link } from "gatsby";
import { useEffect, useRef, useState, type FormEvent, type MutableRefObject, type ReactNode } from "react";
import type { AnyObjectSchema } from "yup";
import { mq } from "../../styles/mq";
import { theme } from "../../styles/theme";
import type { ContactLine } from "../../components/PhoneAndEmail";
import { surfaceStyle } from "../../components/ui/Card";
import { FocusFirstError } from "./FocusFirstError";
import { HoldEarlySubmit } from "./HoldEarlySubmit";
import { HoneypotField } from "./HoneypotField";
import type { FormName, PendingSubmission } from "../../../upload-client/kept/draft-store";
import { KeepDraft, type DraftExtra } from "../drafts/KeepDraft";
import { idleStatus, submitWith, type Sending } from "./submission";
import { KeepEarlyInput } from "./KeepEarlyInput";
import { SubmissionMessage, type OutcomeTexts } from "./SubmissionMessage";
import { SubmitButton } from "./SubmitButton";
import { SubmitHoldsContext, useSubmitHolds } from "./submit-holds";

/** What a form says of itself, beside its fields' labels (each form's own texts module). */
export interface FormWords {
  /** One sentence saying what the data is used for (Nigeria Data Protection Act 2023). */
  purpose: string;
  submitLabel: string;
  outcome: OutcomeTexts;
}

interface ShellProps {
  /** Names the form for assistive technology, usually the id of its heading. */
  labelledBy: string;
  words: FormWords;
  /** Whose phone and e-mail a failure offers. */
  contactLine: ContactLine;
  /** Where the browser posts the form itself when scripts are off (the service answers with a page). */
  action: string;
  /** multipart/form-data for a form with files; URL-encoded otherwise. */
  encType?: "multipart/form-data";
  children: ReactNode;
}

const formStyle = css`
  display: grid;
  gap: ${theme.space.lg};
  padding: ${theme.space.lg};
  ${surfaceStyle};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
    padding: ${theme.space.xl};
    > .full-width {
      grid-column: 1 / -1;
    }
  }
`;

/** Keeps the button at the left, clear of the floating chat button at the bottom right of a phone. */
const actionsStyle = css`
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
`;

interface Props<Values, Payload, Extra> extends ShellProps {
  /** Names the copy kept on the phone. */
  form: FormName;
  initialValues: Values;
  /** The form's Yup schema, built on first use. */
  schema: () => AnyObjectSchema;
  sending: Sending<Values, Payload>;
  /** What the form keeps on the phone beside its values. */
  draftExtra?: DraftExtra<Values, Extra>;
}

interface DraftProps<Values, Extra> {
  form: FormName;
  pending: MutableRefObject<PendingSubmission | undefined>;
  saveRef: MutableRefObject<(() => void) | undefined>;
  draftExtra?: DraftExtra<Values, Extra>;
}

/** A form whose fields (its children) are checked with `schema`, then sent as `sending` says. */
export function SubmissionForm<Values extends FormikValues, Payload, Extra = undefined>({
  form,
  initialValues,
  schema,
  sending,
  draftExtra,
  ...shell
}: Props<Values, Payload, Extra>) {
  const pending = useRef<PendingSubmission>();
  const saveRef = useRef<() => void>();
  const pendingStore = {
    get: () => pending.current,
    set: (submission: PendingSubmission | undefined) => {
      pending.current = submission;
      saveRef.current?.();
    },
  };
  return (
    <Formik
      initialValues={initialValues}
      initialStatus={idleStatus}
      validationSchema={schema}
      validateOnBlur={false}
      // eslint-disable-next-line react-hooks/refs -- submitWith keeps the store, whose functions use the refs on submit
      onSubmit={submitWith(sending, pendingStore)}
    >
      <FormShell {...shell} draft={{ form, pending, saveRef, draftExtra }} />
    </Formik>
  );
}

function FormShell<Values extends object, Extra>({
  labelledBy,
  words: { purpose, submitLabel, outcome },
  contactLine,
  action,
  encType,
  children,
  draft,
}: ShellProps & { draft: DraftProps<Values, Extra> }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { handleSubmit, setStatus, setSubmitting, submitForm } = useFormikContext();
  const holds = useSubmitHolds();
  const waitingForHolds = useRef(false);
  const [heldSubmits, setHeldSubmits] = useState(0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setStatus(idleStatus);
    if (!holds.isHolding()) {
      handleSubmit(event);
      return;
    }
    event.preventDefault();
    if (waitingForHolds.current) return;
    waitingForHolds.current = true;
    setSubmitting(true);
    void holds.settled().then(() => {
      waitingForHolds.current = false;
      setHeldSubmits((count) => count + 1);
    });
  };
  // Submitted once what the held work set has rendered: Formik's submitForm reads the values of the last render.
  useEffect(() => {
    if (heldSubmits > 0) void submitForm();
  }, [heldSubmits, submitForm]);
  return (
    <>
      <Form
        ref={formRef}
        method="post"
        action={action}
        encType={encType}
        acceptCharset="utf-8"
        noValidate
        aria-labelledby={labelledBy}
        css={formStyle}
        onSubmit={submit}
      >
        <HoldEarlySubmit />
        {/* The note that the form is kept on this phone comes after the Submit button: shown once a copy is
            written, above it, it pushed the button away from a finger about to press it. */}
        <KeepDraft form={draft.form} pendingRef={draft.pending} saveRef={draft.saveRef} extra={draft.draftExtra}>
          <SubmitHoldsContext.Provider value={holds.hold}>{children}</SubmitHoldsContext.Provider>
          <HoneypotField />
          <p className="full-width" css={{ margin: 0, fontSize: theme.fontSizes.sm }}>
            {purpose} Read our <Link to="/privacy">privacy notice</Link>.
          </p>
          <div className="full-width" css={actionsStyle}>
            <SubmitButton label={submitLabel} />
            <SubmissionMessage form={draft.form} texts={outcome} contactLine={contactLine} />
          </div>
        </KeepDraft>
        <FocusFirstError formRef={formRef} />
        <KeepEarlyInput formRef={formRef} />
      </Form>
    </>
  );
}
