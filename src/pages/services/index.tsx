import { graphql, type PageProps } from "gatsby";
import { ProductCard } from "../../components/ProductCard";
import { Layout } from "../../components/layout/Layout";
import { PageTextHead } from "../../components/layout/Seo";
import { Button } from "../../components/ui/Button";
import { Grid } from "../../components/ui/Grid";
import { Picture } from "../../components/ui/Picture";
import { PageHero } from "../../components/ui/PageHero";
import { Section } from "../../components/ui/Section";
import { CategoryJumpLinks } from "../../sections/services/CategoryJumpLinks";
import { theme } from "../../styles/theme";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return (
    <Layout>
      <PageHero page={data.pagesJson} />
      <CategoryJumpLinks categories={data.allCategoriesJson.nodes} />
      {data.allCategoriesJson.nodes.map((category, index) => (
        <Section
          key={category.jsonId}
          id={category.jsonId}
          heading={category.title}
          intro={category.description}
          icon={category.icon}
          tone={index % 2 === 0 ? "plain" : "muted"}
          media={
            category.image.childImageSharp && <Picture image={category.image.childImageSharp.gatsbyImageData} alt="" />
          }
        >
          <Grid minColumn="17rem">
            {category.products.map((product) => (
              <ProductCard key={product.jsonId} product={product} />
            ))}
          </Grid>
        </Section>
      ))}
      <Section id="get-started" heading="Not Sure What You Need?" tone="dark">
        <p css={{ maxWidth: theme.sizes.prose, fontSize: theme.fontSizes.lg }}>
          Tell us about yourself or your business and we will recommend the right cover from NAICOM-licensed insurers.
        </p>
        <Button to="/contact">Get Started</Button>
      </Section>
    </Layout>
  );
}

export const query = graphql`
  query ServicesPage {
    allCategoriesJson {
      nodes {
        jsonId
        title
        description
        icon
        image {
          childImageSharp {
            gatsbyImageData(
              width: 704
              aspectRatio: 1.3333
              transformOptions: { cropFocus: EAST }
              breakpoints: [352, 448, 704, 896]
              sizes: "(min-width: 900px) 352px, (min-width: 480px) 448px, 100vw"
              quality: 60
              avifOptions: { quality: 45 }
            )
          }
        }
        products {
          ...ProductCard
        }
      }
    }
    pagesJson(jsonId: { eq: "services" }) {
      ...PageText
    }
  }
`;

export const Head = PageTextHead;
