/** Announces the outcome of a submission in a live region that is always present, so screen readers hear it. */
import { css } from "@emotion/react";
import { useFormikContext } from "formik";
import { PhoneAndEmail, type ContactLine } from "../../components/PhoneAndEmail";
import { Icon } from "../../icons/Icon";
import { theme } from "../../styles/theme";
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
  p {
    margin: 0;
    color: ${theme.colors.text};
  }
  strong {
    display: block;
  }
  svg {
    flex: none;
  }
`;

export function SubmissionMessage({ texts, contactLine }: Props) {
  const status = useFormikContext().status as SubmissionStatus | undefined;
  const { result, reference, waiting } = status ?? { result: "idle" };
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {result === "success" && (
        <div css={[messageStyle, { background: theme.colors.successLight, color: theme.colors.success }]}>
          <Icon name="CircleCheck" size={24} />
          <p>
            <strong>{texts.successTitle}</strong>
            {texts.successText}
            {reference && <span css={{ display: "block" }}>Your reference is {reference}.</span>}
          </p>
        </div>
      )}
      {waiting && (
        <div css={[messageStyle, { background: theme.colors.sky, color: theme.colors.primary }]}>
          <Icon name="CloudOff" size={24} />
          <p>
            <strong>{WAITING_TITLE}</strong>
            {texts.waitingText}
          </p>
        </div>
      )}
      {result === "error" && (
        <div css={[messageStyle, { background: theme.colors.errorLight, color: theme.colors.error }]}>
          <Icon name="CircleAlert" size={24} />
          <p>
            <strong>{texts.errorTitle}</strong>
            {texts.errorText}
            <span css={{ display: "block" }}>
              You can also call us on <PhoneAndEmail line={contactLine} />.
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
