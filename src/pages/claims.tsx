import { css } from "@emotion/react";
import { graphql, Link, type PageProps } from "gatsby";
import { Icon } from "../icons/Icon";
import { ContactCard } from "../components/ContactCard";
import { Layout } from "../components/layout/Layout";
import { PageTextHead } from "../components/layout/Seo";
import { Button } from "../components/ui/Button";
import { surfaceStyle } from "../components/ui/Card";
import { Grid } from "../components/ui/Grid";
import { IconBadge } from "../components/ui/IconBadge";
import { PageHero } from "../components/ui/PageHero";
import { Section } from "../components/ui/Section";
import { ClaimForm } from "../forms/claim/ClaimForm";
import { formatPhone, telHref } from "../lib/phone";
import { theme } from "../styles/theme";
import { STATUS_LOOKUP_PAGE } from "../../form-contract/claim-status/lookup";

const stepStyle = css`
  position: relative;
  padding: ${theme.space.lg};
  ${surfaceStyle};
  .step-number {
    display: block;
    margin: ${theme.space.md} 0 ${theme.space.xs};
    color: ${theme.colors.teal};
    font-weight: ${theme.fontWeights.bold};
    font-size: ${theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  h3 {
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
  }
`;

export default function ClaimsPage({ data }: PageProps<Queries.ClaimsPageQuery>) {
  const { claimsHotline, claimsEmail } = data.companyJson!;
  return (
    <Layout>
      <PageHero page={data.pagesJson} />
      <Section id="claims-contacts" heading="Report a Claim" tone="muted">
        <Grid minColumn="17rem">
          <ContactCard icon="Phone" heading="24/7 Claims Hotline">
            <p>Call us any time, day or night, as soon as something happens.</p>
            <a href={telHref(claimsHotline)}>{formatPhone(claimsHotline)}</a>
          </ContactCard>
          <ContactCard icon="Mail" heading="Claims E-mail">
            <p>Send us the details and documents; we reply within one working day.</p>
            <a href={`mailto:${claimsEmail}`}>{claimsEmail}</a>
          </ContactCard>
          <ContactCard icon="ClipboardCheck" heading="Follow Your Claim">
            <p>Already filed? We e-mail you a link to see where your claim stands.</p>
            <Link to={STATUS_LOOKUP_PAGE}>Check your claim</Link>
          </ContactCard>
        </Grid>
      </Section>
      <Section id="claim-steps" heading="How a Claim Works">
        <Grid as="ol" minColumn="14rem">
          {data.allClaimStepsJson.nodes.map(({ title, description, icon }, index) => (
            <li key={title} css={stepStyle}>
              <IconBadge name={icon} />
              <span className="step-number">Step {index + 1}</span>
              <h3>{title}</h3>
              <p>{description}</p>
            </li>
          ))}
        </Grid>
      </Section>
      <Section id="claims-help" heading="Need to Report a Claim Now?" tone="dark">
        <p css={{ maxWidth: theme.sizes.prose, fontSize: theme.fontSizes.lg }}>
          Call our claims hotline and a claims officer will take you through what to do next, or file your claim online.
        </p>
        <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space.md }}>
          <Button to={telHref(claimsHotline)}>
            <Icon name="Phone" size={20} />
            Call {formatPhone(claimsHotline)}
          </Button>
          <Button to="#claims-form" variant="onDark">
            File Online
          </Button>
        </div>
      </Section>
      <Section
        id="claims-form"
        heading="File a Claim"
        intro="Fill in the details and attach your documents. A claims officer will review your claim and contact you."
        tone="muted"
      >
        <ClaimForm labelledBy="claims-form-heading" />
      </Section>
    </Layout>
  );
}

export const query = graphql`
  query ClaimsPage {
    allClaimStepsJson {
      nodes {
        title
        description
        icon
      }
    }
    companyJson {
      claimsHotline
      claimsEmail
    }
    pagesJson(jsonId: { eq: "claims" }) {
      ...PageText
    }
  }
`;

export const Head = PageTextHead;
