import { graphql, type HeadProps, type PageProps } from "gatsby";
import { backHome, NotFound } from "../components/NotFound";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const page = data.pagesJson!;
  return (
    <Layout>
      <NotFound heading={page.heading} intro={page.intro} artwork={page.heroImage} {...backHome} />
    </Layout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.NotFoundPageQuery>) => (
  <Seo title={data.pagesJson!.title} description={data.pagesJson!.description} pathname={location.pathname} noIndex />
);

export const query = graphql`
  query NotFoundPage {
    pagesJson(jsonId: { eq: "not-found" }) {
      ...PageText
    }
  }
`;
