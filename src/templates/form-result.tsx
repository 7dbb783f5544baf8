/**
 * The pages the service answers a form post with when the browser posted the form itself (scripts off): sent,
 * refused and failed, one each per form (form-contract/shared/form-post.ts). The service fills in the reference,
 * the address a copy was e-mailed to (keeping the one paragraph of `data-copy` that is true) and the refused
 * fields' messages where the slots are, and sends the page without scripts.
 */
import { css } from "@emotion/react";
import type { HeadProps, PageProps } from "gatsby";
import { Icon } from "../icons/Icon";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { PhoneAndEmail, type ContactLine } from "../components/PhoneAndEmail";
import { Button } from "../components/ui/Button";
import { Container } from "../components/ui/Container";
import { theme } from "../styles/theme";
import { claimLabels, claimOutcome } from "../forms/claim/claim-texts";
import { quoteLabels, quoteOutcome } from "../forms/quote/quote-texts";
import {
  EMAIL_SLOT,
  emailedCopyCases,
  MESSAGE_SLOT,
  REFERENCE_SLOT,
  type FormKind,
  type FormResult,
} from "../../form-contract/shared/form-post";
import { emailedCopyWords, NEXT_STEPS_HEADING } from "../forms/shared/emailed-copy";
import { useNextSteps } from "../hooks/use-next-steps";

interface Context {
  form: FormKind;
  result: FormResult;
}

const forms = {
  quote: {
    noun: "request",
    labels: quoteLabels,
    outcome: quoteOutcome,
    contactLine: "general",
    formPath: "/contact/#get-a-quote",
  },
  claim: {
    noun: "claim",
    labels: claimLabels,
    outcome: claimOutcome,
    contactLine: "claims",
    formPath: "/claims/#claims-form",
  },
} satisfies Record<
  FormKind,
  { noun: string; labels: object; outcome: object; contactLine: ContactLine; formPath: string }
>;

const REFUSED_TITLE = "Please Correct Your Details";

const titleOf = ({ form, result }: Context) =>
  result === "sent"
    ? forms[form].outcome.successTitle
    : result === "failed"
      ? forms[form].outcome.errorTitle
      : REFUSED_TITLE;

const pageStyle = css`
  padding: ${theme.space.xxl} 0;
  h1 {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
  }
  p,
  ul {
    max-width: ${theme.sizes.prose};
    font-size: ${theme.fontSizes.lg};
  }
  li + li {
    margin-top: ${theme.space.sm};
  }
`;

const refusedListStyle = css`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.md} ${theme.space.lg};
  border-left: 4px solid ${theme.colors.error};
  background: ${theme.colors.errorLight};
  list-style: none;
`;

const nextStepsStyle = css`
  margin: 0 0 ${theme.space.lg};
  padding-left: ${theme.space.lg};
`;

const iconColour = { sent: theme.colors.success, refused: theme.colors.error, failed: theme.colors.error };
const iconName = { sent: "CircleCheck", refused: "CircleAlert", failed: "CircleAlert" } as const;

/**
 * The way back that keeps what was typed is the browser's own Back: a link opens the form empty. A browser that
 * does not keep the page whole (in its back-forward cache) fills the fields in again but not the file chooser.
 */
const wayBack = {
  refused: "Use your browser's Back button to return to the form with what you typed, correct it and send it again.",
  failed: "Use your browser's Back button to return to the form with what you typed and send it again later.",
};

function BackToTheForm({ form, result }: { form: FormKind; result: keyof typeof wayBack }) {
  return (
    <>
      <p>
        {wayBack[result]}
        {form === "claim" && " If the form no longer lists your documents, choose them again."}
      </p>
      <Button to={forms[form].formPath}>Open an Empty Form</Button>
    </>
  );
}

/** Whether a copy was e-mailed: one paragraph per case, the service keeping the true one (none when mail is off). */
function EmailedCopyParagraphs() {
  return (
    <>
      {emailedCopyCases.map((copyCase) => (
        <p data-copy={copyCase} key={copyCase}>
          {emailedCopyWords[copyCase].before}
          <strong>{EMAIL_SLOT}</strong>
          {emailedCopyWords[copyCase].after}
        </p>
      ))}
    </>
  );
}

export default function FormResultPage({ pageContext }: PageProps<object, Context>) {
  const { form, result } = pageContext;
  const { noun, labels, outcome, contactLine } = forms[form];
  const nextSteps = useNextSteps(form);
  return (
    <Layout>
      <div css={pageStyle}>
        <Container>
          <h1>
            <span css={{ display: "flex", color: iconColour[result] }}>
              <Icon name={iconName[result]} size={32} />
            </span>
            {titleOf(pageContext)}
          </h1>
          {result === "sent" && (
            <>
              <p>{outcome.successText}</p>
              <p>
                Your reference is <strong css={{ whiteSpace: "nowrap" }}>{REFERENCE_SLOT}</strong>. Please keep it: we
                quote it in every message about your {noun}.
              </p>
              <EmailedCopyParagraphs />
              <h2>{NEXT_STEPS_HEADING}</h2>
              <ul css={nextStepsStyle}>
                {nextSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
              <Button to="/">Go to the Home Page</Button>
            </>
          )}
          {result === "refused" && (
            <>
              <p>Your {noun} was not sent. Please correct these details:</p>
              <ul aria-label="Details to correct" css={refusedListStyle}>
                {Object.entries(labels).map(([field, label]) => (
                  <li data-field={field} key={field}>
                    <strong>{/[?:]$/.test(label) ? label : `${label}:`}</strong> {MESSAGE_SLOT}
                  </li>
                ))}
                <li data-field="form">{MESSAGE_SLOT}</li>
              </ul>
              <BackToTheForm form={form} result="refused" />
            </>
          )}
          {result === "failed" && (
            <>
              <p>{outcome.errorText}</p>
              <p>
                You can also call us on <PhoneAndEmail line={contactLine} />.
              </p>
              <BackToTheForm form={form} result="failed" />
            </>
          )}
        </Container>
      </div>
    </Layout>
  );
}

export const Head = ({ pageContext, location }: HeadProps<object, Context>) => (
  <Seo
    title={titleOf(pageContext)}
    description={forms[pageContext.form].outcome.successText}
    pathname={location.pathname}
    noIndex
  />
);
