/** The privacy notice and the terms of use, one page per record of data/legal.json. */
import { graphql, type PageProps } from "gatsby";
import { LegalDocument } from "../components/LegalDocument";
import { Layout } from "../components/layout/Layout";
import { PageTextHead } from "../components/layout/Seo";
import { PageHero } from "../components/ui/PageHero";

export default function LegalTemplate({ data }: PageProps<Queries.LegalTemplateQuery>) {
  return (
    <Layout>
      <PageHero page={data.pagesJson} />
      <LegalDocument {...data.legalJson!} />
    </Layout>
  );
}

export const Head = PageTextHead;

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
