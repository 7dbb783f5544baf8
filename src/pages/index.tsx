import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FaqAccordion } from "../sections/home/FaqAccordion";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { Button } from "../components/ui/Button";
import { PageHero } from "../components/ui/PageHero";
import { Section } from "../components/ui/Section";
import { QuoteCalculator } from "../sections/home/QuoteCalculator";
import { ClientLogos } from "../sections/home/ClientLogos";
import { ClosingCallToAction } from "../sections/home/ClosingCallToAction";
import { faqPage } from "../lib/structured-data";
import { ServiceCards } from "../sections/home/ServiceCards";
import { lazyNear } from "../browser/lazy-near";
import { postWithoutScripts } from "../forms/shared/post-without-scripts";

/**
 * Formik, Yup and the form's code are fetched only as the visitor nears the quote section; if they never arrive,
 * the browser posts the server-rendered form itself.
 */
const QuoteForm = lazyNear(
  "quote",
  () => import(/* webpackChunkName: "quote-form" */ "../forms/quote/QuoteForm").then((module) => module.QuoteForm),
  postWithoutScripts,
);

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  return (
    <Layout>
      <PageHero page={data.pagesJson}>
        <Button to="/contact">Get Your Quote</Button>
        <Button to="/services" variant="onDark">
          Browse Our Products
        </Button>
      </PageHero>
      <ServiceCards cards={data.allServiceCardsJson.nodes} />
      <Section
        id="quote"
        heading="Request a Quote"
        intro="Tell us what you want to insure. An adviser will compare NAICOM-licensed insurers and come back to you, at no cost."
      >
        <QuoteForm labelledBy="quote-heading" />
      </Section>
      <QuoteCalculator />
      <ClientLogos clients={data.allClientsJson.nodes} />
      <Section id="faq" heading="Frequently Asked Questions" tone="muted">
        <FaqAccordion items={data.allFaqsJson.nodes} />
      </Section>
      <ClosingCallToAction phone={data.companyJson!.phones[0]!.number} />
    </Layout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.HomePageQuery>) => (
  <Seo
    title={data.pagesJson!.title}
    description={data.pagesJson!.description}
    pathname={location.pathname}
    structuredData={[faqPage(data.allFaqsJson.nodes)]}
  />
);

export const query = graphql`
  query HomePage {
    allServiceCardsJson {
      nodes {
        title
        description
        icon
        category {
          jsonId
        }
      }
    }
    allClientsJson {
      nodes {
        name
        industry
        logo {
          publicURL
        }
      }
    }
    allFaqsJson {
      nodes {
        question
        answer
        sources {
          ...LawSources
        }
      }
    }
    companyJson {
      phones {
        number
      }
    }
    pagesJson(jsonId: { eq: "home" }) {
      ...PageText
    }
  }
`;
