/**
 * The two 'not found' pages, each from its record of data/pages.json and with its one way back (gatsby/hooks/create-pages.ts):
 * - the site's 404 page, /404/ (Gatsby copies it to /404.html, which every host answers an unknown address with);
 * - 'Product Not Found', one static page, services/404.html, which every host answers an unknown /services/ address
 *   with, status 404 (hosting/host-files.ts). Its match path /services/* lets the app, starting at that unknown
 *   address, render this same page over the HTML it was served: nothing changes once it has started.
 */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { Button } from "../components/ui/Button";
import { PageHero } from "../components/ui/PageHero";

/** The records of data/pages.json a 'not found' page is made from, and the way back each offers. */
export const notFoundPages = {
  "not-found": { backTo: "/", backLabel: "Go to the Home Page" },
  "product-not-found": { backTo: "/services", backLabel: "Back to Services" },
} as const;

export type NotFoundPageId = keyof typeof notFoundPages;

interface Context {
  pageId: NotFoundPageId;
}

export default function NotFoundTemplate({ data, pageContext }: PageProps<Queries.NotFoundTemplateQuery, Context>) {
  const { backTo, backLabel } = notFoundPages[pageContext.pageId];
  return (
    <Layout>
      <PageHero page={data.pagesJson}>
        <Button to={backTo}>{backLabel}</Button>
      </PageHero>
    </Layout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.NotFoundTemplateQuery>) => (
  <Seo title={data.pagesJson!.title} description={data.pagesJson!.description} pathname={location.pathname} noIndex />
);

export const query = graphql`
  query NotFoundTemplate($pageId: String!) {
    pagesJson(jsonId: { eq: $pageId }) {
      ...PageText
    }
  }
`;
