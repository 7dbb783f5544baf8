/** Any /services/ path without a product page: a client-only route that says the product does not exist. */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { backHome, backToServices, NotFound } from "../../components/NotFound";
import { Layout } from "../../components/layout/Layout";
import { Seo } from "../../components/layout/Seo";
import { useServing404Page } from "../../hooks/use-serving-404-page";

export default function ProductNotFoundPage({ data }: PageProps<Queries.ProductNotFoundPageQuery>) {
  return (
    <Layout>
      <ProductNotFound data={data} />
    </Layout>
  );
}

/**
 * On a plain static host this page starts from the site's 404 page; it says what that page says until the app has
 * taken over, then what this one says. The switch happens here, inside the layout's bands, so it re-renders only
 * what React has already hydrated: an update reaching a band still to hydrate would make React throw that band's
 * server HTML away (error #421).
 */
function ProductNotFound({ data }: { data: Queries.ProductNotFoundPageQuery }) {
  const serving404Page = useServing404Page();
  const page = serving404Page ? data.notFound! : data.productNotFound!;
  return (
    <NotFound
      heading={page.heading}
      intro={page.intro}
      artwork={page.heroImage}
      {...(serving404Page ? backHome : backToServices)}
    />
  );
}

export const Head = ({ data, location }: HeadProps<Queries.ProductNotFoundPageQuery>) => (
  <Seo
    title={data.productNotFound!.title}
    description={data.productNotFound!.description}
    pathname={location.pathname}
    noIndex
  />
);

export const query = graphql`
  query ProductNotFoundPage {
    productNotFound: pagesJson(jsonId: { eq: "product-not-found" }) {
      ...PageText
    }
    notFound: pagesJson(jsonId: { eq: "not-found" }) {
      ...PageText
    }
  }
`;
