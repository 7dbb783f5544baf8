/**
 * 'Product Not Found': one static page, services/404.html, which every host answers an unknown /services/ address
 * with, status 404 (hosting/host-files.ts). gatsby/create-pages.ts gives it the match path /services/*, so that the
 * app, starting at that unknown address, renders this same page over the HTML it was served: nothing changes once
 * it has started.
 */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { backToServices, NotFound } from "../components/NotFound";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";

export default function ProductNotFoundTemplate({ data }: PageProps<Queries.ProductNotFoundTemplateQuery>) {
  const page = data.pagesJson!;
  return (
    <Layout>
      <NotFound heading={page.heading} intro={page.intro} artwork={page.heroImage} {...backToServices} />
    </Layout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.ProductNotFoundTemplateQuery>) => (
  <Seo title={data.pagesJson!.title} description={data.pagesJson!.description} pathname={location.pathname} noIndex />
);

export const query = graphql`
  query ProductNotFoundTemplate {
    pagesJson(jsonId: { eq: "product-not-found" }) {
      ...PageText
    }
  }
`;
