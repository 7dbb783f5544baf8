/** The privacy notice and the terms of use, one page per record of data/legal.json. */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { LegalDocument } from "../components/LegalDocument";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { PageHero } from "../components/ui/PageHero";

export default function LegalTemplate({ data }: PageProps<Queries.LegalTemplateQuery>) {
  const page = data.pagesJson!;
  return (
    <Layout>
      <PageHero heading={page.heading} intro={page.intro} artwork={page.heroImage} />
      <LegalDocument {...data.legalJson!} />
    </Layout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.LegalTemplateQuery>) => (
  <Seo title={data.pagesJson!.title} description={data.pagesJson!.description} pathname={location.pathname} />
);

export const query = graphql`
  query LegalTemplate($pageId: String!) {
    pagesJson(jsonId: { eq: $pageId }) {
      ...PageText
    }
    legalJson(jsonId: { eq: $pageId }) {
      ...LegalDocument
    }
  }
`;
