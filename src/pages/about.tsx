import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Layout } from "../components/layout/Layout";
import { PageTextHead } from "../components/layout/Seo";
import { BalancedGrid } from "../components/ui/BalancedGrid";
import { Card } from "../components/ui/Card";
import { Grid } from "../components/ui/Grid";
import { PageHero } from "../components/ui/PageHero";
import { Section } from "../components/ui/Section";
import { LeaderCard } from "../sections/about/LeaderCard";
import { mq } from "../styles/mq";
import { theme } from "../styles/theme";

const taglineStyle = css`
  margin: ${theme.space.lg} 0 0;
  padding: ${theme.space.md} ${theme.space.lg};
  border-left: 4px solid ${theme.colors.accent};
  background: ${theme.colors.sky};
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
`;

const twoColumnStyle = css`
  display: grid;
  gap: ${theme.space.lg};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const letterStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: ${theme.space.md};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.accent};
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
`;

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const about = data.aboutJson!;
  return (
    <Layout>
      <PageHero page={data.pagesJson} />
      <Section id="who-we-are" heading="Who We Are">
        <div css={{ maxWidth: theme.sizes.prose }}>
          {about.overview.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p css={taglineStyle}>{data.companyJson!.tagline}</p>
        </div>
      </Section>
      <Section id="vision-and-mission" heading="Our Vision and Mission" tone="muted">
        <div css={twoColumnStyle}>
          <Card>
            <h3>Our Vision</h3>
            <p>{about.vision}</p>
          </Card>
          <Card>
            <h3>Our Mission</h3>
            <p>{about.mission}</p>
          </Card>
        </div>
      </Section>
      <Section id="core-values" heading="Our Core Values: TRAIL">
        <Grid minColumn="12rem">
          {data.allCoreValuesJson.nodes.map(({ letter, value, description }) => (
            <Card as="li" key={value}>
              <span css={letterStyle} aria-hidden="true">
                {letter}
              </span>
              <h3 css={{ fontSize: theme.fontSizes.lg }}>{value}</h3>
              <p css={{ margin: 0 }}>{description}</p>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section id="group-companies" heading="Our Group Companies" tone="muted">
        <BalancedGrid>
          {data.allGroupCompaniesJson.nodes.map(({ name, description }) => (
            <Card as="li" key={name}>
              <h3 css={{ fontSize: theme.fontSizes.lg }}>{name}</h3>
              <p css={{ margin: 0 }}>{description}</p>
            </Card>
          ))}
        </BalancedGrid>
      </Section>
      <Section id="leadership" heading="Our Leadership Team">
        <BalancedGrid>
          {data.allLeadershipJson.nodes.map(({ name, role, bio, image }) => (
            <LeaderCard key={name} name={name} role={role} bio={bio} photo={getImage(image?.childImageSharp ?? null)} />
          ))}
        </BalancedGrid>
      </Section>
      <Section id="commitment" heading="Our Commitment" tone="dark">
        <p css={{ maxWidth: theme.sizes.prose, fontSize: theme.fontSizes.lg, margin: 0 }}>{about.commitment}</p>
      </Section>
    </Layout>
  );
}

export const query = graphql`
  query AboutPage {
    companyJson {
      tagline
    }
    aboutJson {
      overview
      vision
      mission
      commitment
    }
    allCoreValuesJson {
      nodes {
        letter
        value
        description
      }
    }
    allGroupCompaniesJson {
      nodes {
        name
        description
      }
    }
    allLeadershipJson {
      nodes {
        name
        role
        bio
        image {
          childImageSharp {
            gatsbyImageData(width: 120, height: 120, layout: FIXED)
          }
        }
      }
    }
    pagesJson(jsonId: { eq: "about" }) {
      ...PageText
    }
  }
`;

export const Head = PageTextHead;
