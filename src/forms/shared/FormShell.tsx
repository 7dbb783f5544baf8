/** The frame both forms share: the privacy sentence, the submit button and the outcome message. */
import { css } from "@emotion/react";
import { Form, useFormikContext } from "formik";
import { Link } from "gatsby";
import { useRef, type FormEvent, type ReactNode } from "react";
import { mq } from "../../styles/mq";
import { theme } from "../../styles/theme";
import { NoScriptContact } from "../../components/NoScriptContact";
import type { ContactLine } from "../../components/PhoneAndEmail";
import { surfaceStyle } from "../../components/ui/Card";
import { FocusFirstError } from "./FocusFirstError";
import { HoneypotField } from "./HoneypotField";
import { idleStatus } from "./submission";
import { KeepEarlyInput } from "./KeepEarlyInput";
import { SubmissionMessage, type OutcomeTexts } from "./SubmissionMessage";
import { SubmitButton } from "./SubmitButton";

interface Props {
  /** Names the form for assistive technology, usually the id of its heading. */
  labelledBy: string;
  /** One sentence saying what the data is used for (Nigeria Data Protection Act 2023). */
  purpose: string;
  submitLabel: string;
  outcome: OutcomeTexts;
  /** Whose phone and e-mail a failure offers. */
  contactLine: ContactLine;
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

export function FormShell({ labelledBy, purpose, submitLabel, outcome, contactLine, children }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const { handleSubmit, setStatus } = useFormikContext();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setStatus(idleStatus);
    handleSubmit(event);
  };
  return (
    <>
      <NoScriptContact subject="This form" />
      <Form data-needs-js="" ref={formRef} noValidate aria-labelledby={labelledBy} css={formStyle} onSubmit={submit}>
        {children}
        <HoneypotField />
        <p className="full-width" css={{ margin: 0, fontSize: theme.fontSizes.sm }}>
          {purpose} Read our <Link to="/privacy">privacy notice</Link>.
        </p>
        <div className="full-width" css={actionsStyle}>
          <SubmitButton label={submitLabel} />
          <SubmissionMessage texts={outcome} contactLine={contactLine} />
        </div>
        <FocusFirstError formRef={formRef} />
        <KeepEarlyInput formRef={formRef} />
      </Form>
    </>
  );
}
