import { graphql, type PageProps } from "gatsby";
import { ContactCard } from "../components/ContactCard";
import { OfficeMap } from "../sections/contact/OfficeMap";
import { Layout } from "../components/layout/Layout";
import { PageTextHead } from "../components/layout/Seo";
import { Grid } from "../components/ui/Grid";
import { PageHero } from "../components/ui/PageHero";
import { Section } from "../components/ui/Section";
import { QuoteForm } from "../forms/quote/QuoteForm";
import { directionsUrl } from "../lib/maps";
import { formatPhone, telHref } from "../lib/phone";

const MAP_TITLE = "Visit Our Office";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const company = data.companyJson!;
  const office = company.contactOffice;
  return (
    <Layout>
      <PageHero page={data.pagesJson} />
      <Section id="contact-details" tone="muted">
        <Grid minColumn="17rem">
          <ContactCard icon="Phone" heading="Call Us">
            {company.phones.map(({ label, number }) => (
              <p key={number}>
                {label}: <a href={telHref(number)}>{formatPhone(number)}</a>
              </p>
            ))}
          </ContactCard>
          <ContactCard icon="Mail" heading="E-mail Us">
            <p>We reply within one working day.</p>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </ContactCard>
          <ContactCard icon="MapPin" heading={office.name}>
            <p>
              <a href={directionsUrl(office)}>{office.addressLines.join(", ")}</a>
            </p>
          </ContactCard>
        </Grid>
      </Section>
      <Section
        id="get-a-quote"
        heading="Get a Quote"
        intro="Tell us what you want to insure and an adviser will get back to you with options from NAICOM-licensed insurers."
      >
        <QuoteForm labelledBy="get-a-quote-heading" />
      </Section>
      <Section id="visit-our-office" heading={MAP_TITLE} tone="muted">
        <OfficeMap title={MAP_TITLE} office={office} />
      </Section>
    </Layout>
  );
}

export const query = graphql`
  query ContactPage {
    companyJson {
      email
      phones {
        label
        number
      }
      contactOffice {
        name
        addressLines
        latitude
        longitude
      }
    }
    pagesJson(jsonId: { eq: "contact" }) {
      ...PageText
    }
  }
`;

export const Head = PageTextHead;
