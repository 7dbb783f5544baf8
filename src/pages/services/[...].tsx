/** Any /services/ path without a product page: a client-only route that says the product does not exist. */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { NotFound } from "../../components/NotFound";
import { Layout } from "../../components/layout/Layout";
import { Seo } from "../../components/layout/Seo";

export default function ProductNotFoundPage({ data }: PageProps<Queries.ProductNotFoundPageQuery>) {
  const page = data.pagesJson!;
  return (
    <Layout>
      <NotFound heading={page.heading} intro={page.intro} backTo="/services" backLabel="Back to Services" />
    </Layout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.ProductNotFoundPageQuery>) => (
  <Seo title={data.pagesJson!.title} description={data.pagesJson!.description} pathname={location.pathname} noIndex />
);

export const query = graphql`
  query ProductNotFoundPage {
    pagesJson(jsonId: { eq: "product-not-found" }) {
      ...PageText
    }
  }
`;
