/** Announces the outcome of a submission in a live region that is always present, so screen readers hear it. */
import { css } from "@emotion/react";
import { useFormikContext } from "formik";
import type { ReactNode } from "react";
import { PhoneAndEmail, type ContactLine } from "../../components/PhoneAndEmail";
import { Icon } from "../../icons/Icon";
import type { SpriteIconName } from "../../icons/icon-names";
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
}

/** One outcome: its icon, its title in bold and its words, in its colours. */
function Outcome({ outcome, title, children }: OutcomeProps) {
  const { icon, colours } = outcomeLooks[outcome];
  return (
    <div css={[messageStyle, colours]}>
      <Icon name={icon} size={24} />
      <p>
        <strong>{title}</strong>
        {children}
      </p>
    </div>
  );
}

export function SubmissionMessage({ texts, contactLine }: Props) {
  const status = useFormikContext().status as SubmissionStatus | undefined;
  const { result, reference, waiting } = status ?? { result: "idle" };
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {result === "success" && (
        <Outcome outcome="success" title={texts.successTitle}>
          {texts.successText}
          {reference && <span css={{ display: "block" }}>Your reference is {reference}.</span>}
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
