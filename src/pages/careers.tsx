import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { JobBoard } from "../sections/careers/JobBoard";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { Card } from "../components/ui/Card";
import { CheckList } from "../components/ui/CheckList";
import { Grid } from "../components/ui/Grid";
import { IconBadge } from "../components/ui/IconBadge";
import { PageHero } from "../components/ui/PageHero";
import { Section } from "../components/ui/Section";
import { localToday } from "../../form-contract/shared/local-today";
import { isOpenOn } from "../lib/job-openings";
import { jobPosting, officesInLocation } from "../lib/structured-data";
import { mq } from "../styles/mq";
import { theme } from "../styles/theme";

const twoColumnStyle = css`
  display: grid;
  gap: ${theme.space.lg};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    font-size: ${theme.fontSizes.h3};
  }
`;

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  const { mission, whyJoinUs, benefits, departments } = data.careersJson!;
  return (
    <Layout>
      <PageHero page={data.pagesJson} />
      <Section id="working-here">
        <div css={twoColumnStyle}>
          <Card>
            <h2>Our Mission</h2>
            <CheckList items={mission} />
          </Card>
          <Card>
            <h2>Why Join Us</h2>
            <CheckList items={whyJoinUs} />
          </Card>
        </div>
      </Section>
      <Section id="benefits" heading="Benefits of Working With Us" tone="muted">
        <Grid minColumn="14rem">
          {benefits.map(({ title, description, icon }) => (
            <Card as="li" key={title}>
              <IconBadge name={icon} />
              <h3 css={{ fontSize: theme.fontSizes.xl, marginTop: theme.space.md }}>{title}</h3>
              <p css={{ margin: 0 }}>{description}</p>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section id="openings" heading="Current Openings">
        <JobBoard departments={departments} jobs={data.allJobsJson.nodes} applicationEmail={data.companyJson!.email} />
      </Section>
    </Layout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.CareersPageQuery>) => {
  const siteUrl = data.site!.siteMetadata!.siteUrl!;
  const offices = data.allOfficesJson.nodes;
  return (
    <Seo
      title={data.pagesJson!.title}
      description={data.pagesJson!.description}
      pathname={location.pathname}
      // Head is rendered again in the browser, not hydrated: there the visitor's clock drops a closed
      // opening's JobPosting from a page built while it was open.
      structuredData={data.allJobsJson.nodes
        .filter((job) => isOpenOn(job, localToday()))
        .map((job) => jobPosting(job, data.companyJson!.name, officesInLocation(job.location, offices), siteUrl))}
    />
  );
};

export const query = graphql`
  query CareersPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    companyJson {
      name
      email
    }
    allOfficesJson {
      nodes {
        name
        addressLines
        latitude
        longitude
      }
    }
    careersJson {
      mission
      whyJoinUs
      benefits {
        title
        description
        icon
      }
      departments {
        id
        label
      }
    }
    allJobsJson {
      nodes {
        jsonId
        title
        department
        location
        type
        experience
        salary {
          amount
          period
          basis
        }
        datePosted(formatString: "YYYY-MM-DD")
        validThrough(formatString: "YYYY-MM-DD")
        description
        responsibilities
        requirements
        benefits
        applicationEmail
      }
    }
    pagesJson(jsonId: { eq: "careers" }) {
      ...PageText
    }
  }
`;
