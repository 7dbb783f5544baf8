/**
 * /claims/status/: a customer asks for a link to their claim's status page with the claim's reference and the
 * e-mail address used on it. A plain HTML form, the same with scripts or without: the service answers the post
 * with a page of its own, the same whether or not the two belong together (server/routes/claim-status/). A step's
 * e-mail links here with the reference in the query (statusLookupPageFor): with scripts it fills the field, unless
 * the customer typed there first; without them the form opens empty, and the e-mail gives the reference in words.
 */
import { css } from "@emotion/react";
import { useEffect, useRef } from "react";
import type { HeadProps } from "gatsby";
import { Layout } from "../../components/layout/Layout";
import { Seo } from "../../components/layout/Seo";
import { buttonStyle } from "../../components/ui/Button";
import { surfaceStyle } from "../../components/ui/Card";
import { Container } from "../../components/ui/Container";
import { apiUrl } from "../../../upload-client/service-reach";
import { controlStyle, fieldStyle, hintStyle } from "../../styles/form-controls";
import { theme } from "../../styles/theme";
import { lookupFields, STATUS_LOOKUP_ACTION } from "../../../form-contract/claim-status/lookup";

const TITLE = "Check Your Claim";
const REFERENCE_MAX = 40;
const INTRO =
  "Enter your claim's reference and the e-mail address you used on the claim, and we will e-mail you a link to a page showing where your claim stands.";

const pageStyle = css`
  padding: ${theme.space.xxl} 0;
  p {
    max-width: ${theme.sizes.prose};
    font-size: ${theme.fontSizes.lg};
  }
`;

const formStyle = css`
  ${surfaceStyle};
  display: grid;
  gap: ${theme.space.lg};
  max-width: 32rem;
  padding: ${theme.space.lg};
  button {
    cursor: pointer;
    font: inherit;
    font-weight: ${theme.fontWeights.bold};
    justify-self: start;
  }
`;

export default function ClaimStatusPage() {
  const referenceField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = referenceField.current;
    const linked = new URLSearchParams(window.location.search).get(lookupFields.reference)?.trim() ?? "";
    if (field && field.value === "" && linked.length <= REFERENCE_MAX) field.value = linked;
  }, []);
  return (
    <Layout>
      <div css={pageStyle}>
        <Container>
          <h1 id="status-lookup">{TITLE}</h1>
          <p>{INTRO}</p>
          <form css={formStyle} method="post" action={apiUrl(STATUS_LOOKUP_ACTION)} aria-labelledby="status-lookup">
            <div css={fieldStyle}>
              <label htmlFor="status-reference">Claim reference</label>
              <p id="status-reference-hint" css={hintStyle}>
                On your receipt, e.g. CLM-2026-000123
              </p>
              <input
                css={controlStyle}
                id="status-reference"
                ref={referenceField}
                name={lookupFields.reference}
                aria-describedby="status-reference-hint"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
                maxLength={REFERENCE_MAX}
              />
            </div>
            <div css={fieldStyle}>
              <label htmlFor="status-email">E-mail address used on the claim</label>
              <input
                css={controlStyle}
                id="status-email"
                name={lookupFields.email}
                type="email"
                autoComplete="email"
                required
                maxLength={254}
              />
            </div>
            <button type="submit" css={buttonStyle("primary")}>
              Send Me a Link
            </button>
          </form>
        </Container>
      </div>
    </Layout>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo title={TITLE} description={INTRO} pathname={location.pathname} noIndex />
);
