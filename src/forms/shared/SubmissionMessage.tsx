/**
 * Announces the outcome of a submission in a live region that is always present, so screen readers hear it. A
 * success gives the reference, where a copy was e-mailed (or why not) and what happens next, as the receipt does.
 */
import { css } from "@emotion/react";
import { useFormikContext } from "formik";
import type { ReactNode } from "react";
import { PhoneAndEmail, type ContactLine } from "../../components/PhoneAndEmail";
import { Icon } from "../../icons/Icon";
import type { SpriteIconName } from "../../icons/icon-names";
import { useNextSteps } from "../../hooks/use-next-steps";
import { theme } from "../../styles/theme";
import type { FormName } from "../../../upload-client/kept/draft-store";
import { emailedCopyCase, emailedCopyWords, NEXT_STEPS_HEADING, type EmailedCopy } from "./emailed-copy";
import type { SubmissionStatus } from "./submission";

export interface OutcomeTexts {
  successTitle: string;
  successText: string;
  errorTitle: string;
  errorText: string;
  /** Said while a pressed submission is kept on the phone for want of a connection. */
  waitingText: string;
}

export const WAITING_TITLE = "Saved on this phone, not yet received";

interface Props {
  /** Whose next steps a success lists. */
  form: FormName;
  texts: OutcomeTexts;
  /** Offered with a failure, so a visitor whose network or our service fails still reaches us. */
  contactLine: ContactLine;
}

const messageStyle = css`
  display: flex;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.sm};
  border-left: 4px solid currentColor;
  p,
  ul,
  h3 {
    margin: 0;
    color: ${theme.colors.text};
  }
  p + p,
  h3 {
    margin-top: ${theme.space.sm};
  }
  h3 {
    font-size: ${theme.fontSizes.base};
  }
  ul {
    padding-left: ${theme.space.lg};
  }
  svg {
    flex: none;
  }
`;

/** Each outcome's icon and colours. */
const outcomeLooks = {
  success: { icon: "CircleCheck", colours: { background: theme.colors.successLight, color: theme.colors.success } },
  waiting: { icon: "CloudOff", colours: { background: theme.colors.sky, color: theme.colors.primary } },
  error: { icon: "CircleAlert", colours: { background: theme.colors.errorLight, color: theme.colors.error } },
} as const satisfies Record<string, { icon: SpriteIconName; colours: { background: string; color: string } }>;

interface OutcomeProps {
  outcome: keyof typeof outcomeLooks;
  title: string;
  children: ReactNode;
  /** What follows its words. */
  more?: ReactNode;
}

/** One outcome: its icon, its title in bold and its words, in its colours. */
function Outcome({ outcome, title, children, more }: OutcomeProps) {
  const { icon, colours } = outcomeLooks[outcome];
  return (
    <div css={[messageStyle, colours]}>
      <Icon name={icon} size={24} />
      <div>
        <p>
          <strong css={{ display: "block" }}>{title}</strong>
          {children}
        </p>
        {more}
      </div>
    </div>
  );
}

function CopyAndNextSteps({ form, emailedCopy }: { form: FormName; emailedCopy?: EmailedCopy }) {
  const steps = useNextSteps(form);
  const words = emailedCopy && emailedCopyWords[emailedCopyCase(emailedCopy.withheld)];
  return (
    <>
      {words && (
        <p>
          {words.before}
          <strong>{emailedCopy.to}</strong>
          {words.after}
        </p>
      )}
      <h3>{NEXT_STEPS_HEADING}</h3>
      <ul>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </>
  );
}

export function SubmissionMessage({ form, texts, contactLine }: Props) {
  const status = useFormikContext().status as SubmissionStatus | undefined;
  const { result, reference, emailedCopy, waiting } = status ?? { result: "idle" };
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {result === "success" && (
        <Outcome
          outcome="success"
          title={texts.successTitle}
          more={<CopyAndNextSteps form={form} emailedCopy={emailedCopy} />}
        >
          {texts.successText}
          {reference && (
            <span css={{ display: "block" }}>
              Your reference is <span css={{ whiteSpace: "nowrap" }}>{reference}</span>.
            </span>
          )}
        </Outcome>
      )}
      {waiting && (
        <Outcome outcome="waiting" title={WAITING_TITLE}>
          {texts.waitingText}
        </Outcome>
      )}
      {result === "error" && (
        <Outcome outcome="error" title={texts.errorTitle}>
          {texts.errorText}
          <span css={{ display: "block" }}>
            You can also call us on <PhoneAndEmail line={contactLine} />.
          </span>
        </Outcome>
      )}
    </div>
  );
}
